import { z } from 'zod';

export const billingIntervalSchema = z.enum(['month', 'year']);
export type BillingInterval = z.infer<typeof billingIntervalSchema>;

/** `GET /v2/payments/subscription` (DESIGN §9), plus what this server can offer the caller. */
export const subscriptionSchema = z.object({
  plan: z.enum(['free', 'pro']),
  interval: billingIntervalSchema.nullable(),
  status: z.enum(['none', 'active', 'past_due', 'canceled']),
  currentPeriodEnd: z.iso.datetime().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  provider: z.enum(['stripe', 'local', 'none']),
  /** When PRO ends (cancelled at period end, or the end of a past-due grace); else null. */
  proEndsAt: z.iso.datetime().nullable(),
  /** How this server sells PRO: Stripe Checkout, the labelled test page, or not at all. */
  checkout: z.enum(['stripe', 'test', 'none']),
  /** True when the Stripe customer portal (invoices, payment method) is open to the caller. */
  portal: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const createCheckoutBodySchema = z.object({ interval: billingIntervalSchema }).strict();
export type CreateCheckoutBody = z.infer<typeof createCheckoutBodySchema>;

export const redirectUrlSchema = z.object({ url: z.url() });

/** A checkout of the local test mode, as its test page shows it. */
export const testCheckoutSchema = z.object({
  id: z.uuid(),
  interval: billingIntervalSchema,
  /** The displayed price of the interval in euros excluding VAT (PRICE_*_EUR). */
  amount: z.number().positive(),
  currency: z.literal('EUR'),
  completed: z.boolean(),
});
export type TestCheckout = z.infer<typeof testCheckoutSchema>;

/** Named like the `?session=` of its page, so the request log redacts it in either place. */
export const testCheckoutParamsSchema = z.object({ session: z.string().max(100) });
