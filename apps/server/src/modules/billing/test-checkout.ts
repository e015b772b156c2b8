import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { uuidPattern, type BillingInterval, type TestCheckout } from '@ordo/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { testCheckouts } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { addInterval, saveSubscription } from './subscription-commands.ts';

type Deps = { db: Db; config: Config; clock: () => Date };

/** A test checkout stays payable this long, like a Stripe Checkout session. */
const TEST_CHECKOUT_TTL_MS = 24 * 3_600_000;

/** Opens a checkout of the test mode: its URL is Ordo's own, clearly labelled test page. */
export async function openTestCheckout(
  deps: Deps,
  userId: string,
  interval: BillingInterval,
): Promise<{ url: string }> {
  const id = randomUUID();
  await deps.db.insert(testCheckouts).values({ id, userId, interval, createdAt: deps.clock() });
  return { url: `${deps.config.publicUrl}/user/subscription/test-checkout?session=${id}` };
}

/** The caller's test checkout `id`; another person's, an unknown or an expired one is 404. */
export async function loadTestCheckout(deps: Deps, userId: string, id: string) {
  if (!uuidPattern.test(id)) throw new AppError('INVALID_ID');
  const [row] = await deps.db
    .select()
    .from(testCheckouts)
    .where(and(eq(testCheckouts.id, id.toLowerCase()), eq(testCheckouts.userId, userId)));
  const expired = row && deps.clock().getTime() - row.createdAt.getTime() > TEST_CHECKOUT_TTL_MS;
  if (!row || (expired && !row.completedAt)) {
    throw new AppError('NOT_FOUND', 'This test checkout does not exist or has expired');
  }
  return row;
}

export function presentTestCheckout(
  config: Config,
  row: { id: string; interval: BillingInterval; completedAt: Date | null },
): TestCheckout {
  return {
    id: row.id,
    interval: row.interval,
    amount: row.interval === 'month' ? config.pricing.monthly : config.pricing.yearly,
    currency: 'EUR',
    completed: row.completedAt !== null,
  };
}

/**
 * "Pay (test)": PRO at once for one period of the chosen interval, no money involved. Paying
 * twice changes nothing the second time.
 */
export async function payTestCheckout(deps: Deps, userId: string, id: string) {
  const row = await loadTestCheckout(deps, userId, id);
  if (row.completedAt) return row;
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const claimed = await tx
      .update(testCheckouts)
      .set({ completedAt: now })
      .where(and(eq(testCheckouts.id, row.id), isNull(testCheckouts.completedAt)))
      .returning({ id: testCheckouts.id, completedAt: testCheckouts.completedAt });
    if (claimed.length === 0) return;
    await saveSubscription(
      tx,
      userId,
      {
        provider: 'local',
        status: 'active',
        interval: row.interval,
        currentPeriodEnd: addInterval(now, row.interval),
        cancelAtPeriodEnd: false,
        graceEndsAt: null,
      },
      'pro',
      now,
    );
  });
  return { ...row, completedAt: now };
}
