import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHomePath } from '../../hooks/use-home-path.ts';

/** "Back to the homepage", or "Back to my meetings" for a signed-in visitor. */
export function BackHomeLink() {
  const { t } = useTranslation('resources');
  const home = useHomePath();
  return (
    <Anchor component={Link} to={home}>
      {home === '/user' ? t('backDashboard') : t('backHome')}
    </Anchor>
  );
}
