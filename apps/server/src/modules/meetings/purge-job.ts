import { and, eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { meetings } from '../../db/schema/index.ts';
import type { Job } from '../../jobs/scheduler.ts';

/** Deleted meetings stay restorable this long (DESIGN §4; every dialog says 90). */
export const TRASH_RETENTION_DAYS = 90;
const DAY_MS = 86_400_000;

/** Deletes meetings in the trash for more than 90 days; their history goes with them. */
export async function purgeDeletedMeetings(db: Executor, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - TRASH_RETENTION_DAYS * DAY_MS);
  const purged = await db
    .delete(meetings)
    .where(and(eq(meetings.status, 'DELETED'), lt(meetings.deletedAt, cutoff)))
    .returning({ id: meetings.id });
  return purged.length;
}

export const trashPurgeJob = (db: Executor): Job => ({
  name: 'meetings.trash-purge',
  everyMs: 3_600_000,
  run: async (now) => {
    await purgeDeletedMeetings(db, now);
  },
});
