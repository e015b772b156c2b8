import { remainingMs } from '@ordo/agenda';
import type { RunStateBody } from '@ordo/contract';

type Sequence = RunStateBody['sequences'][number];

/** How urgent a running countdown looks. */
export type CountdownTone = 'normal' | 'warning' | 'overtime';

/** What a live screen shows as a whole: the run's status with the countdown's tone folded in. */
export type RunPhase = 'idle' | 'running' | 'warning' | 'overtime' | 'paused' | 'finished';

/** The warning starts with the last 20 % of a sequence, or its last 2 minutes if that is more. */
const WARNING_SHARE = 0.2;
const WARNING_FLOOR_MS = 120_000;

/**
 * The countdown's tone: overtime below zero, warning in the last 20 % or the last 2 minutes.
 *
 * @example countdownTone(90_000, 1_800_000) // 'warning' (the last 2 minutes)
 * @example countdownTone(-1_000, 600_000) // 'overtime'
 */
export function countdownTone(remaining: number, target: number): CountdownTone {
  if (remaining <= -1000) return 'overtime';
  return remaining <= Math.max(target * WARNING_SHARE, WARNING_FLOOR_MS) ? 'warning' : 'normal';
}

export type RunView = {
  phase: RunPhase;
  tone: CountdownTone;
  current: Sequence | null;
  /** The next sequence that will run (skipped ones jumped over), null on the last one. */
  next: Sequence | null;
  remainingMs: number;
  /** The current sequence's target: planned plus added time. */
  targetMs: number;
};

/**
 * Everything a live screen derives from a state and the server clock, in one place so the
 * stage, the remote, the public view and the cockpit agree.
 *
 * @example runView(state, live.serverNow()).phase // 'warning'
 */
export function runView(state: RunStateBody, serverNow: number): RunView {
  const current = state.sequences[state.currentIndex] ?? null;
  const next = state.sequences.find((s) => s.index > state.currentIndex && !s.skipped) ?? null;
  const remaining = current ? remainingMs(state, serverNow) : 0;
  const targetMs = current ? current.plannedMs + current.addedMs : 0;
  const tone = countdownTone(remaining, targetMs);
  return {
    phase: phaseOf(state.status, tone),
    tone,
    current,
    next,
    remainingMs: remaining,
    targetMs,
  };
}

function phaseOf(status: RunStateBody['status'], tone: CountdownTone): RunPhase {
  switch (status) {
    case 'idle':
      return 'idle';
    case 'paused':
      return 'paused';
    case 'finished':
      return 'finished';
    case 'running':
      return tone === 'normal' ? 'running' : tone;
  }
}

/** Where a sequence stands in the run: done (or skipped) before the current one, current, to come. */
export type SequenceProgress = 'done' | 'skipped' | 'current' | 'upcoming';

/**
 * A sequence's place in the run. Idle: everything is to come; finished: everything is done
 * (skipped ones stay skipped).
 *
 * @example sequenceProgress(state, 0) // 'done' once the run moved on
 */
export function sequenceProgress(state: RunStateBody, index: number): SequenceProgress {
  const sequence = state.sequences[index];
  if (sequence?.skipped) return 'skipped';
  if (state.status === 'idle') return 'upcoming';
  if (state.status === 'finished') return 'done';
  if (index === state.currentIndex) return 'current';
  return index < state.currentIndex ? 'done' : 'upcoming';
}
