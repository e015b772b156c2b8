import { applyCommand, idleRun } from './apply-command.ts';
import type { RunAgenda, RunLogEntry, RunRoomResult, RunState } from './types.ts';

/** One sequence of the Insight tab: its plan against what happened. */
export type SequenceStatistics = {
  index: number;
  title: string;
  optional: boolean;
  plannedMs: number;
  /** Time added (negative: removed) live, with `addTime`, `setTimeLeft` or `endAt`. */
  addedMs: number;
  actualMs: number;
  /**
   * `actualMs - plannedMs` (negative: it ended early) for a sequence of the plan; for one set
   * aside, its `actualMs` (0 when it never ran), so the overruns add up to the run's.
   */
  overrunMs: number;
  skipped: boolean;
  /**
   * Left out of the planned total: skipped, or optional and never run (no time spent on it).
   * A required sequence the run never reached stays in the plan: it was meant to run.
   */
  setAside: boolean;
  /**
   * Its rooms, each planned against actual (the sum of its steps') and per step, only when it
   * has rooms (DESIGN §9 "Rooms"). A room without `###` has one step named after it.
   */
  rooms?: RunRoomResult[];
};

/** Planned against actual time, per sequence and in total (DESIGN §4 "Statistics"). */
export type RunStatistics = {
  /**
   * The planned time of what was planned to run: every sequence that ran, and every required
   * one that was not skipped. Skipped sequences and optional ones never run are counted apart.
   */
  totalPlannedMs: number;
  /** Every sequence's actual time: how long the run took, pauses left out. */
  totalActualMs: number;
  /** The planned time of the skipped sequences (optional or not). */
  skippedPlannedMs: number;
  /** The planned time of the optional sequences neither skipped nor run. */
  optionalNotRunPlannedMs: number;
  sequences: SequenceStatistics[];
};

/**
 * The figures the Insight tab and the cockpit's finished screen show, from a run's state
 * (normally a finished one; for a live run they are as of the state's derivation, and an
 * optional sequence not reached yet counts as not run). Overrun compares with the planned time,
 * not the target after `addTime`: added minutes are themselves an overrun of the plan, and
 * `addedMs` says how much of it was decided live. A sequence "ran" when time was spent on it
 * (`actualMs > 0`), as `projectRun` reads it.
 *
 * @example
 * runStatistics(finishedState) // A ran 14 of 10 min, B (optional) was skipped
 * // { totalPlannedMs: 600000, totalActualMs: 840000, skippedPlannedMs: 300000,
 * //   optionalNotRunPlannedMs: 0, sequences: [
 * //   { index: 0, title: 'A', optional: false, plannedMs: 600000, addedMs: 240000,
 * //     actualMs: 840000, overrunMs: 240000, skipped: false, setAside: false },
 * //   { index: 1, title: 'B', optional: true, plannedMs: 300000, addedMs: 0, actualMs: 0,
 * //     overrunMs: 0, skipped: true, setAside: true } ] }
 */
export function runStatistics(state: RunState): RunStatistics {
  const sequences = state.sequences.map((sequence): SequenceStatistics => {
    const setAside = sequence.skipped || (sequence.optional && sequence.actualMs <= 0);
    const statistics: SequenceStatistics = {
      index: sequence.index,
      title: sequence.title,
      optional: sequence.optional,
      plannedMs: sequence.plannedMs,
      addedMs: sequence.addedMs,
      actualMs: sequence.actualMs,
      overrunMs: setAside ? sequence.actualMs : sequence.actualMs - sequence.plannedMs,
      skipped: sequence.skipped,
      setAside,
    };
    if (sequence.rooms !== undefined) {
      statistics.rooms = sequence.rooms.map((room) => ({
        index: room.index,
        name: room.name,
        plannedMs: room.plannedMs,
        actualMs: room.actualMs,
        steps: room.steps.map((step) => ({ ...step })),
      }));
    }
    return statistics;
  });
  const plannedOf = (keep: (sequence: SequenceStatistics) => boolean) =>
    sequences.filter(keep).reduce((total, sequence) => total + sequence.plannedMs, 0);
  return {
    totalPlannedMs: plannedOf((sequence) => !sequence.setAside),
    totalActualMs: sequences.reduce((total, sequence) => total + sequence.actualMs, 0),
    skippedPlannedMs: plannedOf((sequence) => sequence.skipped),
    optionalNotRunPlannedMs: plannedOf((sequence) => sequence.setAside && !sequence.skipped),
    sequences,
  };
}

/**
 * When each sequence of a run actually started: the server time of the first command after
 * which it was the current sequence of a running run (`start`, `next`, `previous`, `goTo`, or
 * the `resume` of a pause during which the run moved to it). A sequence visited twice keeps
 * its first start; one never run is null. A `start` or `restart` in the log begins afresh, as
 * the run does. Refused entries are passed over, as `replayRun` does.
 *
 * @example
 * sequenceStarts([{ command: { type: 'start', runId: 'r1' }, at: 1000 },
 *                 { command: { type: 'next' }, at: 61000 }], agendaOfThree)
 * // [1000, 61000, null]
 */
export function sequenceStarts(log: readonly RunLogEntry[], agenda: RunAgenda): (number | null)[] {
  const none = () => agenda.sequences.map((): number | null => null);
  let core = idleRun(agenda);
  let starts = none();
  for (const entry of log) {
    const result = applyCommand(core, entry.command, entry.at);
    if (!result.ok) continue;
    core = result.core;
    if (entry.command.type === 'start' || entry.command.type === 'restart') starts = none();
    if (core.status === 'running' && starts[core.currentIndex] === null) {
      starts[core.currentIndex] = entry.at;
    }
  }
  return starts;
}
