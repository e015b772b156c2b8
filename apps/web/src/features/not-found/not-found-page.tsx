import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHomePath } from '../../hooks/use-home-path.ts';

/** Unknown paths and routes of disabled features (SPEC §2). */
export function NotFoundPage() {
  const { t } = useTranslation();
  const home = useHomePath();
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center">
        <Text fz={64} fw={800} c="dimmed" aria-hidden>
          404
        </Text>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed">{t('notFound.body')}</Text>
        <Button component={Link} to={home}>
          {t('notFound.backHome')}
        </Button>
      </Stack>
    </Container>
  );
}
