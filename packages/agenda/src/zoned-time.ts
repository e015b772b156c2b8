/**
 * Wall-clock times in IANA time zones, with the runtime's Intl data only (no time zone
 * library): the calendar export, the public meeting page and Insight's start delay turn
 * "date + start time in the meeting's zone" into an instant.
 */

/**
 * How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds.
 *
 * @example zoneOffset(Date.UTC(2026, 6, 1), 'Europe/Paris') // 7_200_000
 */
export function zoneOffset(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(new Date(instant));
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const wall = Date.UTC(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
  );
  return wall - instant;
}

/**
 * The instant (ms since epoch) a wall-clock `date` `time` happens in `timeZone`; null for a
 * malformed date, time or zone. Two passes settle the hour around a daylight-saving change.
 *
 * @example instantOf('2026-03-29', '09:00', 'Europe/Paris') // Date.UTC(2026, 2, 29, 7, 0)
 */
export function instantOf(date: string, time: string, timeZone: string): number | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!day || !clock) return null;
  const [year, month, dayOfMonth, hour, minute] = [...day.slice(1), ...clock.slice(1)].map(
    Number,
  ) as [number, number, number, number, number];
  const guess = Date.UTC(year, month - 1, dayOfMonth, hour, minute);
  // Date.UTC rolls 2026-13-01 or 25:00 over to another day; such input is simply invalid.
  const check = new Date(guess);
  if (
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== dayOfMonth ||
    hour > 23 ||
    minute > 59
  ) {
    return null;
  }
  try {
    const first = guess - zoneOffset(guess, timeZone);
    return guess - zoneOffset(first, timeZone);
  } catch {
    return null;
  }
}
