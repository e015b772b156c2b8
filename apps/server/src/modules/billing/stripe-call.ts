import { AppError } from '../../http/app-error.ts';

/**
 * Runs a call to Stripe; a refusal or an outage becomes 503 BILLING_UNAVAILABLE, never a 500
 * with Stripe's wording. Stripe's reason stays on `cause`, for the server's log only. The
 * Stripe package is imported only here, on a failure (it is loaded by then: the client made the
 * call), so a server started without billing does not load it.
 */
export async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const { default: Stripe } = await import('stripe');
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    const unavailable = new AppError('BILLING_UNAVAILABLE', 'The payment provider did not answer');
    unavailable.cause = error;
    throw unavailable;
  }
}
