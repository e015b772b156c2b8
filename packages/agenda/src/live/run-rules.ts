import type { RunStatus } from './types.ts';

/** What `canSkip` reads of a run: a state as devices receive it, or anything shaped like it. */
export type SkipContext = {
  status: RunStatus;
  currentIndex: number;
  sequences: readonly unknown[];
};

/**
 * Whether the run accepts `skip { index }` now, either way (skip or bring back): the run is
 * running or paused and the sequence is still to come, optional or not. The current sequence
 * is not skipped but left (`next`); a past one is history (its time counts in Insight), and a
 * skipped past one comes back by going to it (`goTo`). `applyCommand` refuses exactly what this
 * refuses, so a screen can offer the button only where it works.
 *
 * @example
 * canSkip({ status: 'running', currentIndex: 1, sequences: [a, b, c, d] }, 3) // true
 * canSkip({ status: 'running', currentIndex: 1, sequences: [a, b, c, d] }, 1) // false (current)
 * canSkip({ status: 'idle', currentIndex: 0, sequences: [a, b] }, 1) // false (not started)
 */
export function canSkip(run: SkipContext, index: number): boolean {
  return (
    (run.status === 'running' || run.status === 'paused') &&
    Number.isInteger(index) &&
    index > run.currentIndex &&
    index < run.sequences.length
  );
}
