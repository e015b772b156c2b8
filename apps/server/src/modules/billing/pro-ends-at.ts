import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { subscriptions } from '../../db/schema/billing.ts';
import { users } from '../../db/schema/users.ts';

/**
 * When the user's PRO ends: the period end of a subscription cancelled at period end, or the
 * end of the grace period of a past-due one. Null when PRO does not end (renewing, or granted by
 * the admin) or the user is not PRO.
 */
export async function proEndsAt(db: Db, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({
      plan: users.plan,
      status: subscriptions.status,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      graceEndsAt: subscriptions.graceEndsAt,
    })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(eq(users.id, userId));
  if (!row || row.plan !== 'pro') return null;
  if (row.status === 'past_due' && row.graceEndsAt) return row.graceEndsAt;
  if (row.status === 'active' && row.cancelAtPeriodEnd) return row.currentPeriodEnd;
  return null;
}
