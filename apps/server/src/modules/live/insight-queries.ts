import { and, desc, eq, isNotNull, lt, or, type SQL } from 'drizzle-orm';
import type { RunAverage, RunList, RunSummary } from '@ordo/contract';
import { averagesScopeSql } from '../../access/list-scope.ts';
import type { Caller } from '../../access/policy.ts';
import type { Executor } from '../../db/client.ts';
import {
  meetingRuns,
  meetings,
  type MeetingRow,
  type MeetingRunRow,
} from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { isSafeInteger, isUuid } from '../../http/sql-values.ts';
import { averagesByTitle, presentRunSummary } from './insight-presenter.ts';
import { logsOf } from './run-log.ts';

type PlannedAt = Pick<MeetingRow, 'date' | 'startTime' | 'timeZone'>;
type FinishedRun = MeetingRunRow & { startedAt: number; finishedAt: number };
const isFinished = (run: MeetingRunRow): run is FinishedRun =>
  run.startedAt !== null && run.finishedAt !== null;

/** How many of the caller's latest finished runs the averages read. */
const AVERAGE_RUNS = 200;

/** `finishedAt:id` of the last run of a page; anything else is a 400, never a 500. */
function decodeCursor(cursor: string): { finishedAt: number; id: string } {
  const match = /^(\d{1,15}):([0-9a-f-]{36})$/.exec(Buffer.from(cursor, 'base64url').toString());
  // The id reaches SQL as a uuid: 36 dashes match the pattern above but not PostgreSQL.
  if (!match || !isUuid(String(match[2])) || !isSafeInteger(Number(match[1]))) {
    throw new AppError('VALIDATION_FAILED', 'The cursor is not valid');
  }
  return { finishedAt: Number(match[1]), id: String(match[2]) };
}
const encodeCursor = (run: FinishedRun) =>
  Buffer.from(`${run.finishedAt}:${run.id}`).toString('base64url');

/** Summaries of finished runs, each derived from its own log. */
async function summarize(
  db: Executor,
  rows: { meeting: PlannedAt; run: FinishedRun }[],
): Promise<RunSummary[]> {
  const logs = await logsOf(
    db,
    rows.map((row) => row.run.id),
  );
  return rows.map((row) => presentRunSummary(row.meeting, row.run, logs.get(row.run.id) ?? []));
}

/** A meeting's finished runs, newest first, one page after `cursor`. */
export async function listFinishedRuns(
  db: Executor,
  meeting: MeetingRow,
  query: { limit: number; cursor?: string | undefined },
): Promise<RunList> {
  const conditions: SQL[] = [
    eq(meetingRuns.meetingId, meeting.id),
    isNotNull(meetingRuns.finishedAt),
  ];
  if (query.cursor) {
    const after = decodeCursor(query.cursor);
    conditions.push(
      or(
        lt(meetingRuns.finishedAt, after.finishedAt),
        and(eq(meetingRuns.finishedAt, after.finishedAt), lt(meetingRuns.id, after.id)),
      )!,
    );
  }
  const rows = (
    await db
      .select()
      .from(meetingRuns)
      .where(and(...conditions))
      .orderBy(desc(meetingRuns.finishedAt), desc(meetingRuns.id))
      .limit(query.limit + 1)
  ).filter(isFinished);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: await summarize(
      db,
      page.map((run) => ({ meeting, run })),
    ),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
  };
}

/** One finished run of `meeting`; undefined when there is none (or it is still going). */
export async function findFinishedRun(
  db: Executor,
  meeting: MeetingRow,
  runId: string,
): Promise<RunSummary | undefined> {
  const [run] = await db
    .select()
    .from(meetingRuns)
    .where(and(eq(meetingRuns.id, runId), eq(meetingRuns.meetingId, meeting.id)))
    .limit(1);
  if (!run || !isFinished(run)) return undefined;
  const [summary] = await summarize(db, [{ meeting, run }]);
  return summary;
}

/** The average actual time per sequence title over the caller's latest finished runs. */
export async function runAverages(db: Executor, caller: Caller): Promise<RunAverage[]> {
  const rows = await db
    .select({
      run: meetingRuns,
      meeting: { date: meetings.date, startTime: meetings.startTime, timeZone: meetings.timeZone },
    })
    .from(meetingRuns)
    .innerJoin(meetings, eq(meetings.id, meetingRuns.meetingId))
    .where(
      and(
        averagesScopeSql(caller),
        eq(meetings.status, 'ACTIVE'),
        isNotNull(meetingRuns.finishedAt),
      ),
    )
    .orderBy(desc(meetingRuns.finishedAt))
    .limit(AVERAGE_RUNS);
  const finished = rows.flatMap(({ run, meeting }) => (isFinished(run) ? [{ run, meeting }] : []));
  return averagesByTitle(await summarize(db, finished));
}
