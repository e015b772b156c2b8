import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import type { BillingDeps } from './commands.ts';
import { publishPlanChanges } from './plan-changes.ts';
import { handleStripeEvent } from './webhook.ts';
import { verifyStripeEvent } from './webhook-signature.ts';

/** Stripe's events are small; anything bigger is not from Stripe. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/**
 * `POST /v2/payments/webhook`. Stripe signs the exact bytes it sends, so this plugin keeps the
 * body raw (its own JSON parser, encapsulated: other routes still parse JSON) and checks the
 * signature against the injected clock, 5 minutes either way (`verifyStripeEvent`).
 */
export const billingWebhookRoutes =
  (deps: BillingDeps): FastifyPluginAsync =>
  async (app) => {
    app.removeContentTypeParser(['application/json']);
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );

    app.post(
      '/v2/payments/webhook',
      {
        bodyLimit: WEBHOOK_BODY_LIMIT,
        schema: {
          tags: ['billing'],
          summary: 'Stripe events (signed)',
          description:
            'Checked with the Stripe-Signature header and STRIPE_WEBHOOK_SECRET: 400 ' +
            'INVALID_SIGNATURE when missing, wrong, or stamped more than 5 minutes from the ' +
            "server's time either way; 503 BILLING_UNAVAILABLE without a secret. " +
            'An event already applied is acknowledged and changes nothing.',
        },
      },
      async (request) => {
        const secret = deps.config.billing.stripe?.webhookSecret;
        if (!deps.stripe || !secret) throw new AppError('BILLING_UNAVAILABLE');
        const signature = request.headers['stripe-signature'];
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
          throw new AppError('INVALID_SIGNATURE');
        }
        const now = deps.clock();
        const event = verifyStripeEvent(deps.stripe, {
          body: request.body,
          header: signature,
          secret,
          now,
        });
        const { applied, planOf } = await handleStripeEvent(event, {
          db: deps.db,
          stripe: deps.stripe,
          now,
          graceDays: deps.config.billing.graceDays,
        });
        // After the commit: a lapsed owner's teams close, and their live sockets hear it.
        if (planOf) await publishPlanChanges(deps, [planOf]);
        return { received: true, duplicate: !applied };
      },
    );
  };
