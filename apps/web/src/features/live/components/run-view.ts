import { remainingMs } from '@ordo/agenda';
import type { RunStateBody, StageWarnings } from '@ordo/contract';

type Sequence = RunStateBody['sequences'][number];

/**
 * How urgent a running countdown looks: amber (`warning`) under the amber threshold, `red`
 * under the red one while time is left, `overtime` past zero.
 */
export type CountdownTone = 'normal' | 'warning' | 'red' | 'overtime';

/** What a live screen shows as a whole: the run's status with the countdown's tone folded in. */
export type RunPhase = 'idle' | 'running' | 'warning' | 'red' | 'overtime' | 'paused' | 'finished';

/** The default rule (a meeting's `stageWarnings` null): amber in the last 20 % or 2 minutes. */
const WARNING_SHARE = 0.2;
const WARNING_FLOOR_MS = 120_000;

/**
 * The amber and red thresholds in ms left of a sequence whose target is `target`. Red 0 means
 * red only in overtime.
 *
 * @example warningThresholds(600_000, { unit: 'percent', amber: 50, red: 10 }) // { amberMs: 300_000, redMs: 60_000 }
 */
export function warningThresholds(
  target: number,
  warnings: StageWarnings | null | undefined,
): { amberMs: number; redMs: number } {
  if (!warnings) return { amberMs: Math.max(target * WARNING_SHARE, WARNING_FLOOR_MS), redMs: 0 };
  const toMs = (value: number) =>
    warnings.unit === 'minutes' ? value * 60_000 : (target * value) / 100;
  return { amberMs: toMs(warnings.amber), redMs: toMs(warnings.red) };
}

/**
 * The countdown's tone under a meeting's thresholds (null: the default rule). The last second
 * before zero still reads "0:00", so overtime starts one second past it.
 *
 * @example countdownTone(90_000, 1_800_000) // 'warning' (the last 2 minutes)
 * @example countdownTone(20_000, 600_000, { unit: 'minutes', amber: 2, red: 0.5 }) // 'red'
 * @example countdownTone(-1_000, 600_000) // 'overtime'
 */
export function countdownTone(
  remaining: number,
  target: number,
  warnings?: StageWarnings | null,
): CountdownTone {
  if (remaining <= -1000) return 'overtime';
  const { amberMs, redMs } = warningThresholds(target, warnings);
  if (redMs > 0 && remaining <= redMs) return 'red';
  return remaining <= amberMs ? 'warning' : 'normal';
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
 * stage, the remote, the public view and the cockpit agree; `warnings` are the meeting's
 * thresholds (null or absent: the default rule).
 *
 * @example runView(state, live.serverNow()).phase // 'warning'
 */
export function runView(
  state: RunStateBody,
  serverNow: number,
  warnings?: StageWarnings | null,
): RunView {
  const current = state.sequences[state.currentIndex] ?? null;
  const next = state.sequences.find((s) => s.index > state.currentIndex && !s.skipped) ?? null;
  const remaining = current ? remainingMs(state, serverNow) : 0;
  const targetMs = current ? current.plannedMs + current.addedMs : 0;
  const tone = countdownTone(remaining, targetMs, warnings);
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
