import type Stripe from 'stripe';
import { AppError } from '../../http/app-error.ts';

/** How far a signature's time may be from the server's, either way (Stripe's default, 5 min). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * The verified event of a webhook delivery, or 400 `INVALID_SIGNATURE`. The Stripe library
 * checks the signature and that it is not too old; it lets a signature stamped in the future
 * through, which would stay replayable until its time came, so the future side is checked here.
 */
export function verifyStripeEvent(
  stripe: Stripe,
  delivery: { body: Buffer; header: string; secret: string; now: Date },
): Stripe.Event {
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(
      delivery.body,
      delivery.header,
      delivery.secret,
      WEBHOOK_TOLERANCE_SECONDS,
      undefined,
      delivery.now.getTime(),
    );
  } catch {
    throw new AppError('INVALID_SIGNATURE');
  }
  const ahead = signedAt(delivery.header) - Math.floor(delivery.now.getTime() / 1000);
  if (ahead > WEBHOOK_TOLERANCE_SECONDS) throw new AppError('INVALID_SIGNATURE');
  return event;
}

/**
 * The `t=` of a Stripe-Signature header read as the library reads it (the last `t`, parsed as
 * an integer), so the time checked is the very time the verified signature covers.
 */
function signedAt(header: string): number {
  let timestamp = Number.NaN;
  for (const item of header.split(',')) {
    const [key, value] = item.split('=');
    if (key === 't') timestamp = Number.parseInt(value ?? '', 10);
  }
  // constructEvent has already refused a header without a timestamp; NaN fails closed anyway.
  return Number.isNaN(timestamp) ? Number.POSITIVE_INFINITY : timestamp;
}
