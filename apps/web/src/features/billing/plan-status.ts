import type { TFunction } from 'i18next';
import type { Subscription } from '@ordo/contract';
import { formatBillingDate } from './format.ts';

/** One sentence saying where the subscription stands: renews, ends, past due, granted, free. */
export function planStatusText(
  subscription: Subscription,
  t: TFunction<'billing'>,
  language: 'en' | 'fr',
): string {
  if (subscription.plan === 'free') return t('plan.freeBody');
  if (subscription.provider === 'local' && !subscription.interval) return t('plan.granted');
  const date = (iso: string | null) => (iso ? formatBillingDate(iso, language) : '');
  if (subscription.status === 'past_due') {
    return t('plan.pastDue', { date: date(subscription.proEndsAt) });
  }
  if (subscription.cancelAtPeriodEnd) {
    return t('plan.ends', { date: date(subscription.proEndsAt ?? subscription.currentPeriodEnd) });
  }
  return t('plan.renews', {
    date: date(subscription.currentPeriodEnd),
    interval: subscription.interval === 'year' ? t('plan.yearly') : t('plan.monthly'),
  });
}
