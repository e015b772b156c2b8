import type { App } from '../../app.ts';
import { billingRoutes } from './routes.ts';
import type { BillingDeps } from './commands.ts';
import { billingWebhookRoutes } from './webhook-routes.ts';

/** Billing's routes: Stripe when STRIPE_SECRET_KEY is set, the local provider otherwise. */
export async function registerBilling(app: App): Promise<BillingDeps> {
  const settings = app.config.billing.stripe;
  const deps: BillingDeps = {
    db: app.database.db,
    config: app.config,
    clock: app.clock,
    // Imported only when STRIPE_SECRET_KEY is set: the Stripe package is not loaded otherwise.
    stripe: settings
      ? (await import('./stripe-client.ts')).createStripeClient(settings)
      : undefined,
    publishRights: app.rights.publish,
  };
  await app.register(billingRoutes(deps));
  await app.register(billingWebhookRoutes(deps));
  return deps;
}
