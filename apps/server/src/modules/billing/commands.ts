import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { BillingInterval, Subscription } from '@ordo/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { presentSubscription, type Offer } from './presenter.ts';
import { callStripe } from './stripe-call.ts';
import { stateOfStripeSubscription } from './stripe-state.ts';
import { publishPlanChanges } from './plan-changes.ts';
import { loadSubscription } from './queries.ts';
import { applyDueEnds, saveSubscription } from './subscription-commands.ts';
import type { PublishRights } from '../../access/rights-events.ts';
import { openTestCheckout } from './test-checkout.ts';

export type BillingDeps = {
  db: Db;
  config: Config;
  clock: () => Date;
  /** Present when STRIPE_SECRET_KEY is set. */
  stripe: Stripe | undefined;
  /** Tells live sockets that a plan changed (teams close or reopen with it). */
  publishRights?: PublishRights;
};

export type Caller = { id: string; email: string };

export function offerOf(deps: Pick<BillingDeps, 'config' | 'stripe'>): Offer {
  const checkout = deps.stripe ? 'stripe' : deps.config.billing.testMode ? 'test' : 'none';
  return { checkout, stripe: Boolean(deps.stripe) };
}

/** The caller's subscription, after applying any end that is due (the job may lag a little). */
export async function readSubscription(deps: BillingDeps, userId: string): Promise<Subscription> {
  await publishPlanChanges(deps, await applyDueEnds(deps.db, deps.clock(), userId));
  const [user] = await deps.db.select({ plan: users.plan }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('UNAUTHENTICATED');
  return presentSubscription(user.plan, await loadSubscription(deps.db, userId), offerOf(deps));
}

/**
 * Where the caller pays: Stripe Checkout, or Ordo's labelled test page in test mode. Someone who
 * already has PRO has nothing to buy (a second subscription would charge twice).
 */
export async function createCheckout(
  deps: BillingDeps,
  caller: Caller,
  interval: BillingInterval,
): Promise<{ url: string }> {
  const offer = offerOf(deps);
  if (offer.checkout === 'none') throw new AppError('BILLING_UNAVAILABLE');
  const current = await readSubscription(deps, caller.id);
  if (current.plan === 'pro') {
    throw new AppError('INVALID_TRANSITION', 'You already have PRO');
  }
  if (!deps.stripe) return openTestCheckout(deps, caller.id, interval);
  const settings = deps.config.billing.stripe;
  if (!settings) throw new AppError('BILLING_UNAVAILABLE');
  const customer = await stripeCustomerOf(deps, deps.stripe, caller);
  const publicUrl = deps.config.publicUrl;
  const stripe = deps.stripe;
  const session = await callStripe(() =>
    stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: caller.id,
      line_items: [{ price: settings.prices[interval], quantity: 1 }],
      subscription_data: { metadata: { ordoUserId: caller.id } },
      success_url: `${publicUrl}/user/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${publicUrl}/user/subscription/cancel`,
    }),
  );
  if (!session.url) throw new AppError('BILLING_UNAVAILABLE');
  return { url: session.url };
}

/** The Stripe customer of the caller, created once and kept for every later checkout. */
async function stripeCustomerOf(deps: BillingDeps, stripe: Stripe, caller: Caller) {
  const row = await loadSubscription(deps.db, caller.id);
  if (row?.stripeCustomerId) return row.stripeCustomerId;
  const customer = await callStripe(() =>
    stripe.customers.create({ email: caller.email, metadata: { ordoUserId: caller.id } }),
  );
  await saveSubscription(
    deps.db,
    caller.id,
    row
      ? { stripeCustomerId: customer.id }
      : { provider: 'stripe', status: 'incomplete', stripeCustomerId: customer.id },
    undefined,
    deps.clock(),
  );
  return customer.id;
}

/**
 * Cancels (`cancel: true`) or resumes the caller's subscription at its period end. PRO stays
 * until then. A PRO granted by the admin has no period: only the admin changes it.
 */
export async function setCancelAtPeriodEnd(
  deps: BillingDeps,
  caller: Caller,
  cancel: boolean,
): Promise<Subscription> {
  await publishPlanChanges(deps, await applyDueEnds(deps.db, deps.clock(), caller.id));
  const row = await loadSubscription(deps.db, caller.id);
  const running = row && (row.status === 'active' || row.status === 'past_due') ? row : undefined;
  if (!running) {
    const [user] = await deps.db
      .select({ plan: users.plan })
      .from(users)
      .where(eq(users.id, caller.id));
    if (user?.plan === 'pro') {
      throw new AppError('FORBIDDEN', 'Your PRO was granted by the admin: ask them to change it');
    }
    throw new AppError('NOT_FOUND', 'You have no subscription to cancel');
  }
  if (running.provider === 'stripe' && running.stripeSubscriptionId) {
    if (!deps.stripe) throw new AppError('BILLING_UNAVAILABLE');
    const { stripe } = deps;
    const id = running.stripeSubscriptionId;
    const updated = await callStripe(() =>
      stripe.subscriptions.update(id, { cancel_at_period_end: cancel }),
    );
    const now = deps.clock();
    const outcome = stateOfStripeSubscription(updated, running, now, deps.config.billing.graceDays);
    await saveSubscription(deps.db, caller.id, outcome.state, outcome.plan, now);
    if (outcome.plan) await publishPlanChanges(deps, [caller.id]);
  } else if (running.interval) {
    await saveSubscription(
      deps.db,
      caller.id,
      { cancelAtPeriodEnd: cancel },
      undefined,
      deps.clock(),
    );
  } else {
    throw new AppError('FORBIDDEN', 'Your PRO was granted by the admin: ask them to change it');
  }
  return readSubscription(deps, caller.id);
}

/** The Stripe customer portal: invoices, payment method, renewal. */
export async function openPortal(deps: BillingDeps, caller: Caller): Promise<{ url: string }> {
  if (!deps.stripe) throw new AppError('BILLING_UNAVAILABLE');
  const row = await loadSubscription(deps.db, caller.id);
  if (!row?.stripeCustomerId || row.status === 'incomplete') {
    throw new AppError('NOT_FOUND', 'You have no invoices or payment method yet');
  }
  const { stripe } = deps;
  const customer = row.stripeCustomerId;
  const session = await callStripe(() =>
    stripe.billingPortal.sessions.create({
      customer,
      return_url: `${deps.config.publicUrl}/user/subscription`,
    }),
  );
  return { url: session.url };
}
