import type { RunStateBody } from '@ordo/contract';

/** The server time the fixtures are built around. */
export const NOW = 1_800_000_000_000;

const minutes = (value: number) => value * 60_000;

/** A sequence of a test run: what the server snapshots of the agenda when a run starts. */
export type PlannedSequence = {
  title: string;
  optional: boolean;
  speakers: string[];
  plannedMs: number;
};

const defaultPlan: PlannedSequence[] = [
  { title: 'Welcome', optional: false, speakers: [], plannedMs: minutes(10) },
  { title: 'Retro', optional: false, speakers: ['Ana', 'Ben'], plannedMs: minutes(30) },
  { title: 'Wrap-up', optional: false, speakers: [], plannedMs: minutes(5) },
];

/**
 * A run state for tests, idle unless `patch` says otherwise. The default plan has three
 * sequences (Welcome 10 min, Retro 30 min with Ana and Ben, Wrap-up 5 min).
 */
export function runState(
  patch: Partial<RunStateBody> = {},
  plan: readonly PlannedSequence[] = defaultPlan,
): RunStateBody {
  return {
    position: 0,
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
    sequences: plan.map((sequence, index) => ({
      ...sequence,
      speakers: [...sequence.speakers],
      index,
      addedMs: 0,
      actualMs: 0,
      skipped: false,
    })),
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
