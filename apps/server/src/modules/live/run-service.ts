import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  applyCommand,
  idleRun,
  parseAgenda,
  presentRun,
  replayRun,
  runAgendaOf,
  type RunAgenda,
  type RunCommand,
  type RunCore,
  type RunState,
} from '@ordo/agenda';
import type { RunCommandInput } from '@ordo/contract';
import type { Db, Tx } from '../../db/client.ts';
import { meetings, type MeetingRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { commitThenEmit } from '../../realtime/transactional-events.ts';
import {
  appendCommand,
  deleteRun,
  hasFinishedRun,
  insertRun,
  latestRun,
  setRunStatus,
  updateRun,
  type LoadedRun,
} from './run-store.ts';

/** What a command announces once its transaction committed. */
export type LiveEvent =
  { kind: 'state'; meetingId: string; state: RunState } | { kind: 'ended'; meetingId: string };

export type RunServiceDeps = {
  db: Db;
  clock: () => Date;
  publish: (events: readonly LiveEvent[]) => void;
};

/** The agenda a new run starts with: the meeting's text as it is now, public fields only. */
function agendaNow(meeting: MeetingRow): RunAgenda {
  return runAgendaOf(parseAgenda(meeting.content).agenda);
}

/** The current run's state as the log leaves it, or an idle one for a meeting never run. */
export function currentCore(meeting: MeetingRow, loaded: LoadedRun | undefined) {
  const agenda = loaded?.run.agenda ?? agendaNow(meeting);
  const core = loaded ? replayRun(loaded.log, agenda) : idleRun(agenda);
  return { agenda, core };
}

/** Reads the current run of a meeting, derived at the server's `now`. */
export async function readRun(db: Db | Tx, meeting: MeetingRow, now: number): Promise<RunState> {
  const { agenda, core } = currentCore(meeting, await latestRun(db, meeting.id));
  return presentRun(core, agenda, now);
}

function refuse(result: ReturnType<typeof applyCommand>): RunCore {
  if (result.ok) return result.core;
  throw new AppError(result.refusal.code, result.refusal.message);
}

/**
 * The one command table of the live run, for sockets and HTTP alike (DESIGN §9): the caller was
 * authorized before; here the command is applied by the pure engine to the state the log
 * leaves, appended to the log in the same transaction (the meeting row is locked, so commands
 * on one meeting apply one at a time, in every process), and broadcast after the commit.
 * A refused command changes nothing: 409 INVALID_TRANSITION or 400 VALIDATION_FAILED.
 */
export async function runCommand(
  deps: RunServiceDeps,
  meetingId: string,
  input: RunCommandInput,
): Promise<RunState> {
  return commitThenEmit(
    deps.db,
    async (tx, raise) => {
      const [meeting] = await tx
        .select()
        .from(meetings)
        .where(eq(meetings.id, meetingId))
        .for('update');
      if (!meeting || meeting.status !== 'ACTIVE') throw new AppError('MEETING_NOT_FOUND');
      const now = deps.clock().getTime();
      const loaded = await latestRun(tx, meeting.id);
      const { agenda, core } = currentCore(meeting, loaded);
      const outcome = await persist(tx, meeting, loaded, { agenda, core }, input, now);
      const runStatus = await runStatusOf(tx, meeting.id, outcome.core);
      // Most commands leave it as it was: rewriting the meeting row each time costs a write.
      if (runStatus !== meeting.runStatus) await setRunStatus(tx, meeting.id, runStatus);
      const state = presentRun(outcome.core, outcome.agenda, now);
      raise({ kind: 'state', meetingId: meeting.id, state });
      if (input.type === 'end') raise({ kind: 'ended', meetingId: meeting.id });
      return state;
    },
    deps.publish,
  );
}

type Outcome = { agenda: RunAgenda; core: RunCore };

/** Applies `input` and writes what it changed: a new run, a log entry, or nothing. */
async function persist(
  tx: Tx,
  meeting: MeetingRow,
  loaded: LoadedRun | undefined,
  current: Outcome,
  input: RunCommandInput,
  now: number,
): Promise<Outcome> {
  if (input.type === 'start' || input.type === 'restart') {
    // Refused exactly when the engine refuses it on the current run.
    refuse(applyCommand(current.core, { type: input.type, runId: 'check' }, now));
    return openRun(tx, meeting, loaded, input.type, now);
  }
  const command: RunCommand = input;
  const core = refuse(applyCommand(current.core, command, now));
  if (loaded) {
    await appendCommand(tx, loaded.run.id, loaded.log.length, { command, at: now });
    if (core.status === 'finished' && loaded.run.finishedAt === null) {
      await updateRun(tx, loaded.run.id, { finishedAt: core.finishedAt });
    }
  } else if (input.type === 'message' || input.type === 'blackout') {
    // A message before the first start ("we begin in 5 minutes") opens a run not started yet.
    const runId = randomUUID();
    await insertRun(tx, {
      id: runId,
      meetingId: meeting.id,
      agenda: current.agenda,
      startedAt: null,
      now: new Date(now),
    });
    await appendCommand(tx, runId, 0, { command, at: now });
  }
  return { agenda: current.agenda, core };
}

/**
 * `start` opens a new run (a finished one is kept for Insight; a run opened only for stage
 * messages is reused); `restart` erases the latest run with its statistics first (SPEC §4).
 * Either way the run takes the agenda as it is now.
 */
async function openRun(
  tx: Tx,
  meeting: MeetingRow,
  loaded: LoadedRun | undefined,
  type: 'start' | 'restart',
  now: number,
): Promise<Outcome> {
  const agenda = agendaNow(meeting);
  const reuse = type === 'start' && loaded && loaded.run.startedAt === null ? loaded : undefined;
  if (type === 'restart' && loaded) await deleteRun(tx, loaded.run.id);
  const runId = reuse?.run.id ?? randomUUID();
  const command: RunCommand = { type: 'start', runId };
  if (reuse) {
    await updateRun(tx, runId, { agenda, startedAt: now });
    await appendCommand(tx, runId, reuse.log.length, { command, at: now });
    return { agenda, core: replayRun([...reuse.log, { command, at: now }], agenda) };
  }
  await insertRun(tx, {
    id: runId,
    meetingId: meeting.id,
    agenda,
    startedAt: now,
    now: new Date(now),
  });
  await appendCommand(tx, runId, 0, { command, at: now });
  return { agenda, core: refuse(applyCommand(idleRun(agenda), command, now)) };
}

async function runStatusOf(tx: Tx, meetingId: string, core: RunCore) {
  if (core.status === 'running' || core.status === 'paused') return 'live' as const;
  if (core.status === 'finished') return 'done' as const;
  return (await hasFinishedRun(tx, meetingId)) ? ('done' as const) : null;
}
