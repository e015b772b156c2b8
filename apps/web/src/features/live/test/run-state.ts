import type { RunStateBody } from '@ordo/contract';

/** The server time the fixtures are built around. */
export const NOW = 1_800_000_000_000;

const minutes = (value: number) => value * 60_000;

/**
 * A run state for tests: three sequences (Welcome 10 min, Retro 30 min with Ana and Ben,
 * Wrap-up 5 min), idle unless `patch` says otherwise.
 */
export function runState(patch: Partial<RunStateBody> = {}): RunStateBody {
  return {
    runId: null,
    status: 'idle',
    currentIndex: 0,
    startedAt: null,
    finishedAt: null,
    sequenceStartedAt: null,
    pausedAt: null,
    addedMs: 0,
    endsAt: null,
    delayMs: 0,
    sequences: [
      {
        index: 0,
        title: 'Welcome',
        optional: false,
        speakers: [],
        plannedMs: minutes(10),
        addedMs: 0,
        actualMs: 0,
        skipped: false,
      },
      {
        index: 1,
        title: 'Retro',
        optional: false,
        speakers: ['Ana', 'Ben'],
        plannedMs: minutes(30),
        addedMs: 0,
        actualMs: 0,
        skipped: false,
      },
      {
        index: 2,
        title: 'Wrap-up',
        optional: false,
        speakers: [],
        plannedMs: minutes(5),
        addedMs: 0,
        actualMs: 0,
        skipped: false,
      },
    ],
    message: null,
    blackout: false,
    ...patch,
  };
}

/** A running state on sequence `index` with `leftMs` of its target left at {@link NOW}. */
export function runningAt(
  index: number,
  leftMs: number,
  patch: Partial<RunStateBody> = {},
): RunStateBody {
  const base = runState();
  const target = base.sequences[index]?.plannedMs ?? 0;
  return runState({
    runId: 'run-1',
    status: 'running',
    currentIndex: index,
    startedAt: NOW - minutes(60),
    sequenceStartedAt: NOW - (target - leftMs),
    ...patch,
  });
}
