import type { Agenda, PublicAgenda, PublicRoom, Room } from './types.ts';

/**
 * What anyone who cannot edit the meeting may see: the agenda without its notes and comments,
 * at every level (header, sequences, rooms). Built field by field (never by spreading) so that a property added to
 * `Agenda` later stays private until someone decides otherwise.
 *
 * @example
 * publicAgenda(parseAgenda('Retro\nsecret\n# A\n: 5\n// hidden').agenda)
 * // { title: 'Retro', objective: '', sequences: [{ title: 'A', optional: false,
 * //   durationMinutes: 5, speakers: [], description: '' }] }
 */
export function publicAgenda(agenda: Agenda): PublicAgenda {
  return {
    title: agenda.title,
    objective: agenda.objective,
    sequences: agenda.sequences.map((sequence) => ({
      title: sequence.title,
      optional: sequence.optional,
      durationMinutes: sequence.durationMinutes,
      speakers: [...sequence.speakers],
      description: sequence.description,
      ...(sequence.rooms === undefined ? {} : { rooms: sequence.rooms.map(publicRoom) }),
    })),
  };
}

/** A room without its notes and comments (DESIGN §9 "Rooms"), built field by field too. */
function publicRoom(room: Room): PublicRoom {
  return {
    index: room.index,
    name: room.name,
    minutes: room.minutes,
    hosts: [...room.hosts],
    description: room.description,
    steps: room.steps.map((step) => ({
      index: step.index,
      title: step.title,
      minutes: step.minutes,
    })),
  };
}
