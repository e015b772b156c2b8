/**
 * Wall-clock times as "HH:MM" (DESIGN §3 rule 10). Offsets are kept in hundredths of a minute
 * so sums of two-decimal durations stay exact.
 */

const MINUTES_PER_DAY = 1440;
const START_TIME = /^([01]?[0-9]|2[0-3]):([0-5][0-9])$/;

/**
 * Reads a start time, `H:MM` or `HH:MM` from 00:00 to 23:59 after trimming, as minutes since
 * midnight; `null` for anything else.
 *
 * @example parseClock(' 9:05 ') // 545
 * @example parseClock('24:00') // null
 */
export function parseClock(text: string): number | null {
  const match = START_TIME.exec(text.trim());
  if (match === null) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * The clock time `hundredths` hundredths of a minute after midnight, rounded to the nearest
 * minute (half up) and wrapped past midnight.
 *
 * @example clockAt(9 * 6000 + 750) // '09:08'
 */
export function clockAt(hundredths: number): string {
  const minutes = Math.floor((hundredths + 50) / 100);
  const ofDay = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const hours = Math.floor(ofDay / 60);
  return `${String(hours).padStart(2, '0')}:${String(ofDay % 60).padStart(2, '0')}`;
}
