import type { RunState } from './types.ts';

/** One sequence of the Insight tab: its plan against what happened. */
export type SequenceStatistics = {
  index: number;
  title: string;
  plannedMs: number;
  actualMs: number;
  /** `actualMs - plannedMs` (negative: it ended early); 0 for a skipped sequence. */
  overrunMs: number;
  skipped: boolean;
};

/** Planned against actual time, per sequence and in total (DESIGN §4 "Statistics"). */
export type RunStatistics = {
  /** Every sequence's planned time, skipped and optional ones included: the plan as written. */
  totalPlannedMs: number;
  /** Every sequence's actual time: how long the run took, pauses left out. */
  totalActualMs: number;
  sequences: SequenceStatistics[];
};

/**
 * The figures the Insight tab shows, from a run's state (normally a finished one; for a live
 * run they are as of the state's derivation). Overrun compares with the planned time, not the
 * target after `addTime`: added minutes are themselves an overrun of the plan.
 *
 * @example
 * runStatistics(finishedState)
 * // { totalPlannedMs: 900000, totalActualMs: 840000, sequences: [
 * //   { index: 0, title: 'A', plannedMs: 600000, actualMs: 840000, overrunMs: 240000,
 * //     skipped: false },
 * //   { index: 1, title: 'B', plannedMs: 300000, actualMs: 0, overrunMs: 0, skipped: true } ] }
 */
export function runStatistics(state: RunState): RunStatistics {
  const sequences = state.sequences.map((sequence) => ({
    index: sequence.index,
    title: sequence.title,
    plannedMs: sequence.plannedMs,
    actualMs: sequence.actualMs,
    overrunMs: sequence.skipped ? 0 : sequence.actualMs - sequence.plannedMs,
    skipped: sequence.skipped,
  }));
  return {
    totalPlannedMs: sequences.reduce((total, sequence) => total + sequence.plannedMs, 0),
    totalActualMs: sequences.reduce((total, sequence) => total + sequence.actualMs, 0),
    sequences,
  };
}
