import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Subscription } from '@ordo/contract';
import { usePortal } from '../../api/billing.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { currentLanguage } from '../../i18n/languages.ts';
import { CancelControl } from './cancel-control.tsx';
import { isCancellable } from './format.ts';
import { planStatusText } from './plan-status.ts';

/** The plan now, where it stands, and what its owner can do about it. */
export function CurrentPlan({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation('billing');
  const portal = usePortal();
  const pro = subscription.plan === 'pro';
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="current-plan">
      <Stack gap="sm">
        <Group gap="sm">
          <Title order={2} size="h4" id="current-plan">
            {t('plan.heading')}
          </Title>
          <Badge size="lg" color={pro ? 'indigo' : 'gray'} data-testid="plan-badge">
            {pro ? t('plan.pro') : t('plan.free')}
          </Badge>
        </Group>
        <Text data-testid="plan-status">{planStatusText(subscription, t, currentLanguage())}</Text>
        {pro && subscription.provider === 'local' && subscription.interval && (
          <Text size="sm" c="dimmed">
            {t('plan.test')}
          </Text>
        )}
        {isCancellable(subscription) && <CancelControl subscription={subscription} />}
        {subscription.portal && (
          <Stack gap={4} align="flex-start">
            <Button
              variant="light"
              rightSection={<IconExternalLink size={16} aria-hidden />}
              loading={portal.isPending}
              onClick={() => portal.mutate()}
            >
              {t('actions.portal')}
            </Button>
            <Text size="xs" c="dimmed">
              {t('actions.portalHint')}
            </Text>
            <ErrorAlert error={portal.error} />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
