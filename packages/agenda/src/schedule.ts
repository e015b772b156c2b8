import { clockAt, parseClock } from './clock.ts';
import type { Agenda, Room, Schedule, ScheduleItem, ScheduleRoom, ScheduleSpan } from './types.ts';

const MINUTES_PER_DAY = 1440;
/** `HH:MM` by minute of the day, filled as met: a long agenda reuses a few hundred strings. */
const clockTexts: string[] = [];

/** `clockAt`, with its strings shared: the same minute of the day gives the same string. */
function cachedClockAt(hundredths: number): string {
  const minutes = Math.floor((hundredths + 50) / 100);
  const ofDay = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  let text = clockTexts[ofDay];
  if (text === undefined) {
    text = clockAt(ofDay * 100);
    clockTexts[ofDay] = text;
  }
  return text;
}

/** Hundredths of a minute: integers, so that sums never drift (`0.1 + 0.2`). */
function hundredths(minutes: number): number {
  return Number.isFinite(minutes) && minutes > 0 ? Math.round(minutes * 100) : 0;
}

function span(index: number, from: number, to: number, origin: number | null): ScheduleSpan {
  const result: ScheduleSpan = { index, startMinute: from / 100, endMinute: to / 100 };
  if (origin !== null) {
    result.start = cachedClockAt(origin + from);
    result.end = cachedClockAt(origin + to);
  }
  return result;
}

/** Each room from the sequence's start (`offset`, hundredths), its steps one after another. */
function roomLanes(rooms: readonly Room[], offset: number, origin: number | null): ScheduleRoom[] {
  return rooms.map((room) => {
    let at = offset;
    const steps = room.steps.map((step) => {
      const from = at;
      at += hundredths(step.minutes);
      return span(step.index, from, at, origin);
    });
    return { ...span(room.index, offset, offset + hundredths(room.minutes), origin), steps };
  });
}

/**
 * Lays the sequences end to end (DESIGN §3 rule 10), optional ones included, in order. With a
 * valid start (`H:MM` or `HH:MM`), every item and the whole schedule get clock times, rounded
 * to the nearest minute and wrapping past midnight; without one there are no clock times and
 * no `end` (so callers pass a meeting's `startTime` as it is, null or not). A duration that is not a finite positive number counts as 0.
 * A sequence with rooms gets its rooms' lanes (`item.rooms`); rooms never lengthen it.
 *
 * @example
 * scheduleAgenda(parseAgenda('# A\n: 10\n/# B\n: 5').agenda, { start: '9:00' })
 * // { items: [{ index: 0, startMinute: 0, endMinute: 10, start: '09:00', end: '09:10' },
 * //           { index: 1, startMinute: 10, endMinute: 15, start: '09:10', end: '09:15' }],
 * //   totalMinutes: 15, requiredMinutes: 10, optionalMinutes: 5, end: '09:15' }
 */
export function scheduleAgenda(
  agenda: Agenda,
  options: { start?: string | null | undefined } = {},
): Schedule {
  const startClock = typeof options.start === 'string' ? parseClock(options.start) : null;
  const origin = startClock === null ? null : startClock * 100;
  const items: ScheduleItem[] = [];
  let offset = 0;
  let required = 0;
  let optional = 0;
  agenda.sequences.forEach((sequence, index) => {
    const length = hundredths(sequence.durationMinutes);
    const item: ScheduleItem = {
      index,
      startMinute: offset / 100,
      endMinute: (offset + length) / 100,
    };
    if (origin !== null) {
      item.start = cachedClockAt(origin + offset);
      item.end = cachedClockAt(origin + offset + length);
    }
    if (sequence.rooms !== undefined) item.rooms = roomLanes(sequence.rooms, offset, origin);
    items.push(item);
    offset += length;
    if (sequence.optional) optional += length;
    else required += length;
  });
  const schedule: Schedule = {
    items,
    totalMinutes: offset / 100,
    requiredMinutes: required / 100,
    optionalMinutes: optional / 100,
  };
  if (origin !== null) schedule.end = cachedClockAt(origin + offset);
  return schedule;
}
