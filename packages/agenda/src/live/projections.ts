import { leftOf, plannedEnd, projectedEndAt, spentMs } from './run-clock.ts';
import type { RunState } from './types.ts';

/**
 * Where a sequence stands in a projection: run already (`done`), running now (`current`),
 * still to come (`upcoming`), skipped, or left behind without being run (`notRun`: jumped over
 * with `goTo`, or never reached before the run finished).
 */
export type SequencePhase = 'done' | 'current' | 'upcoming' | 'skipped' | 'notRun';

/** One sequence's times in a projection, epoch ms of the server's clock. */
export type ProjectedSequence = {
  index: number;
  phase: SequencePhase;
  /** Null when skipped or not run, and everywhere in an idle run without a planned start. */
  startsAt: number | null;
  endsAt: number | null;
};

/**
 * The times every screen shows for a run. `basis` says what they are: `planned` (idle, from a
 * planned start), `projected` (running or paused: upcoming times move as the run goes) or
 * `actual` (finished). `endsAt` is the run's (projected) end, the same instant as
 * `projectedEndAt`; `delayMs` compares it with the planned end (null before the start).
 */
export type RunProjection = {
  basis: 'planned' | 'projected' | 'actual';
  sequences: ProjectedSequence[];
  endsAt: number | null;
  delayMs: number | null;
};

export type ProjectionOptions = {
  /** The planned start of an idle run (the meeting's date and time); without it, no times. */
  plannedStart?: number | null;
};

/**
 * The projected start and end of every sequence of a run, seen at server time `serverNow`:
 * what the cockpit, the remote, the presenter view and the participant page show as "starts at"
 * and "projected end". Pure, never throws; every screen reads it and none re-derives it.
 *
 * - Running or paused: the current sequence ends when what is left of its target runs out,
 *   counted from now (a pause pushes it as the clock goes; in overtime it ends now); each later
 *   sequence not skipped follows with what it still needs (its target, minus time spent on an
 *   earlier visit). The last end is `projectedEndAt(state, serverNow)`, exactly.
 * - Skipped sequences have no times; a later one starts where the previous kept one ends.
 * - Sequences already run are placed from the run's start by their actual times (pauses are
 *   not placed between them, so they may read a little early).
 * - Finished: the actual times, the run's end its finish time.
 * - Idle: planned times from `options.plannedStart`, or no times without it.
 *
 * @example
 * // Running B (5 min) for one minute, C (20 min) to come, D (15 min) skipped:
 * projectRun(state, now)
 * // { basis: 'projected', endsAt: now + 24 min, delayMs: …, sequences: [
 * //   { index: 0, phase: 'done', startsAt: startedAt, endsAt: startedAt + 10 min },
 * //   { index: 1, phase: 'current', startsAt: now - 1 min, endsAt: now + 4 min },
 * //   { index: 2, phase: 'upcoming', startsAt: now + 4 min, endsAt: now + 24 min },
 * //   { index: 3, phase: 'skipped', startsAt: null, endsAt: null } ] }
 * projectRun(idleState, now, { plannedStart: Date.parse('2026-11-27T09:00:00Z') })
 * // { basis: 'planned', sequences: [{ index: 0, phase: 'upcoming', startsAt: …09:00, … }, …] }
 */
export function projectRun(
  state: RunState,
  serverNow: number,
  options: ProjectionOptions = {},
): RunProjection {
  if (state.status === 'idle') return plannedProjection(state, options.plannedStart ?? null);
  const active = state.status === 'running' || state.status === 'paused';
  const spent = spentMs(state, serverNow);
  // Sequences already run, placed one after the other from the start.
  let past = state.startedAt ?? serverNow;
  // Sequences still to come, placed one after the other from the current one's end.
  let ahead = serverNow;
  const sequences = state.sequences.map((sequence): ProjectedSequence => {
    const { index } = sequence;
    if (sequence.skipped) return { index, phase: 'skipped', startsAt: null, endsAt: null };
    if (active && index === state.currentIndex) {
      const left = Math.max(0, sequence.plannedMs + sequence.addedMs - spent);
      ahead = serverNow + left;
      return {
        index,
        phase: 'current',
        startsAt: (state.pausedAt ?? serverNow) - spent,
        endsAt: ahead,
      };
    }
    if (active && index > state.currentIndex) {
      const startsAt = ahead;
      ahead += leftOf(sequence);
      return { index, phase: 'upcoming', startsAt, endsAt: ahead };
    }
    if (sequence.actualMs <= 0) return { index, phase: 'notRun', startsAt: null, endsAt: null };
    const startsAt = past;
    past += sequence.actualMs;
    return { index, phase: 'done', startsAt, endsAt: past };
  });
  const endsAt = projectedEndAt(state, serverNow);
  const delayMs =
    endsAt === null || state.startedAt === null
      ? null
      : endsAt - plannedEnd(state.sequences, state.startedAt);
  return { basis: active ? 'projected' : 'actual', sequences, endsAt, delayMs };
}

/** An idle run: every sequence at its planned time from `start`, or no times without one. */
function plannedProjection(state: RunState, start: number | null): RunProjection {
  let cursor = start;
  const sequences = state.sequences.map((sequence): ProjectedSequence => {
    const startsAt = cursor;
    if (cursor !== null) cursor += sequence.plannedMs;
    return { index: sequence.index, phase: 'upcoming', startsAt, endsAt: cursor };
  });
  return { basis: 'planned', sequences, endsAt: cursor, delayMs: null };
}
