import { Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { entitlementsOf } from '@ordo/agenda';
import { Link } from 'react-router';
import { useSubscription } from '../../api/billing.ts';
import { useConfig } from '../../api/config.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { useFeatures } from '../../hooks/use-features.ts';
import { currentLanguage } from '../../i18n/languages.ts';
import { EntitlementsTable } from '../billing/entitlements-table.tsx';
import { planStatusText } from '../billing/plan-status.ts';
import { isCancellable } from '../billing/format.ts';

/**
 * Settings › Billing, reachable whatever the `payment` flag (SPEC §2): the plan, what it allows,
 * and how to get PRO here (the subscription page, or the administrator).
 */
export function BillingTab() {
  const { t } = useTranslation('billing');
  const features = useFeatures();
  const subscription = useSubscription();
  const free = useConfig().data?.limits.historyVersionsFree ?? 20;
  if (subscription.error) return <ErrorAlert error={subscription.error} />;
  if (!subscription.data) return <Skeleton h={280} />;
  const name = subscription.data.plan;
  const entitlements = entitlementsOf(name);
  const sellsPro = features.payment && subscription.data.checkout !== 'none';

  return (
    <Stack maw={640}>
      <Group>
        <Title order={2} size="h4">
          {t('plan.heading')}
        </Title>
        <Badge size="lg" color={name === 'pro' ? 'indigo' : 'gray'}>
          {name === 'pro' ? t('plan.pro') : t('plan.free')}
        </Badge>
      </Group>
      <Text>{planStatusText(subscription.data, t, currentLanguage())}</Text>
      <EntitlementsTable entitlements={entitlements} />
      {name === 'pro' && (
        <Text size="sm" c="dimmed">
          {t('tab.readOnlyHistory', { free })}
        </Text>
      )}
      {name === 'free' && !sellsPro && <Text data-testid="pro-admin">{t('tab.admin')}</Text>}
      {name === 'free' && sellsPro && (
        <Stack gap="xs" align="flex-start">
          <Text size="sm" c="dimmed">
            {t('tab.upgradeBody')}
          </Text>
          <Button component={Link} to="/user/subscription">
            {t('upgrade.cta')}
          </Button>
        </Stack>
      )}
      {name === 'pro' &&
        features.payment &&
        (isCancellable(subscription.data) || subscription.data.portal) && (
          <Group>
            <Button component={Link} to="/user/subscription" variant="default">
              {t('tab.manage')}
            </Button>
          </Group>
        )}
    </Stack>
  );
}
