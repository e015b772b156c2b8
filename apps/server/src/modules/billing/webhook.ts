import type Stripe from 'stripe';
import type { Db, Executor } from '../../db/client.ts';
import { billingEvents } from '../../db/schema/index.ts';
import { callStripe } from './stripe-call.ts';
import { customerIdOf, mayApply, stateOfStripeSubscription } from './stripe-state.ts';
import { findByStripeIds, loadSubscription } from './queries.ts';
import { saveSubscription } from './subscription-commands.ts';

export type WebhookDeps = { db: Db; stripe: Stripe; now: Date; graceDays: number };

/**
 * Applies one verified Stripe event, once: its id is recorded in the same transaction as its
 * effect, so a redelivered event (Stripe retries until it gets a 2xx) changes nothing.
 * Returns `applied: false` for a duplicate, and the user whose plan it wrote, if any.
 */
export async function handleStripeEvent(
  event: Stripe.Event,
  deps: WebhookDeps,
): Promise<{ applied: boolean; planOf: string | undefined }> {
  // The subscription is read before the transaction: no network wait holds a database lock.
  const subscription = await subscriptionOfEvent(event, deps.stripe);
  return deps.db.transaction(async (tx) => {
    const recorded = await tx
      .insert(billingEvents)
      .values({ id: event.id, type: event.type, receivedAt: deps.now })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    if (recorded.length === 0) return { applied: false, planOf: undefined };
    const planOf = subscription
      ? await applySubscription(tx, subscription, {
          ...deps,
          userHint: userHintOf(event),
          failedPayment: event.type === 'invoice.payment_failed',
        })
      : undefined;
    return { applied: true, planOf };
  });
}

/** The subscription an event is about, as Stripe holds it now; null for other events. */
async function subscriptionOfEvent(
  event: Stripe.Event,
  stripe: Stripe,
): Promise<Stripe.Subscription | null> {
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return event.data.object;
    case 'checkout.session.completed': {
      const id = event.data.object.subscription;
      if (!id) return null;
      return typeof id === 'string' ? callStripe(() => stripe.subscriptions.retrieve(id)) : id;
    }
    // Renewed (paid) or past due (failed): the invoice points at its subscription.
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const id = event.data.object.parent?.subscription_details?.subscription;
      if (!id) return null;
      return typeof id === 'string' ? callStripe(() => stripe.subscriptions.retrieve(id)) : id;
    }
    default:
      return null;
  }
}

/** The Ordo user a checkout was opened for (client_reference_id), when the event says. */
function userHintOf(event: Stripe.Event): string | undefined {
  if (event.type !== 'checkout.session.completed') return undefined;
  return event.data.object.client_reference_id ?? undefined;
}

async function applySubscription(
  tx: Executor,
  subscription: Stripe.Subscription,
  options: WebhookDeps & { userHint?: string; failedPayment: boolean },
): Promise<string | undefined> {
  const row =
    (await findByStripeIds(tx, {
      subscriptionId: subscription.id,
      customerId: customerIdOf(subscription.customer),
    })) ?? (options.userHint ? await loadSubscription(tx, options.userHint) : undefined);
  // A subscription made outside Ordo's checkout (no customer we created) is not ours to apply.
  if (!row) return undefined;
  // A failed renewal is past due even if Stripe has not moved the subscription there yet.
  const seen =
    options.failedPayment && subscription.status === 'active'
      ? { ...subscription, status: 'past_due' as const }
      : subscription;
  const outcome = stateOfStripeSubscription(seen, row, options.now, options.graceDays);
  if (!mayApply(row, subscription.id, outcome)) return undefined;
  await saveSubscription(tx, row.userId, outcome.state, outcome.plan, options.now);
  return outcome.plan ? row.userId : undefined;
}
