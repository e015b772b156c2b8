import type { App } from '../../../app.ts';

type Account = { headers: Record<string, string> };

/** Buys PRO through the test mode's checkout and its "Pay (test)" button, as the page does. */
export async function upgradeInTestMode(app: App, account: Account, interval = 'month') {
  const opened = await app.inject({
    method: 'POST',
    url: '/v2/payments/create-checkout-session',
    headers: account.headers,
    payload: { interval },
  });
  const session = new URL(opened.json<{ url: string }>().url).searchParams.get('session');
  const paid = await app.inject({
    method: 'POST',
    url: `/v2/payments/test-checkout/${session}/pay`,
    headers: account.headers,
  });
  if (paid.statusCode !== 200) throw new Error(`test payment failed: ${paid.body}`);
}

/** Cancels at period end and moves the clock past it; the expiry job then runs. */
export async function cancelAndLapse(app: App, account: Account, setClock: (at: Date) => void) {
  const cancelled = await app.inject({
    method: 'POST',
    url: '/v2/payments/cancel',
    headers: account.headers,
  });
  const end = cancelled.json<{ proEndsAt: string }>().proEndsAt;
  setClock(new Date(new Date(end).getTime() + 1000));
  return new Date(end);
}
