import type { Agenda, Room } from '../types.ts';
import type { RunAgenda, RunRoomPlan, RunSequencePlan } from './types.ts';

/** A duration that is not a finite positive number counts as 0, as in `scheduleAgenda`. */
function plannedMsOf(minutes: number): number {
  return Number.isFinite(minutes) && minutes > 0 ? Math.round(minutes * 60_000) : 0;
}

/**
 * The snapshot a run is started with: each sequence's public fields and its planned time in
 * milliseconds, with its rooms' names, hosts and steps. Notes, comments and descriptions stay
 * out, so a run's log and state never carry anything an editor alone may read.
 *
 * @example
 * runAgendaOf(parseAgenda('# A\n: 7.5\n@ Ana\n/# B\n: 5').agenda)
 * // { sequences: [
 * //   { title: 'A', optional: false, speakers: ['Ana'], plannedMs: 450000 },
 * //   { title: 'B', optional: true, speakers: [], plannedMs: 300000 } ] }
 */
export function runAgendaOf(agenda: Agenda): RunAgenda {
  return {
    sequences: agenda.sequences.map((sequence) => {
      const plan: RunSequencePlan = {
        title: sequence.title,
        optional: sequence.optional,
        speakers: [...sequence.speakers],
        plannedMs: plannedMsOf(sequence.durationMinutes),
      };
      return sequence.rooms === undefined
        ? plan
        : { ...plan, rooms: sequence.rooms.map(roomPlanOf) };
    }),
  };
}

/**
 * A room's public fields and planned times (DESIGN §9 "Rooms"); a room without `###` steps
 * runs as one step named after it, so every room has at least one step to be on.
 */
function roomPlanOf(room: Room): RunRoomPlan {
  const plannedMs = plannedMsOf(room.minutes);
  const steps =
    room.steps.length === 0
      ? [{ title: room.name, plannedMs }]
      : room.steps.map((step) => ({ title: step.title, plannedMs: plannedMsOf(step.minutes) }));
  return { name: room.name, hosts: [...room.hosts], plannedMs, steps };
}
