import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export type DoubleSubscription = {
  id: string;
  customer: string;
  status: Stripe.Subscription.Status;
  interval: 'month' | 'year';
  price: string;
  /** Epoch seconds. */
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
};

type Call = { method: string; path: string; form: Record<string, string> };

/**
 * A small server speaking the part of Stripe's HTTP API that Ordo uses (customers, Checkout
 * sessions, subscriptions, the billing portal), on 127.0.0.1, so tests drive the official
 * client for real. It checks the secret key like Stripe does and records every call.
 */
export async function startStripeDouble(secretKey: string) {
  const calls: Call[] = [];
  const subscriptions = new Map<string, DoubleSubscription>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_test${(++counter).toString().padStart(6, '0')}`;

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      send(response, 500, { error: { type: 'api_error', message: String(error) } });
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
    calls.push({ method: request.method ?? 'GET', path: url.pathname, form });
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return send(response, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
      });
    }
    const route = `${request.method} ${url.pathname}`;
    if (route === 'POST /v1/customers') {
      return send(response, 200, { id: nextId('cus'), object: 'customer', email: form.email });
    }
    if (route === 'POST /v1/checkout/sessions') {
      const id = nextId('cs');
      return send(response, 200, {
        id,
        object: 'checkout.session',
        mode: form.mode,
        customer: form.customer,
        client_reference_id: form.client_reference_id,
        url: `https://checkout.stripe.test/c/pay/${id}`,
      });
    }
    if (route === 'POST /v1/billing_portal/sessions') {
      const id = nextId('bps');
      return send(response, 200, {
        id,
        object: 'billing_portal.session',
        customer: form.customer,
        return_url: form.return_url,
        url: `https://billing.stripe.test/p/session/${id}`,
      });
    }
    const match = /^\/v1\/subscriptions\/([\w]+)$/.exec(url.pathname);
    const subscription = match ? subscriptions.get(match[1] ?? '') : undefined;
    if (match && !subscription) {
      return send(response, 404, {
        error: { type: 'invalid_request_error', message: 'No such subscription' },
      });
    }
    if (subscription && request.method === 'GET') {
      return send(response, 200, subscriptionObject(subscription));
    }
    if (subscription && request.method === 'POST') {
      if (form.cancel_at_period_end !== undefined) {
        subscription.cancelAtPeriodEnd = form.cancel_at_period_end === 'true';
      }
      return send(response, 200, subscriptionObject(subscription));
    }
    send(response, 404, { error: { type: 'invalid_request_error', message: 'Unrecognized' } });
  }

  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    apiBase: `http://127.0.0.1:${port}`,
    calls,
    /** Creates or replaces a subscription as Stripe holds it. */
    putSubscription(value: Omit<DoubleSubscription, 'id'> & { id?: string }) {
      const stored = { ...value, id: value.id ?? nextId('sub') };
      subscriptions.set(stored.id, stored);
      return stored;
    },
    subscription: (id: string) => subscriptions.get(id),
    subscriptionObject,
    nextId,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

export type StripeDouble = Awaited<ReturnType<typeof startStripeDouble>>;

/** The subscription as Stripe's API (2025+) shapes it: the period lives on its item. */
export function subscriptionObject(value: DoubleSubscription) {
  return {
    id: value.id,
    object: 'subscription',
    customer: value.customer,
    status: value.status,
    cancel_at_period_end: value.cancelAtPeriodEnd,
    cancel_at: null,
    metadata: {},
    items: {
      object: 'list',
      data: [
        {
          id: `si_${value.id}`,
          object: 'subscription_item',
          current_period_end: value.periodEnd,
          price: {
            id: value.price,
            object: 'price',
            recurring: { interval: value.interval, interval_count: 1 },
          },
        },
      ],
    },
  };
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' });
  response.end(JSON.stringify(body));
}

/** A signed webhook delivery: the body and the header Stripe's own helper computes. */
export function signedEvent(
  secret: string,
  event: { id: string; type: string; object: unknown },
  at: Date,
) {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    type: event.type,
    created: Math.floor(at.getTime() / 1000),
    data: { object: event.object },
  });
  const header = new Stripe('sk_unused').webhooks.generateTestHeaderString({
    payload,
    secret,
    timestamp: Math.floor(at.getTime() / 1000),
  });
  return { payload, header };
}
