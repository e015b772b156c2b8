import type { Room } from '@ordo/agenda';
import type { Language, Method } from './types.ts';

const words = {
  en: {
    room: (letter: string) => `Group ${letter}`,
    host: (letter: string) => `Host ${letter}`,
    notes: (size: string) =>
      `About ${size} people. The host keeps time and brings the group's result back to the plenary.`,
  },
  fr: {
    room: (letter: string) => `Groupe ${letter}`,
    host: (letter: string) => `Hôte ${letter}`,
    notes: (size: string) =>
      `Environ ${size} personnes. L'hôte tient le temps et rapporte le résultat du groupe en plénière.`,
  },
} as const;

/** Above this many people, a small-group method runs in breakout rooms (issue 28). */
export const ROOMS_FROM = 13;
const LARGEST_ROOM = 8;
/** Minutes kept in the sequence after the rooms, to come back and hear each group. */
const BACK_IN_PLENARY = 5;

/**
 * Breakout rooms for a method that works in small groups when the group is larger than about
 * twelve: rooms of four to eight people, each with a host, lettered A, B, C… Undefined when the
 * method works in plenary or the group is small enough to stay in one room.
 *
 * @example roomsFor(worldCafe, 30, 20, 'en')?.length // 3 rooms of 6–7, 25 min each
 */
export function roomsFor(
  method: Method,
  minutes: number,
  participants: number,
  language: Language,
): Room[] | undefined {
  if (method.mode !== 'small-groups' || participants < ROOMS_FROM) return undefined;
  const count = Math.min(26, Math.ceil(participants / LARGEST_ROOM));
  const smallest = Math.floor(participants / count);
  const size =
    smallest === Math.ceil(participants / count) ? `${smallest}` : `${smallest}–${smallest + 1}`;
  const roomMinutes = minutes >= 20 ? minutes - BACK_IN_PLENARY : minutes;
  const text = words[language];
  return Array.from({ length: count }, (_, index) => {
    const letter = String.fromCharCode(65 + index);
    return {
      index,
      name: text.room(letter),
      minutes: roomMinutes,
      hosts: [text.host(letter)],
      description: '',
      notes: text.notes(size),
      comments: [],
      steps: [],
    };
  });
}
