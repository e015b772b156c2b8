import type { RunRecall, RunRoomState, RunState, RunStateSequence } from './types.ts';

/**
 * Time spent on the current sequence at `serverNow`, as every device computes it from a
 * received state and its estimate of the server clock: `(pausedAt ?? serverNow) -
 * sequenceStartedAt` while the run is running or paused (never below 0), and the recorded
 * `actualMs` otherwise.
 *
 * @example
 * spentMs({ ...state, status: 'running', sequenceStartedAt: 1000, pausedAt: null }, 61000)
 * // 60000
 */
export function spentMs(state: RunState, serverNow: number): number {
  const current = state.sequences[state.currentIndex];
  if (
    (state.status === 'running' || state.status === 'paused') &&
    state.sequenceStartedAt !== null
  ) {
    return Math.max(0, (state.pausedAt ?? serverNow) - state.sequenceStartedAt);
  }
  return current?.actualMs ?? 0;
}

/**
 * What is left of the current sequence's target (`plannedMs + addedMs`) at `serverNow`: the
 * stage countdown. Negative is overtime. 0 when the agenda has no sequence.
 *
 * @example
 * // A 10-minute sequence started at 1000, with 2 minutes added, at 61000:
 * remainingMs(state, 61000) // 660000
 */
export function remainingMs(state: RunState, serverNow: number): number {
  const current = state.sequences[state.currentIndex];
  if (current === undefined) return 0;
  return current.plannedMs + current.addedMs - spentMs(state, serverNow);
}

/** What a sequence still needs to reach its target; never negative. */
export function leftOf(sequence: RunStateSequence): number {
  return Math.max(0, sequence.plannedMs + sequence.addedMs - sequence.actualMs);
}

/**
 * When an active run would end if every sequence still to come took its target: `now`, plus
 * the rest of the current one, plus what later sequences not skipped still need. Internal.
 */
export function projectedEnd(
  sequences: readonly RunStateSequence[],
  currentIndex: number,
  currentSpentMs: number,
  now: number,
): number {
  let end = now;
  for (const sequence of sequences) {
    if (sequence.index === currentIndex) {
      end += Math.max(0, sequence.plannedMs + sequence.addedMs - currentSpentMs);
    } else if (sequence.index > currentIndex && !sequence.skipped) {
      end += leftOf(sequence);
    }
  }
  return end;
}

/**
 * When the run would end, seen at `serverNow`: for an active run, now plus the rest of the
 * current sequence plus what every later sequence not skipped still needs (a pause or an
 * overrun pushes it as the clock goes, a skip or a removed minute brings it closer); the finish
 * time of a finished run; null before the start. What every screen shows as "projected end".
 *
 * @example
 * // Running B (5 min) for one minute, C 20 min still to come, D 15 min skipped:
 * projectedEndAt(state, now) // now + 4 min + 20 min
 */
export function projectedEndAt(state: RunState, serverNow: number): number | null {
  if (state.status === 'finished') return state.finishedAt;
  if (state.status !== 'running' && state.status !== 'paused') return null;
  return projectedEnd(state.sequences, state.currentIndex, spentMs(state, serverNow), serverNow);
}

/** The planned end: the start plus every sequence's planned time, optional ones included. */
export function plannedEnd(sequences: readonly RunStateSequence[], startedAt: number): number {
  return sequences.reduce((end, sequence) => end + sequence.plannedMs, startedAt);
}

/**
 * What is left of a room's current step at `serverNow` (DESIGN §9 "Rooms"): its target
 * (`plannedMs + addedMs`) minus `(pausedAt ?? serverNow) - stepStartedAt`; negative is overtime.
 * While a recall runs, never more than the recall leaves; a room that is done has 0 left.
 *
 * @example
 * // A 5-minute step started at 1000, at 61000, no recall:
 * roomRemainingMs(room, undefined, 61000) // 240000
 */
export function roomRemainingMs(
  room: RunRoomState,
  recall: RunRecall | undefined,
  serverNow: number,
): number {
  if (room.status === 'done' || room.status === 'idle') return 0;
  const step = room.steps[room.stepIndex];
  const spent =
    room.stepStartedAt === null
      ? 0
      : Math.max(0, (room.pausedAt ?? serverNow) - room.stepStartedAt);
  const left = step === undefined ? 0 : step.plannedMs + step.addedMs - spent;
  if (recall === undefined) return left;
  return Math.min(left, Math.max(0, recall.endsAt - serverNow));
}

/**
 * What is left of the recall ("back in plenary in N min") at `serverNow`, null without one.
 *
 * @example recallRemainingMs({ sentAt: 0, endsAt: 120000 }, 60000) // 60000
 */
export function recallRemainingMs(recall: RunRecall | undefined, serverNow: number): number | null {
  return recall === undefined ? null : Math.max(0, recall.endsAt - serverNow);
}
