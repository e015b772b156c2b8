import { ADD_TIME_LIMIT_MINUTES } from './apply-command.ts';
import { leftOf, plannedEnd, projectedEnd, spentMs } from './run-clock.ts';
import type { LandingPlan, LandingStep, RunState, RunStateSequence } from './types.ts';

const MINUTE = 60_000;

/**
 * How many whole minutes a sequence may lose: its target (`plannedMs + addedMs`) stays at
 * least a minute, at least half its planned time, and at least what it has already used (below
 * that, shortening would save nothing); at most one `addTime` of 60 minutes.
 */
function shortenableMinutes(sequence: RunStateSequence): number {
  const floor = Math.max(MINUTE, sequence.plannedMs / 2, sequence.actualMs);
  const room = sequence.plannedMs + sequence.addedMs - floor;
  return room <= 0 ? 0 : Math.min(ADD_TIME_LIMIT_MINUTES, Math.floor(room / MINUTE));
}

/**
 * Shares `needed` whole minutes in proportion to `weights`, none above its cap: each gets the
 * whole part of its share, then the minutes left go one by one to whoever is furthest below
 * its exact share and still has room. Everyone gets its cap when the caps cannot cover it.
 */
function shareMinutes(needed: number, weights: number[], caps: number[]): number[] {
  const capacity = caps.reduce((total, cap) => total + cap, 0);
  if (capacity <= needed) return [...caps];
  const weight = weights.reduce((total, w, i) => total + ((caps[i] ?? 0) > 0 ? w : 0), 0);
  const ideal = weights.map((w, i) => ((caps[i] ?? 0) > 0 ? (needed * w) / weight : 0));
  const given = ideal.map((share, i) => Math.min(caps[i] ?? 0, Math.floor(share)));
  // Bounded by `needed`, itself below the total capacity of at most 60 minutes a sequence.
  for (let left = needed - given.reduce((a, b) => a + b, 0); left > 0; left -= 1) {
    let best = -1;
    given.forEach((minutes, i) => {
      const room = minutes < (caps[i] ?? 0);
      const gap = (ideal[i] ?? 0) - minutes;
      if (room && (best < 0 || gap > (ideal[best] ?? 0) - (given[best] ?? 0))) best = i;
    });
    given[best] = (given[best] ?? 0) + 1;
  }
  return given;
}

/**
 * A proposal to end at the planned time ("land on time"), computed at server time `now`. A
 * run that is not late, or not running or paused, gets no steps. Otherwise, in order:
 * 1. skip optional sequences still to come, the latest first, until the run is on time;
 * 2. then shorten the required sequences still to come, in whole minutes shared in proportion
 *    to what each still has to run, never taking a target below 1 minute nor below half its
 *    planned time, and by at most 60 minutes each (one `addTime`).
 * The current sequence is never touched: cutting it short is the facilitator's call on stage.
 * `remainingDelayMs` is what applying every step with `applyCommand` at `now` leaves.
 *
 * @example
 * // 12 minutes late, with a 10-minute optional sequence and two required ones of 20 and 10:
 * landOnTime(state, now)
 * // { delayMs: 720000, remainingDelayMs: 0, steps: [
 * //   { type: 'skip', index: 2, savedMs: 600000 },
 * //   { type: 'addTime', index: 1, minutes: -1, savedMs: 60000 },
 * //   { type: 'addTime', index: 3, minutes: -1, savedMs: 60000 } ] }
 */
export function landOnTime(state: RunState, now: number): LandingPlan {
  const active = state.status === 'running' || state.status === 'paused';
  if (!active || state.startedAt === null) {
    return { delayMs: state.delayMs, steps: [], remainingDelayMs: Math.max(0, state.delayMs) };
  }
  const end = projectedEnd(state.sequences, state.currentIndex, spentMs(state, now), now);
  const delayMs = end - plannedEnd(state.sequences, state.startedAt);
  const steps: LandingStep[] = [];
  let late = delayMs;
  const later = state.sequences.filter((s) => s.index > state.currentIndex && !s.skipped);
  for (const sequence of [...later].reverse()) {
    if (late <= 0) break;
    const savedMs = leftOf(sequence);
    if (!sequence.optional || savedMs === 0) continue;
    steps.push({ type: 'skip', index: sequence.index, savedMs });
    late -= savedMs;
  }
  if (late > 0) {
    const required = later.filter((sequence) => !sequence.optional);
    const minutes = shareMinutes(
      Math.ceil(late / MINUTE),
      required.map(leftOf),
      required.map(shortenableMinutes),
    );
    required.forEach((sequence, i) => {
      const cut = minutes[i] ?? 0;
      if (cut === 0) return;
      steps.push({ type: 'addTime', index: sequence.index, minutes: -cut, savedMs: cut * MINUTE });
      late -= cut * MINUTE;
    });
  }
  return { delayMs, steps, remainingDelayMs: Math.max(0, late) };
}
