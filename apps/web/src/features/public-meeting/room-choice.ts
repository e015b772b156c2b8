const PREFIX = 'ordo.room.';

/**
 * A participant's breakout room (DESIGN §9 "Rooms"): its index, and the sequence it was chosen
 * in (null: from a room's link, `?room=N`, which holds for whichever sequence has rooms).
 */
export type RoomChoice = { room: number; sequence: number | null };

function parse(raw: string | null): RoomChoice | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<RoomChoice>;
    const room = value.room;
    const sequence = value.sequence ?? null;
    if (typeof room !== 'number' || !Number.isInteger(room) || room < 0) return null;
    if (sequence !== null && (typeof sequence !== 'number' || !Number.isInteger(sequence))) {
      return null;
    }
    return { room, sequence };
  } catch {
    return null;
  }
}

/**
 * The room each meeting's participant chose, kept in localStorage per meeting so a reload or
 * a phone that slept comes back to the same room. Storage may be refused (private browsing):
 * the choice then lasts as long as the page.
 */
export const roomChoiceStore = {
  read(meetingId: string): RoomChoice | null {
    try {
      return parse(localStorage.getItem(PREFIX + meetingId.toLowerCase()));
    } catch {
      return null;
    }
  },
  save(meetingId: string, choice: RoomChoice | null): void {
    try {
      const key = PREFIX + meetingId.toLowerCase();
      if (choice === null) localStorage.removeItem(key);
      else localStorage.setItem(key, JSON.stringify(choice));
    } catch {
      // Refused: the participant chooses again after a reload.
    }
  },
};

/**
 * The room a choice names in the sequence the run is on, or null: a choice made in another
 * sequence with rooms does not carry over, and an index that sequence lacks names nothing.
 *
 * @example roomIn({ room: 1, sequence: null }, 3, 2) // 1
 */
export function roomIn(
  choice: RoomChoice | null,
  currentIndex: number,
  roomCount: number,
): number | null {
  if (choice === null || choice.room >= roomCount) return null;
  return choice.sequence === null || choice.sequence === currentIndex ? choice.room : null;
}
