import type { Language } from './types.ts';

function number(value: number, language: Language): string {
  const text = String(value);
  return language === 'fr' ? text.replace('.', ',') : text;
}

/**
 * A duration for people to read. Under an hour: `"45 min"`; from an hour: `"1h 15min"`, or
 * `"1h"` on the hour. Minutes are rounded to two decimals first, so `119.999` is `"2h"`;
 * decimals stay (`7.5` is `"7.5 min"` in English, `"7,5 min"` in French, and `90.5` is
 * `"1h 30.5min"`). French uses the same `h` and `min` units. A negative duration (an overrun
 * shown as a deficit) gets a leading `-`; anything not finite reads as `"0 min"`.
 *
 * @example formatMinutes(75, 'en') // '1h 15min'
 * @example formatMinutes(45, 'en') // '45 min'
 * @example formatMinutes(7.5, 'fr') // '7,5 min'
 */
export function formatMinutes(minutes: number, language: Language): string {
  const total = Number.isFinite(minutes) ? Math.round(Math.abs(minutes) * 100) : 0;
  const sign = minutes < 0 && total > 0 ? '-' : '';
  const hours = Math.floor(total / 6000);
  const rest = (total - hours * 6000) / 100;
  if (hours === 0) return `${sign}${number(rest, language)} min`;
  if (rest === 0) return `${sign}${hours}h`;
  return `${sign}${hours}h ${number(rest, language)}min`;
}
