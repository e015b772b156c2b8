import Stripe from 'stripe';
import { AppError } from '../../http/app-error.ts';

/**
 * Runs a call to Stripe; a refusal or an outage becomes 503 BILLING_UNAVAILABLE, never a 500
 * with Stripe's wording. Stripe's reason stays on `cause`, for the server's log only.
 */
export async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    const unavailable = new AppError('BILLING_UNAVAILABLE', 'The payment provider did not answer');
    unavailable.cause = error;
    throw unavailable;
  }
}
