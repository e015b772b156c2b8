import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { signUp } from '../../test/users.ts';
import { buildStripeApp, PRICES, PUBLIC_URL } from './testing/harness.ts';
import type { StripeDouble } from './testing/stripe-double.ts';
import { subscribe } from './testing/flows.ts';

describe.each(testDatabaseKinds)('Stripe checkout and portal (%s)', (kind) => {
  let app: App;
  let stripe: StripeDouble;
  afterEach(() => app?.close());

  it('opens a Checkout session for the chosen interval with one customer per user', async () => {
    ({ app, stripe } = await buildStripeApp(kind));
    const user = await signUp(app);
    const checkout = (interval: string) =>
      app.inject({
        method: 'POST',
        url: '/v2/payments/create-checkout-session',
        headers: user.headers,
        payload: { interval },
      });

    const monthly = await checkout('month');
    const yearly = await checkout('year');

    expect(monthly.statusCode).toBe(200);
    expect(monthly.json().url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_/);
    const customers = stripe.calls.filter((call) => call.path === '/v1/customers');
    expect(customers).toHaveLength(1);
    expect(customers[0]?.form.email).toBe(user.email);
    const sessions = stripe.calls.filter((call) => call.path === '/v1/checkout/sessions');
    expect(sessions.map((call) => call.form['line_items[0][price]'])).toEqual([
      PRICES.month,
      PRICES.year,
    ]);
    expect(sessions[0]?.form).toMatchObject({
      mode: 'subscription',
      client_reference_id: user.user.id,
      success_url: `${PUBLIC_URL}/user/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${PUBLIC_URL}/user/subscription/cancel`,
    });
    expect(sessions[1]?.form.customer).toBe(sessions[0]?.form.customer);
    expect(yearly.statusCode).toBe(200);
  });

  it('refuses a bad interval, a signed-out caller and someone who already has PRO', async () => {
    ({ app, stripe } = await buildStripeApp(kind));
    const user = await signUp(app);
    const bad = await app.inject({
      method: 'POST',
      url: '/v2/payments/create-checkout-session',
      headers: user.headers,
      payload: { interval: 'week' },
    });
    const anonymous = await app.inject({
      method: 'POST',
      url: '/v2/payments/create-checkout-session',
      payload: { interval: 'month' },
    });
    await subscribe(app, stripe, user, 'month');
    const again = await app.inject({
      method: 'POST',
      url: '/v2/payments/create-checkout-session',
      headers: user.headers,
      payload: { interval: 'year' },
    });

    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    expect(anonymous.statusCode).toBe(401);
    expect(again.statusCode).toBe(409);
    expect(stripe.calls.filter((call) => call.path === '/v1/checkout/sessions')).toHaveLength(1);
  });

  it('answers 503 BILLING_UNAVAILABLE when Stripe refuses the key, not a 500', async () => {
    ({ app, stripe } = await buildStripeApp(kind, { STRIPE_SECRET_KEY: 'sk_test_wrong' }));
    const user = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/v2/payments/create-checkout-session',
      headers: user.headers,
      payload: { interval: 'month' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'BILLING_UNAVAILABLE' });
  });

  it('opens the customer portal of a subscriber, and refuses one to a user who never paid', async () => {
    ({ app, stripe } = await buildStripeApp(kind));
    const user = await signUp(app);
    const portal = () =>
      app.inject({ method: 'POST', url: '/v2/payments/portal', headers: user.headers });

    const before = await portal();
    const { customer } = await subscribe(app, stripe, user, 'year');
    const after = await portal();

    expect(before.statusCode).toBe(404);
    expect(after.statusCode).toBe(200);
    expect(after.json().url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    const call = stripe.calls.find((c) => c.path === '/v1/billing_portal/sessions');
    expect(call?.form).toEqual({ customer, return_url: `${PUBLIC_URL}/user/subscription` });
    const read = await app.inject({ url: '/v2/payments/subscription', headers: user.headers });
    expect(read.json()).toMatchObject({ portal: true, checkout: 'stripe', provider: 'stripe' });
  });
});
