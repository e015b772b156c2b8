import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  applyCommand,
  resolveTogglePause,
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
import type { CommandLanes } from './command-lanes.ts';
import { appendRemembered, remember, type Current, type RunMemo } from './run-memo.ts';
import {
  appendCommand,
  deleteRun,
  hasFinishedRun,
  insertRun,
  latestRun,
  latestRunHead,
  positionOf,
  setRunStatus,
  updateRun,
  type LoadedRun,
} from './run-log.ts';

/** What a command announces once its transaction committed. */
export type LiveEvent =
  { kind: 'state'; meetingId: string; state: RunState } | { kind: 'ended'; meetingId: string };

export type RunCommandDeps = {
  db: Db;
  clock: () => Date;
  publish: (events: readonly LiveEvent[]) => void;
  /** This process's memo of each meeting's current run; without one every command reloads. */
  memo?: RunMemo;
  /** This process's lane per meeting: one command of a meeting at a time (command-lanes.ts). */
  lanes: CommandLanes;
};

/** The agenda a new run starts with: the meeting's text as it is now, public fields only. */
function agendaNow(meeting: MeetingRow): RunAgenda {
  return runAgendaOf(parseAgenda(meeting.content).agenda);
}

/** The current run's state as the log leaves it, or an idle one for a meeting never run. */
export function currentCore(meeting: MeetingRow, loaded: LoadedRun | undefined) {
  const agenda = loaded?.run.agenda ?? agendaNow(meeting);
  const core = loaded ? replayRun(loaded.log, agenda) : idleRun(agenda);
  return { agenda, core, position: positionOf(loaded) };
}

/** Reads the current run of a meeting, derived at the server's `now`. */
export async function readRun(db: Db | Tx, meeting: MeetingRow, now: number): Promise<RunState> {
  const { agenda, core, position } = currentCore(meeting, await latestRun(db, meeting.id));
  return presentRun(core, agenda, now, position);
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
 * In this process a meeting's commands wait in its lane (`deps.lanes`), so a burst holds one
 * database connection and is answered 429 RATE_LIMITED past a few waiting.
 * The common command of a run this process remembers takes one statement (`appendRemembered`).
 */
export function runCommand(
  deps: RunCommandDeps,
  meetingId: string,
  input: RunCommandInput,
  /** The signed-in person sending it (null for a phone remote): a run they start names them. */
  by: string | null = null,
): Promise<RunState> {
  return deps.lanes.run(meetingId, () => applyInLane(deps, meetingId, input, by));
}

async function applyInLane(
  deps: RunCommandDeps,
  meetingId: string,
  input: RunCommandInput,
  by: string | null,
): Promise<RunState> {
  const appended = await appendRemembered(deps, meetingId, input);
  if (appended) return appended;
  const { state, memo } = await commitThenEmit(
    deps.db,
    async (tx, raise) => {
      // The text is read only when a run takes a new snapshot of the agenda.
      const [meeting] = await tx
        .select({ id: meetings.id, status: meetings.status, runStatus: meetings.runStatus })
        .from(meetings)
        .where(eq(meetings.id, meetingId))
        .for('update');
      if (!meeting || meeting.status !== 'ACTIVE') throw new AppError('MEETING_NOT_FOUND');
      const now = deps.clock().getTime();
      const agendaNow = () => textAgenda(tx, meeting.id);
      const current = await currentRun(tx, deps.memo, meeting.id, agendaNow);
      const outcome = await persist(tx, meeting.id, current, input, now, agendaNow, by);
      const runStatus = await runStatusOf(tx, meeting.id, outcome.core);
      // Most commands leave it as it was: rewriting the meeting row each time costs a write.
      if (runStatus !== meeting.runStatus) await setRunStatus(tx, meeting.id, runStatus);
      const state = presentRun(outcome.core, outcome.agenda, now, positionOf(outcome.loaded));
      raise({ kind: 'state', meetingId: meeting.id, state });
      if (input.type === 'end') raise({ kind: 'ended', meetingId: meeting.id });
      return { state, memo: outcome };
    },
    deps.publish,
  );
  remember(deps.memo, meetingId, memo);
  return state;
}

async function textAgenda(tx: Tx, meetingId: string): Promise<RunAgenda> {
  const [row] = await tx
    .select({ content: meetings.content })
    .from(meetings)
    .where(eq(meetings.id, meetingId));
  return runAgendaOf(parseAgenda(row?.content ?? '').agenda);
}

/** The current run under the lock: the memo when the database confirms it, else the log. */
async function currentRun(
  tx: Tx,
  memo: RunMemo | undefined,
  meetingId: string,
  agendaNow: () => Promise<RunAgenda>,
): Promise<Current> {
  // A meeting without a run is not remembered: its idle state follows the text as it changes.
  const remembered = memo?.get(meetingId);
  if (remembered?.loaded) {
    const head = await latestRunHead(tx, meetingId);
    const { run, log } = remembered.loaded;
    if (head?.id === run.id && head.logLength === log.length) return remembered;
  }
  const loaded = await latestRun(tx, meetingId);
  if (loaded) {
    return { loaded, agenda: loaded.run.agenda, core: replayRun(loaded.log, loaded.run.agenda) };
  }
  const agenda = await agendaNow();
  return { loaded: undefined, agenda, core: idleRun(agenda) };
}

/** Applies `input` and writes what it changed: a new run, a log entry, or nothing. */
async function persist(
  tx: Tx,
  meetingId: string,
  current: Current,
  input: RunCommandInput,
  now: number,
  agendaNow: () => Promise<RunAgenda>,
  by: string | null,
): Promise<Current> {
  if (input.type === 'start' || input.type === 'restart') {
    // Refused exactly when the engine refuses it on the current run.
    refuse(applyCommand(current.core, { type: input.type, runId: 'check' }, now));
    return openRun(tx, meetingId, current.loaded, input.type, now, await agendaNow(), by);
  }
  // `togglePause` is logged as the pause or resume it meant (see resolveTogglePause).
  const command = resolveTogglePause(current.core, input);
  const core = refuse(applyCommand(current.core, command, now));
  const entry = { command, at: now };
  const { loaded } = current;
  if (loaded) {
    await appendCommand(tx, loaded.run.id, positionOf(loaded), entry);
    let run = loaded.run;
    if (core.status === 'finished' && run.finishedAt === null) {
      await updateRun(tx, run.id, { finishedAt: core.finishedAt });
      run = { ...run, finishedAt: core.finishedAt };
    }
    const log = [...loaded.log, entry];
    return { agenda: current.agenda, core, loaded: { run, log, base: loaded.base } };
  }
  if (input.type === 'message' || input.type === 'blackout') {
    // A message before the first start ("we begin in 5 minutes") opens a run not started yet.
    const run = await insertRun(tx, {
      id: randomUUID(),
      meetingId,
      agenda: current.agenda,
      startedAt: null,
      now: new Date(now),
    });
    // No run before it (`loaded` is the latest): the meeting's first command, position 0.
    await appendCommand(tx, run.id, 0, entry);
    return { agenda: current.agenda, core, loaded: { run, log: [entry], base: 0 } };
  }
  return { agenda: current.agenda, core, loaded: undefined };
}

/**
 * `start` opens a new run (a finished one is kept for Insight; a run opened only for stage
 * messages is reused); `restart` erases the latest run with its statistics first (SPEC §4).
 * Either way the run takes the agenda as it is now, and its log goes on from the position the
 * latest run reached (erased or not), so no device takes the new run's states for older ones.
 */
async function openRun(
  tx: Tx,
  meetingId: string,
  loaded: LoadedRun | undefined,
  type: 'start' | 'restart',
  now: number,
  agenda: RunAgenda,
  by: string | null,
): Promise<Current> {
  const reuse = type === 'start' && loaded && loaded.run.startedAt === null ? loaded : undefined;
  if (type === 'restart' && loaded) await deleteRun(tx, loaded.run.id);
  const runId = reuse?.run.id ?? randomUUID();
  const entry = { command: { type: 'start', runId } as RunCommand, at: now };
  const base = positionOf(loaded);
  if (reuse) {
    await updateRun(tx, runId, { agenda, startedAt: now, startedBy: by });
    await appendCommand(tx, runId, base, entry);
    const log = [...reuse.log, entry];
    const run = { ...reuse.run, agenda, startedAt: now, startedBy: by };
    return { agenda, core: replayRun(log, agenda), loaded: { run, log, base: reuse.base } };
  }
  const run = await insertRun(tx, {
    id: runId,
    meetingId,
    agenda,
    startedAt: now,
    startedBy: by,
    now: new Date(now),
  });
  await appendCommand(tx, runId, base, entry);
  const core = refuse(applyCommand(idleRun(agenda), entry.command, now));
  return { agenda, core, loaded: { run, log: [entry], base } };
}

async function runStatusOf(tx: Tx, meetingId: string, core: RunCore) {
  if (core.status === 'running' || core.status === 'paused') return 'live' as const;
  if (core.status === 'finished') return 'done' as const;
  return (await hasFinishedRun(tx, meetingId)) ? ('done' as const) : null;
}
