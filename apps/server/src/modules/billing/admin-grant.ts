import type { Executor } from '../../db/client.ts';
import { loadSubscription } from './queries.ts';
import { saveSubscription } from './subscription-commands.ts';

/**
 * Records a plan the admin set by hand (`PUT /v1/admin/users/{id}`), so the subscription reads
 * `provider: "local"` for a grant. A running Stripe subscription is left alone: its own events
 * keep deciding, and setting free does not stop Stripe charging (cancel it in Stripe).
 */
export async function recordAdminPlan(
  db: Executor,
  userId: string,
  plan: 'free' | 'pro',
  now: Date,
): Promise<void> {
  const row = await loadSubscription(db, userId);
  const stripeRunning =
    row?.provider === 'stripe' && (row.status === 'active' || row.status === 'past_due');
  if (stripeRunning) return;
  const grant = {
    provider: 'local' as const,
    interval: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    graceEndsAt: null,
  };
  if (plan === 'pro')
    await saveSubscription(db, userId, { ...grant, status: 'active' }, undefined, now);
  else if (row)
    await saveSubscription(db, userId, { ...grant, status: 'canceled' }, undefined, now);
}
