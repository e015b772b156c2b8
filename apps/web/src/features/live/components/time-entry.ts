// From the agenda package, not the contract: the participants' light build carries no zod.
import { instantOf, TIME_LEFT_LIMIT_SECONDS } from '@ordo/agenda';

/**
 * What "Set time left" accepts: minutes (`5`), minutes and seconds (`5:30`; `.` or `,` also
 * separate them, as a phone's number pad offers no colon), or `h:mm:ss`. Null for anything
 * else or beyond 12 hours.
 *
 * @example parseTimeLeft('5') // 300
 * @example parseTimeLeft('5:30') // 330
 * @example parseTimeLeft('1:05:00') // 3900
 * @example parseTimeLeft('5:75') // null
 */
export function parseTimeLeft(text: string): number | null {
  const parts = text.trim().split(/[:.,]/);
  if (parts.length > 3 || parts.some((part) => !/^\d{1,3}$/.test(part))) return null;
  const numbers = parts.map(Number);
  // Everything after the first part is a sexagesimal field: "5:75" is a typo, not 6:15.
  if (numbers.slice(1).some((value, i) => value > 59 || (parts[i + 1]?.length ?? 0) !== 2)) {
    return null;
  }
  const seconds =
    numbers.reduce((total, value) => total * 60 + value, 0) * (parts.length === 1 ? 60 : 1);
  return seconds <= TIME_LEFT_LIMIT_SECONDS ? seconds : null;
}

/**
 * Seconds as the field shows them: `m:ss`, or `h:mm:ss` from an hour.
 *
 * @example formatTimeLeft(330) // '5:30'
 */
export function formatTimeLeft(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const pad = (value: number) => String(value).padStart(2, '0');
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  return hours > 0
    ? `${hours}:${pad(minutes)}:${pad(whole % 60)}`
    : `${minutes}:${pad(whole % 60)}`;
}

export type EndAtEntry = { ok: true; at: number } | { ok: false; reason: 'invalid' | 'tooFar' };

/** The calendar day of `instant` in `timeZone`, as `YYYY-MM-DD`, `days` later. */
function dayIn(instant: number, timeZone: string, days = 0): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(instant));
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const day = new Date(Date.UTC(value('year'), value('month') - 1, value('day') + days));
  return day.toISOString().slice(0, 10);
}

/**
 * The server time "End at `hh:mm`" means on `timeZone`'s clock: the next time the clock shows
 * it (today, or tomorrow for a run past midnight), at most 12 hours from `serverNow` as the
 * engine allows; a time already gone today lands tomorrow, hence `tooFar`.
 *
 * @example endAtEntry('10:30', Date.UTC(2026, 5, 1, 8, 0), 'Europe/Paris') // { ok: true, at: Date.UTC(2026, 5, 1, 8, 30) }
 * @example endAtEntry('09:00', Date.UTC(2026, 5, 1, 8, 0), 'Europe/Paris') // { ok: false, reason: 'tooFar' }
 */
export function endAtEntry(text: string, serverNow: number, timeZone: string): EndAtEntry {
  const time = text.trim();
  if (!/^\d{1,2}:\d{2}$/.test(time)) return { ok: false, reason: 'invalid' };
  let at = instantOf(dayIn(serverNow, timeZone), time, timeZone);
  if (at === null) return { ok: false, reason: 'invalid' };
  if (at < serverNow) at = instantOf(dayIn(serverNow, timeZone, 1), time, timeZone) ?? at;
  if (at < serverNow || at - serverNow > TIME_LEFT_LIMIT_SECONDS * 1000) {
    return { ok: false, reason: 'tooFar' };
  }
  return { ok: true, at };
}
