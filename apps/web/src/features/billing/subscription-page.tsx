import { Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { entitlementsOf } from '@ordo/agenda';
import { useSubscription } from '../../api/billing.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { useBrand } from '../../hooks/use-brand.ts';
import { usePageMeta } from '../../hooks/use-page-meta.ts';
import { CurrentPlan } from './current-plan.tsx';
import { EntitlementsTable } from './entitlements-table.tsx';
import { UpgradePanel } from './upgrade-panel.tsx';

/** /user/subscription: the plan, and upgrading, cancelling or managing billing. */
export function SubscriptionPage() {
  const { t } = useTranslation('billing');
  const brand = useBrand();
  const [params] = useSearchParams();
  const subscription = useSubscription();
  usePageMeta(t('meta.title', { brand: brand.name }));

  return (
    <Stack maw={720} gap="lg">
      <Title order={1}>{t('title')}</Title>
      <ErrorAlert error={subscription.error} />
      {subscription.isPending && !subscription.error && <Skeleton h={260} radius="md" />}
      {subscription.data && (
        <>
          <CurrentPlan subscription={subscription.data} />
          {subscription.data.plan === 'free' && (
            <UpgradePanel
              subscription={subscription.data}
              initialInterval={params.get('interval') === 'month' ? 'month' : 'year'}
            />
          )}
          <Stack gap="xs" component="section" aria-labelledby="pro-includes">
            <Title order={2} size="h4" id="pro-includes">
              {t('upgrade.includes')}
            </Title>
            <EntitlementsTable entitlements={entitlementsOf('pro')} />
          </Stack>
        </>
      )}
    </Stack>
  );
}
