import type Stripe from 'stripe';
import type { SubscriptionRow } from '../../db/schema/index.ts';
import { graceEnd, type SubscriptionState } from './subscription-commands.ts';

export type StripeOutcome = { state: Partial<SubscriptionState>; plan: 'free' | 'pro' | undefined };

const seconds = (value: number | null | undefined) =>
  typeof value === 'number' ? new Date(value * 1000) : null;

/**
 * What a Stripe subscription means for the user at `now`: paid up (or trialing) is PRO; past
 * due stays PRO until the grace period ends (counted from the first failure we saw); cancelled,
 * expired or paused is free; an unpaid first checkout (`incomplete`) changes no plan.
 */
export function stateOfStripeSubscription(
  subscription: Stripe.Subscription,
  existing: SubscriptionRow | undefined,
  now: Date,
  graceDays: number,
): StripeOutcome {
  const item = subscription.items.data[0];
  const recurring: string | undefined = item?.price.recurring?.interval;
  const base: Partial<SubscriptionState> = {
    provider: 'stripe',
    stripeSubscriptionId: subscription.id,
    stripeCustomerId: customerIdOf(subscription.customer),
    interval: recurring === 'month' || recurring === 'year' ? recurring : null,
    currentPeriodEnd: seconds(item?.current_period_end),
    // The portal may cancel with a date (`cancel_at`) rather than the period-end flag.
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
  };
  switch (subscription.status) {
    case 'active':
    case 'trialing':
      return { state: { ...base, status: 'active', graceEndsAt: null }, plan: 'pro' };
    case 'past_due':
    case 'unpaid': {
      const grace =
        existing?.status === 'past_due' && existing.graceEndsAt
          ? existing.graceEndsAt
          : graceEnd(now, graceDays);
      return {
        state: { ...base, status: grace > now ? 'past_due' : 'canceled', graceEndsAt: grace },
        plan: grace > now ? 'pro' : 'free',
      };
    }
    case 'incomplete':
      return { state: { ...base, status: 'incomplete' }, plan: undefined };
    case 'canceled':
    case 'incomplete_expired':
    case 'paused':
      return {
        state: { ...base, status: 'canceled', cancelAtPeriodEnd: false, graceEndsAt: null },
        plan: 'free',
      };
    default:
      return { state: base, plan: undefined };
  }
}

export function customerIdOf(customer: string | { id: string } | null): string | null {
  if (!customer) return null;
  return typeof customer === 'string' ? customer : customer.id;
}

/**
 * Whether an event about `subscriptionId` may change `row`. An old subscription ending never
 * takes away the current one, nor a PRO the admin granted by hand.
 */
export function mayApply(row: SubscriptionRow, subscriptionId: string, outcome: StripeOutcome) {
  const current = row.status === 'active' || row.status === 'past_due';
  if (!current || outcome.plan === 'pro') return true;
  if (row.provider === 'local') return false;
  return row.stripeSubscriptionId === null || row.stripeSubscriptionId === subscriptionId;
}
