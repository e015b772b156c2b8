import type { Subscription } from '@ordo/contract';
import type { SubscriptionRow } from '../../db/schema/index.ts';

export type Offer = { checkout: Subscription['checkout']; stripe: boolean };

/**
 * The subscription as its owner reads it. A PRO without a running subscription was granted by
 * the admin (`local`); a free user without one reads `none`.
 */
export function presentSubscription(
  plan: 'free' | 'pro',
  row: SubscriptionRow | undefined,
  offer: Offer,
): Subscription {
  const running = row && (row.status === 'active' || row.status === 'past_due') ? row : undefined;
  const proEndsAt =
    plan !== 'pro' || !running
      ? null
      : running.status === 'past_due'
        ? running.graceEndsAt
        : running.cancelAtPeriodEnd
          ? running.currentPeriodEnd
          : null;
  return {
    plan,
    interval: running?.interval ?? null,
    status: running
      ? running.status === 'past_due'
        ? 'past_due'
        : 'active'
      : plan === 'pro'
        ? 'active'
        : row?.status === 'canceled'
          ? 'canceled'
          : 'none',
    currentPeriodEnd: running?.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: running?.cancelAtPeriodEnd ?? false,
    provider: running ? running.provider : plan === 'pro' ? 'local' : 'none',
    proEndsAt: proEndsAt?.toISOString() ?? null,
    checkout: offer.checkout,
    portal: offer.stripe && Boolean(row?.stripeCustomerId) && row?.status !== 'incomplete',
  };
}
