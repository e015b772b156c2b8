import { applyCommand, idleRun } from './apply-command.ts';
import { presentRooms, roomResults } from './room-state.ts';
import { settleRecall } from './rooms.ts';
import { currentSpentMs } from './run-moves.ts';
import { plannedEnd, projectedEnd } from './run-clock.ts';
import type { RunAgenda, RunCore, RunLogEntry, RunState, RunStateSequence } from './types.ts';

/**
 * Rebuilds a run from its log: every entry applied in order, from the idle state of `agenda`.
 * The server stores only accepted commands, but an entry refused here (a log of another
 * version, a hand-edited row) is passed over rather than thrown on.
 *
 * @example
 * replayRun([{ command: { type: 'start', runId: 'r1' }, at: 1000 },
 *            { command: { type: 'next' }, at: 61000 }], agenda)
 * // { runId: 'r1', status: 'running', currentIndex: 1, sequenceStartedAt: 61000, … }
 */
export function replayRun(log: readonly RunLogEntry[], agenda: RunAgenda): RunCore {
  let core = idleRun(agenda);
  for (const entry of log) {
    const result = applyCommand(core, entry.command, entry.at);
    if (result.ok) core = result.core;
  }
  return core;
}

/**
 * The state devices receive, derived at server time `now` from a core replayed from `agenda`.
 * The current sequence's `actualMs` counts up to `now` (or to the pause). `endsAt` projects the
 * end if everything still to come takes its target; `delayMs` compares it with the planned end
 * (start plus every planned time), so a pause makes the run later: the room waited.
 * `position` is the log's count, which the caller keeps (see `RunState.position`).
 *
 * @example
 * presentRun(replayRun(log, agenda), agenda, 61000, log.length)
 * // { position: 2, status: 'running', currentIndex: 0, endsAt: 1261000, delayMs: 0,
 * //   sequences: [{ index: 0, title: 'A', actualMs: 60000, … }, …], … }
 */
export function presentRun(
  replayed: RunCore,
  agenda: RunAgenda,
  now: number,
  position: number,
): RunState {
  // Rooms a recall ended by `now` are shown done, as the next command will find them.
  const core = settleRecall(replayed, now);
  const active = core.status === 'running' || core.status === 'paused';
  const sequences: RunStateSequence[] = agenda.sequences.map((plan, index) => {
    const progress = core.progress[index];
    const current = active && index === core.currentIndex;
    const rooms = roomResults(core, plan, index, now);
    const sequence: RunStateSequence = {
      index,
      title: plan.title,
      optional: plan.optional,
      speakers: [...plan.speakers],
      plannedMs: plan.plannedMs,
      addedMs: progress?.addedMs ?? 0,
      actualMs: current ? currentSpentMs(core, now) : (progress?.spentMs ?? 0),
      skipped: progress?.skipped ?? false,
    };
    return rooms === undefined ? sequence : { ...sequence, rooms };
  });
  const current = sequences[core.currentIndex];
  const endsAt =
    core.status === 'finished'
      ? core.finishedAt
      : active
        ? projectedEnd(sequences, core.currentIndex, current?.actualMs ?? 0, now)
        : null;
  const delayMs =
    endsAt === null || core.startedAt === null ? 0 : endsAt - plannedEnd(sequences, core.startedAt);
  const state: RunState = {
    position,
    runId: core.runId,
    status: core.status,
    currentIndex: core.currentIndex,
    startedAt: core.startedAt,
    finishedAt: core.finishedAt,
    sequenceStartedAt: core.sequenceStartedAt,
    pausedAt: core.pausedAt,
    addedMs: current?.addedMs ?? 0,
    endsAt,
    delayMs,
    sequences,
    message:
      core.message === null
        ? null
        : { text: core.message.text, flash: core.message.flash, sentAt: core.message.sentAt },
    blackout: core.blackout,
  };
  const rooms = active ? presentRooms(core, agenda.sequences[core.currentIndex], now) : undefined;
  if (rooms !== undefined) state.rooms = rooms;
  if (rooms !== undefined && core.recall !== undefined) {
    state.recall = { sentAt: core.recall.sentAt, endsAt: core.recall.endsAt };
  }
  return state;
}

/**
 * `presentRun` of `replayRun`: the state at server time `now` of a run with this log, its
 * position the log's length (a log that is the meeting's first run).
 *
 * @example
 * deriveRun([{ command: { type: 'start', runId: 'r1' }, at: 1000 }], agenda, 1000)
 * // { position: 1, status: 'running', … }
 */
export function deriveRun(log: readonly RunLogEntry[], agenda: RunAgenda, now: number): RunState {
  return presentRun(replayRun(log, agenda), agenda, now, log.length);
}
