import type { App } from '../../../app.ts';
import { deliver, PRICES } from './harness.ts';
import type { StripeDouble } from './stripe-double.ts';

type Account = { user: { id: string }; headers: Record<string, string> };

const DAY_S = 86_400;

/**
 * Buys PRO the way a browser would: Ordo opens the Checkout session, Stripe creates the
 * subscription, then tells Ordo with a signed `checkout.session.completed`.
 */
export async function subscribe(
  app: App,
  stripe: StripeDouble,
  account: Account,
  interval: 'month' | 'year',
) {
  const opened = await app.inject({
    method: 'POST',
    url: '/v2/payments/create-checkout-session',
    headers: account.headers,
    payload: { interval },
  });
  if (opened.statusCode !== 200) throw new Error(`checkout failed: ${opened.body}`);
  const session = stripe.calls.findLast((call) => call.path === '/v1/checkout/sessions');
  const customer = session?.form.customer ?? '';
  const nowS = Math.floor(app.clock().getTime() / 1000);
  const subscription = stripe.putSubscription({
    customer,
    status: 'active',
    interval,
    price: PRICES[interval],
    periodEnd: nowS + (interval === 'month' ? 30 : 365) * DAY_S,
    cancelAtPeriodEnd: false,
  });
  const delivered = await deliver(app, {
    type: 'checkout.session.completed',
    object: {
      id: stripe.nextId('cs'),
      object: 'checkout.session',
      mode: 'subscription',
      customer,
      subscription: subscription.id,
      client_reference_id: account.user.id,
    },
  });
  if (delivered.statusCode !== 200) throw new Error(`webhook failed: ${delivered.body}`);
  return { customer, subscription };
}

/** A Stripe invoice event of `subscriptionId` (paid: renewed; payment_failed: past due). */
export function invoiceEvent(
  type: 'invoice.paid' | 'invoice.payment_failed',
  subscriptionId: string,
) {
  return {
    type,
    object: {
      id: `in_${subscriptionId}_${Math.random().toString(36).slice(2, 8)}`,
      object: 'invoice',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscriptionId },
      },
    },
  };
}

export async function readSubscription(app: App, account: Account) {
  const response = await app.inject({ url: '/v2/payments/subscription', headers: account.headers });
  if (response.statusCode !== 200) throw new Error(`subscription failed: ${response.body}`);
  return response.json<Record<string, unknown>>();
}
