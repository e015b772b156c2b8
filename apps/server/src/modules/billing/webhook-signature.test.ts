import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { signUp } from '../../test/users.ts';
import { buildStripeApp, deliver, PRICES, WEBHOOK_SECRET } from './testing/harness.ts';
import { signedEvent, type StripeDouble } from './testing/stripe-double.ts';
import { readSubscription } from './testing/flows.ts';

describe.each(testDatabaseKinds)('Stripe webhook signature (%s)', (kind) => {
  let app: App;
  let stripe: StripeDouble;
  afterEach(() => app?.close());

  /** A genuine `customer.subscription.created` for a user who opened a checkout. */
  async function creationFor() {
    const user = await signUp(app);
    await app.inject({
      method: 'POST',
      url: '/v2/payments/create-checkout-session',
      headers: user.headers,
      payload: { interval: 'month' },
    });
    const customer = stripe.calls.findLast((c) => c.path === '/v1/checkout/sessions')?.form
      .customer;
    const subscription = stripe.putSubscription({
      customer: customer ?? '',
      status: 'active',
      interval: 'month',
      price: PRICES.month,
      periodEnd: Math.floor(app.clock().getTime() / 1000) + 30 * 86_400,
      cancelAtPeriodEnd: false,
    });
    const event = {
      type: 'customer.subscription.created',
      object: stripe.subscriptionObject(subscription),
    };
    return { user, event };
  }

  const forged: [string, Parameters<typeof deliver>[2]][] = [
    ['no signature header', { header: '' }],
    ['a signature made with another secret', { secret: 'whsec_someone_else' }],
    ['a header that is not a signature', { header: 't=1,v1=deadbeef' }],
    ['a signature older than five minutes', { at: new Date('2026-11-23T11:54:00Z') }],
    // Stripe's constructEvent checks only the past: a signature stamped ahead of the clock
    // would otherwise be replayable until its time came and five minutes after.
    ['a signature stamped ten minutes ahead', { at: new Date('2026-11-23T12:10:00Z') }],
    ['a signature stamped 5 min 1 s ahead', { at: new Date('2026-11-23T12:05:01Z') }],
  ];

  it.each(forged)('refuses %s with 400 INVALID_SIGNATURE and changes nothing', async (_, how) => {
    ({ app, stripe } = await buildStripeApp(kind));
    const { user, event } = await creationFor();

    const response = await deliver(app, event, how);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_SIGNATURE' });
    expect(await readSubscription(app, user)).toMatchObject({ plan: 'free' });
  });

  it('refuses a body changed after signing', async () => {
    ({ app, stripe } = await buildStripeApp(kind));
    const { user, event } = await creationFor();
    const signed = signedEvent(WEBHOOK_SECRET, { id: 'evt_x', ...event }, app.clock());
    const response = await app.inject({
      method: 'POST',
      url: '/v2/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signed.header },
      payload: signed.payload.replace('"active"', '"trialing"'),
    });
    expect(response.statusCode).toBe(400);
    expect(await readSubscription(app, user)).toMatchObject({ plan: 'free' });
  });

  it.each([
    ['five minutes old', '2026-11-23T11:55:00Z'],
    ['five minutes ahead (clocks drift both ways)', '2026-11-23T12:05:00Z'],
  ])('accepts a signature %s, at the edge of the tolerance', async (_, at) => {
    ({ app, stripe } = await buildStripeApp(kind));
    const { user, event } = await creationFor();
    const response = await deliver(app, event, { at: new Date(at) });
    expect(response.statusCode).toBe(200);
    expect(await readSubscription(app, user)).toMatchObject({ plan: 'pro' });
  });

  it('accepts a genuine signature', async () => {
    ({ app, stripe } = await buildStripeApp(kind));
    const { user, event } = await creationFor();
    const response = await deliver(app, event);
    expect(response.statusCode).toBe(200);
    expect(await readSubscription(app, user)).toMatchObject({ plan: 'pro' });
  });

  it('answers 503 BILLING_UNAVAILABLE when no webhook secret is set', async () => {
    ({ app, stripe } = await buildStripeApp(kind, { STRIPE_WEBHOOK_SECRET: '' }));
    const { event } = await creationFor();
    const noSecret = await deliver(app, event);
    expect(noSecret.statusCode).toBe(503);
    expect(noSecret.json()).toMatchObject({ code: 'BILLING_UNAVAILABLE' });
  });
});
