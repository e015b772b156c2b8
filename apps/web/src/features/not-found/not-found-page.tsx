import { Button, Container } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../design/empty-state.tsx';
import { useHomePath } from '../../hooks/use-home-path.ts';

/** Unknown paths and routes of disabled features (SPEC §2). */
export function NotFoundPage() {
  const { t } = useTranslation();
  const home = useHomePath();
  return (
    <Container size="sm" py={64}>
      <EmptyState
        icon={IconMapQuestion}
        title={t('notFound.title')}
        headingLevel={1}
        action={
          <Button component={Link} to={home}>
            {t('notFound.backHome')}
          </Button>
        }
      >
        {t('notFound.body')}
      </EmptyState>
    </Container>
  );
}
