import { expect, type APIRequestContext } from '@playwright/test';

/** PRO through the server's test checkout (BILLING_TEST_MODE on the main e2e server). */
export async function makePro(request: APIRequestContext, token: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const checkout = await request.post('/v2/payments/create-checkout-session', {
    headers,
    data: { interval: 'month' },
  });
  expect(checkout.status()).toBe(200);
  const { url } = (await checkout.json()) as { url: string };
  const session = new URL(url).searchParams.get('session');
  const paid = await request.post(`/v2/payments/test-checkout/${session}/pay`, { headers });
  expect(paid.ok()).toBe(true);
}
