import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { meetingRuns, meetings } from '../../db/schema/index.ts';
import { logsOf } from './run-log.ts';

/**
 * Live runs in "Download my data": every run of the user's meetings with its log, so the file
 * holds what Insight shows. Deleting the account needs nothing here: runs, their logs and
 * control tokens go with their meetings (foreign keys cascade).
 */
export const liveRunsPersonalData = {
  name: 'liveRuns',
  export: async (tx: Tx, userId: string) => {
    const runs = await tx
      .select({
        id: meetingRuns.id,
        meetingId: meetingRuns.meetingId,
        agenda: meetingRuns.agenda,
        startedAt: meetingRuns.startedAt,
        finishedAt: meetingRuns.finishedAt,
      })
      .from(meetingRuns)
      .innerJoin(meetings, eq(meetings.id, meetingRuns.meetingId))
      .where(eq(meetings.ownerId, userId))
      .orderBy(asc(meetingRuns.createdAt));
    const logs = await logsOf(
      tx,
      runs.map((run) => run.id),
    );
    return runs.map((run) => ({ ...run, log: logs.get(run.id) ?? [] }));
  },
  erase: async () => undefined,
};
