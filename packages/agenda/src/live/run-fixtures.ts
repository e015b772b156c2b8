import { idleRun } from './apply-command.ts';
import { MINUTE, plan, runOf } from './test-support.ts';
import type { RunAgenda, RunCore, RunSequenceProgress, RunStatus } from './types.ts';

// The run the state machine's tables start from. Test support: not exported from the package.

// A: 10 min, B: 5 min optional, C: 20 min, D: 15 min optional.
export const AGENDA: RunAgenda = {
  sequences: [
    plan({ title: 'A', plannedMs: 10 * MINUTE }),
    plan({ title: 'B', plannedMs: 5 * MINUTE, optional: true }),
    plan({ title: 'C', plannedMs: 20 * MINUTE }),
    plan({ title: 'D', plannedMs: 15 * MINUTE, optional: true }),
  ],
};
export const T0 = 1_000;
// Started at T0, on B from T0 + 10 min; commands below arrive one minute into B.
export const ON_B = T0 + 10 * MINUTE;
export const NOW = ON_B + MINUTE;
export const PAUSED_AT = ON_B + 30_000;

export const IDLE = idleRun(AGENDA);
export const RUNNING = runOf(AGENDA, [
  { command: { type: 'start', runId: 'r1' }, at: T0 },
  { command: { type: 'next' }, at: ON_B },
]);
export const PAUSED = runOf(AGENDA, [
  { command: { type: 'start', runId: 'r1' }, at: T0 },
  { command: { type: 'next' }, at: ON_B },
  { command: { type: 'pause' }, at: PAUSED_AT },
]);
export const FINISHED = runOf(AGENDA, [
  { command: { type: 'start', runId: 'r1' }, at: T0 },
  { command: { type: 'next' }, at: ON_B },
  { command: { type: 'message', text: 'Bye', flash: true }, at: ON_B },
  { command: { type: 'blackout', on: true }, at: ON_B },
  { command: { type: 'finish' }, at: PAUSED_AT },
]);
export const STATES: Record<RunStatus, RunCore> = {
  idle: IDLE,
  running: RUNNING,
  paused: PAUSED,
  finished: FINISHED,
};

/** The progress of AGENDA with `changes` made to some sequences. */
export function progress(
  changes: Record<number, Partial<RunSequenceProgress>> = {},
): RunSequenceProgress[] {
  return AGENDA.sequences.map((sequence, index) => ({
    plannedMs: sequence.plannedMs,
    spentMs: 0,
    addedMs: 0,
    skipped: false,
    ...changes[index],
  }));
}

export const fresh = (runId: string, at: number): RunCore => ({
  runId,
  status: 'running',
  currentIndex: 0,
  startedAt: at,
  finishedAt: null,
  sequenceStartedAt: at,
  pausedAt: null,
  pausedMs: 0,
  progress: progress(),
  message: null,
  blackout: false,
});
