import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { signUp } from '../../test/users.ts';
import type { testClock } from './testing/harness.ts';
import { buildStripeApp, deliver, PRICES } from './testing/harness.ts';
import type { StripeDouble } from './testing/stripe-double.ts';
import { invoiceEvent, readSubscription, subscribe } from './testing/flows.ts';

const DAY_MS = 86_400_000;

// Whole journeys through the API (dozens of requests each): slow on a busy shared machine.
const SLOW = { timeout: 90_000 };

describe.each(testDatabaseKinds)('Stripe subscription lifecycle (%s)', SLOW, (kind) => {
  let app: App;
  let stripe: StripeDouble;
  let clock: ReturnType<typeof testClock>;
  afterEach(() => app?.close());

  async function planOf(headers: Record<string, string>) {
    const response = await app.inject({ method: 'POST', url: '/v1/users/data', headers });
    return response.json<{ plan: { name: string; entitlements: { historyVersions: number } } }>()
      .plan;
  }

  it('a new free user reads provider none; a paid checkout makes them PRO through Stripe', async () => {
    ({ app, stripe, clock } = await buildStripeApp(kind));
    const user = await signUp(app);
    expect(await readSubscription(app, user)).toMatchObject({
      plan: 'free',
      provider: 'none',
      status: 'none',
      interval: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    });

    const { subscription } = await subscribe(app, stripe, user, 'month');

    expect(await readSubscription(app, user)).toMatchObject({
      plan: 'pro',
      provider: 'stripe',
      status: 'active',
      interval: 'month',
      currentPeriodEnd: new Date(subscription.periodEnd * 1000).toISOString(),
      proEndsAt: null,
    });
    expect((await planOf(user.headers)).entitlements.historyVersions).toBe(100);
  });

  it('a subscription created event alone (no checkout event) applies through the customer', async () => {
    ({ app, stripe, clock } = await buildStripeApp(kind));
    const user = await signUp(app);
    await app.inject({
      method: 'POST',
      url: '/v2/payments/create-checkout-session',
      headers: user.headers,
      payload: { interval: 'year' },
    });
    const customer = stripe.calls.find((c) => c.path === '/v1/checkout/sessions')?.form.customer;
    const subscription = stripe.putSubscription({
      customer: customer ?? '',
      status: 'active',
      interval: 'year',
      price: PRICES.year,
      periodEnd: Math.floor(clock.now().getTime() / 1000) + 365 * 86_400,
      cancelAtPeriodEnd: false,
    });

    const response = await deliver(app, {
      type: 'customer.subscription.created',
      object: stripe.subscriptionObject(subscription),
    });

    expect(response.statusCode).toBe(200);
    expect(await readSubscription(app, user)).toMatchObject({ plan: 'pro', interval: 'year' });
  });

  it('renewed: a paid invoice moves the period end', async () => {
    ({ app, stripe, clock } = await buildStripeApp(kind));
    const user = await signUp(app);
    const { subscription } = await subscribe(app, stripe, user, 'month');
    clock.advanceDays(30);
    const renewedEnd = subscription.periodEnd + 30 * 86_400;
    stripe.putSubscription({ ...subscription, periodEnd: renewedEnd });

    await deliver(app, invoiceEvent('invoice.paid', subscription.id));

    expect(await readSubscription(app, user)).toMatchObject({
      plan: 'pro',
      status: 'active',
      currentPeriodEnd: new Date(renewedEnd * 1000).toISOString(),
    });
  });

  it('past due: PRO holds through the grace period, then returns to free; paying later restores it', async () => {
    ({ app, stripe, clock } = await buildStripeApp(kind, { BILLING_GRACE_DAYS: '5' }));
    const user = await signUp(app);
    const { subscription } = await subscribe(app, stripe, user, 'month');
    clock.advanceDays(30);
    const failedAt = clock.now();
    stripe.putSubscription({ ...subscription, status: 'past_due' });

    await deliver(app, invoiceEvent('invoice.payment_failed', subscription.id));
    const graceEnd = new Date(failedAt.getTime() + 5 * DAY_MS).toISOString();
    expect(await readSubscription(app, user)).toMatchObject({
      plan: 'pro',
      status: 'past_due',
      proEndsAt: graceEnd,
    });

    // Stripe retries and fails again: the grace counts from the first failure, not the last.
    clock.advanceDays(3);
    await deliver(app, invoiceEvent('invoice.payment_failed', subscription.id));
    expect(await readSubscription(app, user)).toMatchObject({ plan: 'pro', proEndsAt: graceEnd });

    clock.advanceDays(2);
    expect(await readSubscription(app, user)).toMatchObject({
      plan: 'free',
      status: 'canceled',
      proEndsAt: null,
    });
    expect((await planOf(user.headers)).name).toBe('free');

    stripe.putSubscription({ ...subscription, status: 'active' });
    await deliver(app, invoiceEvent('invoice.paid', subscription.id));
    expect(await readSubscription(app, user)).toMatchObject({ plan: 'pro', status: 'active' });
  });

  it('cancelled at period end: PRO until the end, free after it, even before Stripe says so', async () => {
    ({ app, stripe, clock } = await buildStripeApp(kind));
    const user = await signUp(app);
    const { subscription } = await subscribe(app, stripe, user, 'month');
    const end = new Date(subscription.periodEnd * 1000);

    const cancelled = await app.inject({
      method: 'POST',
      url: '/v2/payments/cancel',
      headers: user.headers,
    });

    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      plan: 'pro',
      cancelAtPeriodEnd: true,
      proEndsAt: end.toISOString(),
    });
    expect(stripe.subscription(subscription.id)?.cancelAtPeriodEnd).toBe(true);

    clock.set(new Date(end.getTime() - 1000));
    expect(await readSubscription(app, user)).toMatchObject({ plan: 'pro' });
    clock.set(new Date(end.getTime() + 1000));
    expect(await readSubscription(app, user)).toMatchObject({ plan: 'free', status: 'canceled' });

    stripe.putSubscription({ ...subscription, status: 'canceled', cancelAtPeriodEnd: false });
    await deliver(app, {
      type: 'customer.subscription.deleted',
      object: stripe.subscriptionObject({ ...subscription, status: 'canceled' }),
    });
    expect(await readSubscription(app, user)).toMatchObject({ plan: 'free', provider: 'none' });
  });

  it('reactivated: resuming (in Ordo or in the portal) keeps PRO past the period end', async () => {
    ({ app, stripe, clock } = await buildStripeApp(kind));
    const user = await signUp(app);
    const { subscription } = await subscribe(app, stripe, user, 'month');
    await app.inject({ method: 'POST', url: '/v2/payments/cancel', headers: user.headers });

    const resumed = await app.inject({
      method: 'POST',
      url: '/v2/payments/resume',
      headers: user.headers,
    });
    expect(resumed.json()).toMatchObject({ cancelAtPeriodEnd: false, proEndsAt: null });
    expect(stripe.subscription(subscription.id)?.cancelAtPeriodEnd).toBe(false);

    // Cancelled again, then renewed from Stripe's portal: the update event says so.
    await app.inject({ method: 'POST', url: '/v2/payments/cancel', headers: user.headers });
    await deliver(app, {
      type: 'customer.subscription.updated',
      object: stripe.subscriptionObject({ ...subscription, cancelAtPeriodEnd: false }),
    });
    clock.set(new Date(subscription.periodEnd * 1000 + 1000));
    expect(await readSubscription(app, user)).toMatchObject({
      plan: 'pro',
      cancelAtPeriodEnd: false,
    });
  });

  it('applies an event once: the same event delivered again changes nothing', async () => {
    ({ app, stripe, clock } = await buildStripeApp(kind));
    const user = await signUp(app);
    const { subscription } = await subscribe(app, stripe, user, 'month');
    stripe.putSubscription({ ...subscription, status: 'past_due' });
    const failed = { ...invoiceEvent('invoice.payment_failed', subscription.id), id: 'evt_failed' };

    const first = await deliver(app, failed);
    stripe.putSubscription({ ...subscription, status: 'active' });
    await deliver(app, invoiceEvent('invoice.paid', subscription.id));
    stripe.putSubscription({ ...subscription, status: 'past_due' });
    const again = await deliver(app, failed);

    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect(await readSubscription(app, user)).toMatchObject({ plan: 'pro', status: 'active' });
  });
});
