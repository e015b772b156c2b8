import { formatMinutes } from '@ordo/agenda';

/**
 * The whole seconds a countdown shows for `ms`: rounded up while time is left (0:01 stays until
 * the last millisecond is gone), down in overtime (so -0:01 comes a full second after 0:00).
 *
 * @example countdownSeconds(59_200) // 60
 * @example countdownSeconds(-1_500) // -1
 */
export function countdownSeconds(ms: number): number {
  if (!Number.isFinite(ms)) return 0;
  const seconds = ms >= 0 ? Math.ceil(ms / 1000) : -Math.floor(-ms / 1000);
  return seconds === 0 ? 0 : seconds;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A countdown as a clock: `m:ss` (two-digit minutes from 10), `h:mm:ss` from an hour, a leading
 * minus in overtime. Without seconds: `m` minutes (rounded like the seconds) or `h:mm`.
 *
 * @example formatClock(754_000) // '12:34'
 * @example formatClock(3_723_000) // '1:02:03'
 * @example formatClock(-65_000) // '-1:05'
 * @example formatClock(754_000, false) // '13'
 */
export function formatClock(ms: number, showSeconds = true): string {
  const seconds = countdownSeconds(ms);
  const sign = seconds < 0 ? '-' : '';
  const total = Math.abs(seconds);
  if (!showSeconds) {
    const minutes = seconds < 0 ? Math.floor(total / 60) : Math.ceil(total / 60);
    const hours = Math.floor(minutes / 60);
    return hours > 0 ? `${sign}${hours}:${pad(minutes % 60)}` : `${sign}${minutes}`;
  }
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  return hours > 0
    ? `${sign}${hours}:${pad(minutes)}:${pad(rest)}`
    : `${sign}${minutes}:${pad(rest)}`;
}

/**
 * A remaining time as a duration (minutes rounded up, so the last seconds still read "1 min"),
 * written by the app's one duration format, used where a clock would be too loud (the public
 * view's "remaining" line, the presenter's next sequence).
 *
 * @example formatDuration(90_000, 'en') // '2 min'
 * @example formatDuration(3_900_000, 'fr') // '1 h 05'
 */
export function formatDuration(ms: number, language: 'en' | 'fr'): string {
  return formatMinutes(Math.max(0, Math.ceil((Number.isFinite(ms) ? ms : 0) / 60_000)), language);
}

/**
 * `HH:MM` of an instant in the viewer's time zone: when the run will (or did) end.
 *
 * @example clockTime(Date.UTC(2026, 0, 1, 9, 5), 'en') // '09:05' in a UTC zone
 */
export function clockTime(epochMs: number, language: 'en' | 'fr'): string {
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(epochMs));
}

/**
 * A signed delay in whole minutes for sentences, rounded to the nearest.
 *
 * @example wholeMinutes(-90_000) // 2
 */
export function wholeMinutes(ms: number): number {
  return Math.round(Math.abs(ms) / 60_000);
}
