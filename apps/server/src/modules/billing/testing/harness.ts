import { randomBytes } from 'node:crypto';
import type { App } from '../../../app.ts';
import { buildTestApp } from '../../../test/app.ts';
import type { DatabaseKind } from '../../../test/databases.ts';
import { signedEvent, startStripeDouble, type StripeDouble } from './stripe-double.ts';

export const SECRET_KEY = 'sk_test_ordo_billing';
export const WEBHOOK_SECRET = 'whsec_ordo_billing_test';
export const PRICES = { month: 'price_monthly_test', year: 'price_yearly_test' } as const;
export const PUBLIC_URL = 'https://ordo.example.com';

/** A clock the test moves by hand, shared by the app and the signed deliveries. */
export function testClock(start = '2026-11-23T12:00:00Z') {
  let now = new Date(start);
  return {
    now: () => now,
    set: (value: Date) => {
      now = value;
    },
    advanceDays: (days: number) => {
      now = new Date(now.getTime() + days * 86_400_000);
    },
  };
}

/** An app wired to a Stripe double on 127.0.0.1, with a clock the test controls. */
export async function buildStripeApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
): Promise<{ app: App; stripe: StripeDouble; clock: ReturnType<typeof testClock> }> {
  const stripe = await startStripeDouble(SECRET_KEY);
  const clock = testClock();
  const app = await buildTestApp(
    kind,
    {
      PUBLIC_URL,
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PRICE_MONTHLY: PRICES.month,
      STRIPE_PRICE_YEARLY: PRICES.year,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.apiBase,
      ...env,
    },
    { clock: clock.now },
  );
  app.addHook('onClose', () => stripe.close());
  return { app, stripe, clock };
}

/** Delivers a Stripe event to the webhook, signed at the clock's time unless told otherwise. */
export async function deliver(
  app: App,
  event: { type: string; object: unknown; id?: string },
  options: { at?: Date; secret?: string; header?: string } = {},
) {
  const id = event.id ?? `evt_${randomBytes(8).toString('hex')}`;
  const signed = signedEvent(
    options.secret ?? WEBHOOK_SECRET,
    { id, type: event.type, object: event.object },
    options.at ?? app.clock(),
  );
  return app.inject({
    method: 'POST',
    url: '/v2/payments/webhook',
    headers: {
      'content-type': 'application/json',
      ...(options.header !== '' && { 'stripe-signature': options.header ?? signed.header }),
    },
    payload: signed.payload,
  });
}
