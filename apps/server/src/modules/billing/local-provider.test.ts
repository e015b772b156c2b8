import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { signInByMagicLink } from '../../test/magic-link.ts';
import { signUp } from '../../test/users.ts';
import { PUBLIC_URL, testClock } from './testing/harness.ts';
import { readSubscription } from './testing/flows.ts';

const ADMIN = 'admin@example.com';

// Whole journeys through the API (dozens of requests each): slow on a busy shared machine.
const SLOW = { timeout: 90_000 };

describe.each(testDatabaseKinds)('local billing provider (%s)', SLOW, (kind) => {
  let app: App;
  let clock: ReturnType<typeof testClock>;
  afterEach(() => app?.close());

  async function build(env: Record<string, string> = {}) {
    clock = testClock();
    app = await buildTestApp(
      kind,
      { PUBLIC_URL, ADMIN_EMAIL: ADMIN, ...env },
      { clock: clock.now },
    );
  }

  const checkout = (headers: Record<string, string>, interval = 'month') =>
    app.inject({
      method: 'POST',
      url: '/v2/payments/create-checkout-session',
      headers,
      payload: { interval },
    });

  async function testCheckout(headers: Record<string, string>, interval = 'month') {
    const { url } = (await checkout(headers, interval)).json<{ url: string }>();
    return new URL(url).searchParams.get('session') ?? '';
  }

  it('without Stripe or test mode: checkout, portal and webhook answer 503 BILLING_UNAVAILABLE', async () => {
    await build();
    const user = await signUp(app);
    const responses = [
      await checkout(user.headers),
      await app.inject({ method: 'POST', url: '/v2/payments/portal', headers: user.headers }),
      await app.inject({
        method: 'POST',
        url: '/v2/payments/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
        payload: '{}',
      }),
    ];
    expect(responses.map((r) => [r.statusCode, r.json().code])).toEqual([
      [503, 'BILLING_UNAVAILABLE'],
      [503, 'BILLING_UNAVAILABLE'],
      [503, 'BILLING_UNAVAILABLE'],
    ]);
    expect(await readSubscription(app, user)).toMatchObject({
      plan: 'free',
      provider: 'none',
      checkout: 'none',
      portal: false,
    });
  });

  it('the admin grants PRO (provider local, no end) and takes it back', async () => {
    await build();
    // Admin rights need the address proven: the magic link does it.
    const admin = await signInByMagicLink(app, ADMIN);
    const user = await signUp(app);
    const setPlan = (plan: string) =>
      app.inject({
        method: 'PUT',
        url: `/v1/admin/users/${user.user.id}`,
        headers: admin.headers,
        payload: { plan },
      });

    expect((await setPlan('pro')).statusCode).toBe(200);
    expect(await readSubscription(app, user)).toMatchObject({
      plan: 'pro',
      provider: 'local',
      status: 'active',
      interval: null,
      currentPeriodEnd: null,
      proEndsAt: null,
    });
    const cancel = await app.inject({
      method: 'POST',
      url: '/v2/payments/cancel',
      headers: user.headers,
    });
    expect(cancel.statusCode).toBe(403);

    await setPlan('free');
    expect(await readSubscription(app, user)).toMatchObject({ plan: 'free', provider: 'none' });
  });

  it('test mode: the checkout URL is the labelled test page on PUBLIC_URL; paying upgrades at once', async () => {
    await build({ BILLING_TEST_MODE: 'true' });
    const user = await signUp(app);

    const opened = await checkout(user.headers, 'year');
    const url = new URL(opened.json<{ url: string }>().url);
    expect(url.origin + url.pathname).toBe(`${PUBLIC_URL}/user/subscription/test-checkout`);
    const session = url.searchParams.get('session') ?? '';
    const page = await app.inject({
      url: `/v2/payments/test-checkout/${session}`,
      headers: user.headers,
    });
    expect(page.json()).toEqual({
      id: session,
      interval: 'year',
      amount: 96,
      currency: 'EUR',
      completed: false,
    });
    expect(await readSubscription(app, user)).toMatchObject({ plan: 'free', checkout: 'test' });

    const paid = await app.inject({
      method: 'POST',
      url: `/v2/payments/test-checkout/${session}/pay`,
      headers: user.headers,
    });

    expect(paid.json()).toMatchObject({ completed: true });
    expect(await readSubscription(app, user)).toMatchObject({
      plan: 'pro',
      provider: 'local',
      interval: 'year',
      status: 'active',
      currentPeriodEnd: '2027-11-23T12:00:00.000Z',
    });
  });

  it("test mode: another person's session is 404 and changes nothing", async () => {
    await build({ BILLING_TEST_MODE: 'true' });
    const owner = await signUp(app);
    const stranger = await signUp(app);
    const session = await testCheckout(owner.headers);

    const read = await app.inject({
      url: `/v2/payments/test-checkout/${session}`,
      headers: stranger.headers,
    });
    const pay = await app.inject({
      method: 'POST',
      url: `/v2/payments/test-checkout/${session}/pay`,
      headers: stranger.headers,
    });
    const bad = await app.inject({
      url: '/v2/payments/test-checkout/not-a-uuid',
      headers: owner.headers,
    });

    expect([read.statusCode, pay.statusCode, bad.statusCode]).toEqual([404, 404, 400]);
    expect(await readSubscription(app, stranger)).toMatchObject({ plan: 'free' });
    expect(await readSubscription(app, owner)).toMatchObject({ plan: 'free' });
  });

  it('test mode: cancelled at period end, PRO lasts until the end, then free; not cancelled, it renews', async () => {
    await build({ BILLING_TEST_MODE: 'true' });
    const leaving = await signUp(app);
    const staying = await signUp(app);
    for (const account of [leaving, staying]) {
      const session = await testCheckout(account.headers);
      await app.inject({
        method: 'POST',
        url: `/v2/payments/test-checkout/${session}/pay`,
        headers: account.headers,
      });
    }

    const cancelled = await app.inject({
      method: 'POST',
      url: '/v2/payments/cancel',
      headers: leaving.headers,
    });
    expect(cancelled.json()).toMatchObject({
      plan: 'pro',
      cancelAtPeriodEnd: true,
      proEndsAt: '2026-12-23T12:00:00.000Z',
    });

    clock.set(new Date('2026-12-23T12:00:01Z'));
    expect(await readSubscription(app, leaving)).toMatchObject({
      plan: 'free',
      status: 'canceled',
    });
    expect(await readSubscription(app, staying)).toMatchObject({
      plan: 'pro',
      currentPeriodEnd: '2027-01-23T12:00:00.000Z',
    });
  });

  it('with the payment flag off: no checkout (404), but the subscription stays readable', async () => {
    await build({ BILLING_TEST_MODE: 'true', FEATURE_PAYMENT: 'false' });
    const user = await signUp(app);
    const response = await checkout(user.headers);
    expect(response.statusCode).toBe(404);
    expect(await readSubscription(app, user)).toMatchObject({ plan: 'free', provider: 'none' });
  });
});
