import { currentSpentMs, isActive } from './run-moves.ts';
import { notNow, ok, refuse } from './run-results.ts';
import type { ApplyResult, RunCommand, RunCore } from './types.ts';

/** The most `setTimeLeft` may leave and the furthest `endAt` may reach: 12 hours. */
export const TIME_LEFT_LIMIT_SECONDS = 12 * 60 * 60;

/**
 * Leaves exactly `leftMs` of the current sequence at `now` by moving its added time: the
 * target becomes what it has spent plus `leftMs`, so the target never goes below zero.
 * While paused the time left stays frozen at `leftMs` until the run resumes.
 */
function leaveOnCurrent(core: RunCore, leftMs: number, now: number): RunCore {
  const spent = currentSpentMs(core, now);
  const progress = core.progress.map((entry, index) =>
    index === core.currentIndex ? { ...entry, addedMs: spent + leftMs - entry.plannedMs } : entry,
  );
  return { ...core, progress };
}

/**
 * `setTimeLeft { seconds }`: whole seconds from 0 to 12 hours, while running or paused.
 * Internal: `applyCommand` is the way in.
 *
 * @example
 * // Four minutes into a 10-minute sequence: 6 min left; afterwards, 90 s.
 * setTimeLeft(core, { type: 'setTimeLeft', seconds: 90 }, now) // addedMs: -270000
 */
export function setTimeLeft(
  core: RunCore,
  command: Extract<RunCommand, { type: 'setTimeLeft' }>,
  now: number,
): ApplyResult {
  if (!isActive(core)) return notNow('set the time left of', core);
  const { seconds } = command;
  if (
    typeof seconds !== 'number' ||
    !Number.isInteger(seconds) ||
    seconds < 0 ||
    seconds > TIME_LEFT_LIMIT_SECONDS
  ) {
    return refuse('VALIDATION_FAILED', 'Seconds must be a whole number from 0 to 43200.');
  }
  return ok(leaveOnCurrent(core, seconds * 1000, now));
}

/**
 * `endAt { at }`: the current sequence ends at server time `at`, from now to 12 hours later.
 * Internal: `applyCommand` is the way in.
 *
 * @example
 * endAt(core, { type: 'endAt', at: now + 90_000 }, now) // as setTimeLeft with 90 seconds
 * endAt(core, { type: 'endAt', at: now - 1 }, now) // refused: VALIDATION_FAILED
 */
export function endAt(
  core: RunCore,
  command: Extract<RunCommand, { type: 'endAt' }>,
  now: number,
): ApplyResult {
  if (!isActive(core)) return notNow('set the end of', core);
  const { at } = command;
  if (typeof at !== 'number' || !Number.isFinite(at)) {
    return refuse('VALIDATION_FAILED', 'The end must be a time in epoch milliseconds.');
  }
  if (at < now || at - now > TIME_LEFT_LIMIT_SECONDS * 1000) {
    return refuse('VALIDATION_FAILED', 'The end must be between now and 12 hours from now.');
  }
  return ok(leaveOnCurrent(core, at - now, now));
}
