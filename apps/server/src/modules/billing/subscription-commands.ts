import { and, eq, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { subscriptions, users, type SubscriptionRow } from '../../db/schema/index.ts';

/** A subscription row's own fields: what a webhook or a checkout writes. */
export type SubscriptionState = Omit<SubscriptionRow, 'userId' | 'updatedAt'>;

/**
 * Writes the user's subscription and the plan it gives, in one go: `users.plan` is what every
 * entitlement reads, so it never disagrees with the row that explains it.
 */
export async function saveSubscription(
  db: Executor,
  userId: string,
  state: Partial<SubscriptionState>,
  plan: 'free' | 'pro' | undefined,
  now: Date,
): Promise<void> {
  const values = { ...state, updatedAt: now };
  await db
    .insert(subscriptions)
    .values({ provider: 'local', status: 'incomplete', ...values, userId })
    .onConflictDoUpdate({ target: subscriptions.userId, set: values });
  if (plan) await db.update(users).set({ plan, updatedAt: now }).where(eq(users.id, userId));
}

const DAY_MS = 86_400_000;

/** The end of a period of `interval` starting at `start` (calendar months, like Stripe). */
export function addInterval(start: Date, interval: 'month' | 'year'): Date {
  const end = new Date(start);
  if (interval === 'month') end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}

export function graceEnd(now: Date, graceDays: number): Date {
  return new Date(now.getTime() + graceDays * DAY_MS);
}

/**
 * Applies the ends that are due at `now`, for everyone or one user: a past-due grace that ran
 * out and a subscription cancelled at its period end return to free; a local (test mode)
 * subscription that was not cancelled starts its next period. Stripe subscriptions that renew
 * are left to Stripe's own events (invoice paid or failed). Returns the users whose plan went
 * back to free, whose rights (and the teamspaces they own) must be looked at again.
 */
export async function applyDueEnds(db: Executor, now: Date, userId?: string): Promise<string[]> {
  const scope = userId ? eq(subscriptions.userId, userId) : sql`true`;
  const ended = await db
    .update(subscriptions)
    .set({ status: 'canceled', cancelAtPeriodEnd: false, graceEndsAt: null, updatedAt: now })
    .where(
      and(
        scope,
        or(
          and(eq(subscriptions.status, 'past_due'), lte(subscriptions.graceEndsAt, now)),
          and(
            eq(subscriptions.status, 'active'),
            eq(subscriptions.cancelAtPeriodEnd, true),
            lte(subscriptions.currentPeriodEnd, now),
          ),
        ),
      ),
    )
    .returning({ userId: subscriptions.userId });
  for (const { userId: id } of ended) {
    await db.update(users).set({ plan: 'free', updatedAt: now }).where(eq(users.id, id));
  }
  const renewing = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        scope,
        eq(subscriptions.provider, 'local'),
        eq(subscriptions.status, 'active'),
        eq(subscriptions.cancelAtPeriodEnd, false),
        lte(subscriptions.currentPeriodEnd, now),
      ),
    );
  for (const row of renewing) {
    if (!row.interval || !row.currentPeriodEnd) continue;
    let end = row.currentPeriodEnd;
    while (end <= now) end = addInterval(end, row.interval);
    await db
      .update(subscriptions)
      .set({ currentPeriodEnd: end, updatedAt: now })
      .where(eq(subscriptions.userId, row.userId));
  }
  return ended.map((row) => row.userId);
}
