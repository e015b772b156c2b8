import type { Agenda } from '../types.ts';
import type { RunAgenda } from './types.ts';

/** A duration that is not a finite positive number counts as 0, as in `scheduleAgenda`. */
function plannedMsOf(minutes: number): number {
  return Number.isFinite(minutes) && minutes > 0 ? Math.round(minutes * 60_000) : 0;
}

/**
 * The snapshot a run is started with: each sequence's public fields and its planned time in
 * milliseconds. Notes, comments and descriptions stay out, so a run's log and state never
 * carry anything an editor alone may read.
 *
 * @example
 * runAgendaOf(parseAgenda('# A\n: 7.5\n@ Ana\n/# B\n: 5').agenda)
 * // { sequences: [
 * //   { title: 'A', optional: false, speakers: ['Ana'], plannedMs: 450000 },
 * //   { title: 'B', optional: true, speakers: [], plannedMs: 300000 } ] }
 */
export function runAgendaOf(agenda: Agenda): RunAgenda {
  return {
    sequences: agenda.sequences.map((sequence) => ({
      title: sequence.title,
      optional: sequence.optional,
      speakers: [...sequence.speakers],
      plannedMs: plannedMsOf(sequence.durationMinutes),
    })),
  };
}
