import type { Language } from './types.ts';

/**
 * The one space of a duration: no-break, so "1 h 30" never splits across two lines. README
 * "Formats" says which shapes each language reads.
 */
export const DURATION_SPACE = '\u00A0';
const S = DURATION_SPACE;

function number(value: number, language: Language): string {
  const text = String(value);
  return language === 'fr' ? text.replace('.', ',') : text;
}

/**
 * A duration for people to read, the only way the app writes one (timeline, totals, share
 * preview, print, live views, Insight, calendar descriptions). Under an hour: `"45 min"` in both
 * languages. From an hour, what a facilitator writes in each language: English `"1 h 15 min"`,
 * French `"1 h 15"` (minutes on two digits: `"1 h 05"`), and `"2 h"` on the hour in both. All
 * spaces are no-break (`DURATION_SPACE`). Minutes are rounded to two decimals first, so `119.999`
 * is `"2 h"`; decimals stay (`7.5` is `"7.5 min"`, `"7,5 min"` in French, and French writes
 * `"1 h 30,5 min"` so the unit is never in doubt). A negative duration (an overrun shown as a
 * deficit) gets a leading `-`; anything not finite reads as `"0 min"`.
 *
 * @example formatMinutes(75, 'en') // '1 h 15 min'
 * @example formatMinutes(65, 'fr') // '1 h 05'
 * @example formatMinutes(45, 'en') // '45 min'
 */
export function formatMinutes(minutes: number, language: Language): string {
  const total = Number.isFinite(minutes) ? Math.round(Math.abs(minutes) * 100) : 0;
  const sign = minutes < 0 && total > 0 ? '-' : '';
  const hours = Math.floor(total / 6000);
  const rest = (total - hours * 6000) / 100;
  if (hours === 0) return `${sign}${number(rest, language)}${S}min`;
  if (rest === 0) return `${sign}${hours}${S}h`;
  if (language === 'fr' && Number.isInteger(rest)) {
    return `${sign}${hours}${S}h${S}${String(rest).padStart(2, '0')}`;
  }
  return `${sign}${hours}${S}h${S}${number(rest, language)}${S}min`;
}
