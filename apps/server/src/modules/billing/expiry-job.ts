import type { Db } from '../../db/client.ts';
import type { Job } from '../../jobs/scheduler.ts';
import { publishPlanChanges } from './plan-changes.ts';
import { applyDueEnds } from './subscription-commands.ts';
import type { PublishRights } from '../../access/rights-events.ts';

/**
 * Ends what is due: graces that ran out, subscriptions cancelled at their period end, and
 * starts the next period of test-mode subscriptions. Reading a subscription applies the same
 * rule for its owner at once, so this only catches those who do not look.
 */
export const billingExpiryJob = (db: Db, publishRights?: PublishRights): Job => ({
  name: 'billing.expiry',
  everyMs: 5 * 60_000,
  run: async (now) => {
    await publishPlanChanges({ db, publishRights }, await applyDueEnds(db, now));
  },
});
