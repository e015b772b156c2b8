import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createCheckoutBodySchema,
  errorBodySchema,
  redirectUrlSchema,
  subscriptionSchema,
  testCheckoutParamsSchema,
  testCheckoutSchema,
} from '@ordo/contract';
import { bearerSecurity as security, requireSignIn, requireViewer } from '../../auth/viewer.ts';
import { AppError } from '../../http/app-error.ts';
import {
  createCheckout,
  openPortal,
  readSubscription,
  setCancelAtPeriodEnd,
  type BillingDeps,
} from './commands.ts';
import { loadTestCheckout, payTestCheckout, presentTestCheckout } from './test-checkout.ts';

const tags = ['billing'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/**
 * Plans and billing (DESIGN §9). With the `payment` flag off there is nothing to buy: checkout
 * and the test page answer 404 like any disabled feature, while reading the subscription,
 * cancelling it, the portal and the webhook keep working so existing subscribers are never
 * stranded (SPEC §2: only the /user/subscription page depends on the flag).
 */
export const billingRoutes =
  (deps: BillingDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const requirePayment = () => {
      if (!deps.config.features.payment)
        throw new AppError('NOT_FOUND', 'Payments are switched off');
    };
    const requireTestMode = () => {
      requirePayment();
      if (deps.stripe || !deps.config.billing.testMode) {
        throw new AppError('NOT_FOUND', 'The test checkout is off');
      }
    };

    app.get(
      '/v2/payments/subscription',
      {
        preParsing: requireSignIn,
        schema: {
          tags,
          security,
          summary: 'Your plan and subscription',
          response: { 200: subscriptionSchema, ...errors },
        },
      },
      async (request) => readSubscription(deps, requireViewer(request).id),
    );

    app.post(
      '/v2/payments/create-checkout-session',
      {
        preParsing: requireSignIn,
        schema: {
          tags,
          security,
          summary: 'Start paying for PRO (monthly or yearly)',
          description:
            'Answers the URL to send the browser to: Stripe Checkout, or with BILLING_TEST_MODE ' +
            "Ordo's own test page. 503 BILLING_UNAVAILABLE when neither is configured.",
          body: createCheckoutBodySchema,
          response: {
            200: redirectUrlSchema,
            ...errors,
            409: errorBodySchema,
            503: errorBodySchema,
          },
        },
      },
      async (request) => {
        requirePayment();
        return createCheckout(deps, requireViewer(request), request.body.interval);
      },
    );

    for (const [path, cancel, summary] of [
      ['/v2/payments/cancel', true, 'Cancel PRO at the end of the paid period'],
      ['/v2/payments/resume', false, 'Keep PRO after all (undo a cancellation)'],
    ] as const) {
      app.post(
        path,
        {
          preParsing: requireSignIn,
          schema: {
            tags,
            security,
            summary,
            response: { 200: subscriptionSchema, ...errors, 403: errorBodySchema },
          },
        },
        async (request) => setCancelAtPeriodEnd(deps, requireViewer(request), cancel),
      );
    }

    app.post(
      '/v2/payments/portal',
      {
        preParsing: requireSignIn,
        schema: {
          tags,
          security,
          summary: 'Open the Stripe customer portal (invoices, payment method)',
          response: { 200: redirectUrlSchema, ...errors, 503: errorBodySchema },
        },
      },
      async (request) => openPortal(deps, requireViewer(request)),
    );

    app.get(
      '/v2/payments/test-checkout/:session',
      {
        preParsing: requireSignIn,
        schema: {
          tags,
          security,
          summary: 'A checkout of the test mode (BILLING_TEST_MODE)',
          params: testCheckoutParamsSchema,
          response: { 200: testCheckoutSchema, ...errors },
        },
      },
      async (request) => {
        requireTestMode();
        const row = await loadTestCheckout(deps, requireViewer(request).id, request.params.session);
        return presentTestCheckout(deps.config, row);
      },
    );

    app.post(
      '/v2/payments/test-checkout/:session/pay',
      {
        preParsing: requireSignIn,
        schema: {
          tags,
          security,
          summary: 'Pay a test checkout: PRO at once, no money involved',
          params: testCheckoutParamsSchema,
          response: { 200: testCheckoutSchema, ...errors },
        },
      },
      async (request) => {
        requireTestMode();
        const row = await payTestCheckout(deps, requireViewer(request).id, request.params.session);
        return presentTestCheckout(deps.config, row);
      },
    );
  };
