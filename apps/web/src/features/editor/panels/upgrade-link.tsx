import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Where a PRO feature shows up for a free plan: what it is and the way to get it (SPEC §2). */
export function UpgradeLink({ reason }: { reason: string }) {
  const { t } = useTranslation('editor');
  return (
    <Text size="sm" data-testid="upgrade-link">
      {reason}{' '}
      <Anchor component={Link} to="/user/subscription" fw={600}>
        {t('upgrade.link')}
      </Anchor>
    </Text>
  );
}
