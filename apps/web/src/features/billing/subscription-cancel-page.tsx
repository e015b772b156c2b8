import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBrand } from '../../hooks/use-brand.ts';
import { usePageMeta } from '../../hooks/use-page-meta.ts';

/** /user/subscription/cancel: where a checkout left without paying lands. */
export function SubscriptionCancelPage() {
  const { t } = useTranslation('billing');
  const brand = useBrand();
  usePageMeta(t('meta.title', { brand: brand.name }));
  return (
    <Paper withBorder p="xl" radius="md" maw={560}>
      <Stack gap="md" align="flex-start">
        <Title order={1}>{t('cancelled.title')}</Title>
        <Text>{t('cancelled.body')}</Text>
        <Group>
          <Button component={Link} to="/user/subscription">
            {t('cancelled.back')}
          </Button>
          <Button component={Link} to="/user" variant="default">
            {t('success.dashboard')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
