import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { RunAgenda, RunCommand, RunLogEntry } from '@ordo/agenda';
import type { Executor } from '../../db/client.ts';
import { meetingRuns, meetings, runCommands, type MeetingRunRow } from '../../db/schema/index.ts';

/**
 * A run with its log, in the order the commands were applied. `base` is the position of its
 * first command: a new run's log numbers its commands (`seq`) on from where the meeting's
 * previous run stopped, so the meeting's position (`positionOf`) never goes back, even when a
 * restart erases that run. Runs logged before positions existed start at 0.
 */
export type LoadedRun = { run: MeetingRunRow; log: RunLogEntry[]; base: number };

/** The count of commands the meeting's runs took: what every state carries as `position`. */
export const positionOf = (loaded: LoadedRun | undefined): number =>
  loaded ? loaded.base + loaded.log.length : 0;

/** The meeting's latest run (finished or not), or undefined when it was never run. */
export async function latestRun(db: Executor, meetingId: string): Promise<LoadedRun | undefined> {
  const [run] = await db
    .select()
    .from(meetingRuns)
    .where(eq(meetingRuns.meetingId, meetingId))
    .orderBy(desc(meetingRuns.createdAt), desc(meetingRuns.id))
    .limit(1);
  if (!run) return undefined;
  const rows = await db
    .select()
    .from(runCommands)
    .where(eq(runCommands.runId, run.id))
    .orderBy(asc(runCommands.seq));
  return {
    run,
    log: rows.map((row) => ({ command: row.command, at: row.at })),
    base: rows[0]?.seq ?? 0,
  };
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
  values: {
    id: string;
    meetingId: string;
    agenda: RunAgenda;
    startedAt: number | null;
    startedBy?: string | null;
    now: Date;
  },
): Promise<MeetingRunRow> {
  const [row] = await db
    .insert(meetingRuns)
    .values({
      id: values.id,
      meetingId: values.meetingId,
      agenda: values.agenda,
      startedAt: values.startedAt,
      startedBy: values.startedBy ?? null,
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
  values: Partial<Pick<MeetingRunRow, 'agenda' | 'startedAt' | 'startedBy' | 'finishedAt'>>,
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

/** SQLSTATE of a foreign key violation: the run a command was meant for was erased. */
const FOREIGN_KEY_VIOLATION = '23503';

/** The SQLSTATE of a database error, also when the query builder wrapped it (`cause`). */
function sqlStateOf(error: unknown): string | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as Error & { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/**
 * Appends `entry` as command `seq` of run `runId` in one statement, its own transaction, and
 * answers whether it did. It writes only if the meeting is active and live (locked for the
 * statement, as the full path locks it) and position `seq` of that run's log is free: the log's
 * primary key refuses a command at a position another one took first, in this process or any
 * other, and the foreign key refuses a command to a run a restart erased. Either refusal
 * writes nothing and answers false, so the caller can take the path that reads the log again.
 */
export async function appendIfNext(
  db: Executor,
  meetingId: string,
  runId: string,
  seq: number,
  entry: { command: RunCommand; at: number },
): Promise<boolean> {
  try {
    const result = await db.execute(sql`
      with meeting as (
        select ${meetings.id} from ${meetings}
        where ${meetings.id} = ${meetingId} and ${meetings.status} = 'ACTIVE'
          and ${meetings.runStatus} = 'live'
        for update
      )
      insert into ${runCommands} ("run_id", "seq", "at", "command")
      select ${runId}::uuid, ${seq}::integer, ${entry.at}::bigint,
        ${JSON.stringify(entry.command)}::jsonb
      from meeting
      on conflict do nothing
      returning "seq"`);
    return (result as unknown as { rows: unknown[] }).rows.length === 1;
  } catch (error) {
    if (sqlStateOf(error) === FOREIGN_KEY_VIOLATION) return false;
    throw error;
  }
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
