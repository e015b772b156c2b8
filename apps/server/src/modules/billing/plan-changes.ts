import { planChangeEvents, type PublishRights } from '../../access/rights-events.ts';
import type { Executor } from '../../db/client.ts';

/**
 * After a committed plan change (a lapse, a Stripe event, a cancellation that took effect):
 * the user's live sockets and those of the teamspaces they own are looked at again, since a
 * team closes the moment its owner is no longer PRO (DESIGN §9 "Live rights").
 */
export async function publishPlanChanges(
  deps: { db: Executor; publishRights?: PublishRights | undefined },
  userIds: readonly string[],
): Promise<void> {
  const publish = deps.publishRights;
  if (!publish) return;
  for (const userId of new Set(userIds)) publish(await planChangeEvents(deps.db, userId));
}
