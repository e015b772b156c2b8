/** Reads of the subscriptions table; their writes are in subscription-commands.ts. */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { subscriptions, type SubscriptionRow } from '../../db/schema/index.ts';

export async function loadSubscription(
  db: Executor,
  userId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

export async function findByStripeIds(
  db: Executor,
  ids: { subscriptionId?: string | null; customerId?: string | null },
): Promise<SubscriptionRow | undefined> {
  if (ids.subscriptionId) {
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.stripeSubscriptionId, ids.subscriptionId));
    if (row) return row;
  }
  if (!ids.customerId) return undefined;
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.stripeCustomerId, ids.customerId));
  return row;
}
