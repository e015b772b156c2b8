import { useEffect } from 'react';
import { Button, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { subscriptionKey, useSubscription } from '../../api/billing.ts';
import { usersKey } from '../../api/users.ts';
import { useBrand } from '../../hooks/use-brand.ts';
import { usePageMeta } from '../../hooks/use-page-meta.ts';

/**
 * /user/subscription/success. Stripe's confirmation (the webhook) may arrive a moment after the
 * browser: until the plan reads PRO the page says so and asks again every two seconds.
 */
export function SubscriptionSuccessPage() {
  const { t } = useTranslation('billing');
  const brand = useBrand();
  const client = useQueryClient();
  const subscription = useSubscription();
  const pro = subscription.data?.plan === 'pro';
  usePageMeta(t('meta.title', { brand: brand.name }));

  useEffect(() => {
    void client.invalidateQueries({ queryKey: usersKey });
  }, [client]);
  useEffect(() => {
    if (pro || !subscription.data) return;
    const timer = window.setInterval(
      () => void client.invalidateQueries({ queryKey: subscriptionKey }),
      2000,
    );
    return () => window.clearInterval(timer);
  }, [client, pro, subscription.data]);
  useEffect(() => {
    if (pro) void client.invalidateQueries({ queryKey: usersKey });
  }, [client, pro]);

  return (
    <Paper withBorder p="xl" radius="md" maw={560}>
      <Stack gap="md" align="flex-start">
        {pro ? (
          <ThemeIcon size={48} radius="xl" color="teal" variant="light">
            <IconCircleCheck size={30} aria-hidden />
          </ThemeIcon>
        ) : (
          <Loader size="md" aria-hidden />
        )}
        <Title order={1}>{t('success.title')}</Title>
        <Text role="status">{pro ? t('success.body') : t('success.pending')}</Text>
        <Group>
          <Button component={Link} to="/user">
            {t('success.dashboard')}
          </Button>
          <Button component={Link} to="/user/subscription" variant="default">
            {t('success.subscription')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
