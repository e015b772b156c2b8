import Stripe from 'stripe';
import type { Config } from '../../config.ts';

export type StripeSettings = NonNullable<Config['billing']['stripe']>;

/**
 * The official Stripe client. STRIPE_API_BASE (tests: a Stripe-speaking server on 127.0.0.1)
 * becomes its host, port and protocol options; unset, it talks to Stripe itself.
 */
export function createStripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 1,
    timeout: 10_000,
    telemetry: false,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'https:' ? 443 : 80),
      protocol: base.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}
