import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { RunAgenda, RunCommand, RunLogEntry } from '@ordo/agenda';
import type { Executor } from '../../db/client.ts';
import { meetingRuns, meetings, runCommands, type MeetingRunRow } from '../../db/schema/index.ts';

/** A run with its log, in the order the commands were applied. */
export type LoadedRun = { run: MeetingRunRow; log: RunLogEntry[] };

/** The meeting's latest run (finished or not), or undefined when it was never run. */
export async function latestRun(db: Executor, meetingId: string): Promise<LoadedRun | undefined> {
  const [run] = await db
    .select()
    .from(meetingRuns)
    .where(eq(meetingRuns.meetingId, meetingId))
    .orderBy(desc(meetingRuns.createdAt), desc(meetingRuns.id))
    .limit(1);
  if (!run) return undefined;
  return { run, log: (await logsOf(db, [run.id])).get(run.id) ?? [] };
}

/** The logs of several runs in one query, by run id. */
export async function logsOf(db: Executor, runIds: string[]): Promise<Map<string, RunLogEntry[]>> {
  const logs = new Map<string, RunLogEntry[]>(runIds.map((id) => [id, []]));
  if (runIds.length === 0) return logs;
  const rows = await db
    .select()
    .from(runCommands)
    .where(inArray(runCommands.runId, runIds))
    .orderBy(asc(runCommands.runId), asc(runCommands.seq));
  for (const row of rows) logs.get(row.runId)?.push({ command: row.command, at: row.at });
  return logs;
}

/** The latest run's id and how many commands its log holds: enough to trust a memo. */
export async function latestRunHead(
  db: Executor,
  meetingId: string,
): Promise<{ id: string; logLength: number } | undefined> {
  const [head] = await db
    .select({
      id: meetingRuns.id,
      logLength: sql<number>`(select count(*)::int from ${runCommands} where ${runCommands.runId} = ${meetingRuns.id})`,
    })
    .from(meetingRuns)
    .where(eq(meetingRuns.meetingId, meetingId))
    .orderBy(desc(meetingRuns.createdAt), desc(meetingRuns.id))
    .limit(1);
  return head ? { id: head.id, logLength: Number(head.logLength) } : undefined;
}

export async function insertRun(
  db: Executor,
  values: { id: string; meetingId: string; agenda: RunAgenda; startedAt: number | null; now: Date },
): Promise<MeetingRunRow> {
  const [row] = await db
    .insert(meetingRuns)
    .values({
      id: values.id,
      meetingId: values.meetingId,
      agenda: values.agenda,
      startedAt: values.startedAt,
      finishedAt: null,
      createdAt: values.now,
    })
    .returning();
  if (!row) throw new Error('run insert returned nothing');
  return row;
}

export async function updateRun(
  db: Executor,
  runId: string,
  values: Partial<Pick<MeetingRunRow, 'agenda' | 'startedAt' | 'finishedAt'>>,
): Promise<void> {
  await db.update(meetingRuns).set(values).where(eq(meetingRuns.id, runId));
}

/** Erases a run and, through the foreign key, its log (SPEC §4 restart). */
export async function deleteRun(db: Executor, runId: string): Promise<void> {
  await db.delete(meetingRuns).where(eq(meetingRuns.id, runId));
}

export async function appendCommand(
  db: Executor,
  runId: string,
  seq: number,
  entry: { command: RunCommand; at: number },
): Promise<void> {
  await db.insert(runCommands).values({ runId, seq, at: entry.at, command: entry.command });
}

export async function hasFinishedRun(db: Executor, meetingId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: meetingRuns.id })
    .from(meetingRuns)
    .where(and(eq(meetingRuns.meetingId, meetingId), isNotNull(meetingRuns.finishedAt)))
    .limit(1);
  return row !== undefined;
}

/** Keeps the meeting's lifecycle (`live`, `done`) in step with its runs. */
export async function setRunStatus(
  db: Executor,
  meetingId: string,
  runStatus: 'live' | 'done' | null,
): Promise<void> {
  await db.update(meetings).set({ runStatus }).where(eq(meetings.id, meetingId));
}
