import { toHundredths } from './decimal.ts';

/**
 * Duration values (DESIGN §3 rule 5). The grammar is small enough for one anchored regular
 * expression; spaces and tabs at the ends are cut by hand first so that no two whitespace
 * quantifiers sit side by side, which keeps matching linear even on huge lines.
 */

/** A week: anything longer is a typo, not a workshop. */
export const MAX_DURATION_MINUTES = 10_080;
const MAX_HUNDREDTHS = MAX_DURATION_MINUTES * 100;

const MINUTE_UNIT = '(?:minutes|minute|mins|min|mn|m)';
const HOUR_UNIT = '(?:heures|heure|hours|hour|hrs|hr|h)';
const NUMBER = '([0-9]+)(?:[.,]([0-9]+))?';

// No `u` flag on purpose: without it, `i` folds ASCII letters only, so `ſ` (long s) or the
// Kelvin sign never pass for a unit letter.
const DURATION = new RegExp(
  `^${NUMBER}(?:[ \\t]*(?:(${MINUTE_UNIT})|(${HOUR_UNIT})(?:[ \\t]*([0-9]+)(?:[ \\t]*${MINUTE_UNIT})?)?))?$`,
  'i',
);

/**
 * Rounds to two decimals through integer hundredths, so `0.12h` is exactly `7.2`.
 *
 * @example roundMinutes(7.199999999999999) // 7.2
 */
export function roundMinutes(minutes: number): number {
  return Math.round(minutes * 100) / 100;
}

function trimSpacesAndTabs(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && isSpaceOrTab(text.charCodeAt(start))) start++;
  while (end > start && isSpaceOrTab(text.charCodeAt(end - 1))) end--;
  return text.slice(start, end);
}

function isSpaceOrTab(code: number): boolean {
  return code === 32 || code === 9;
}

function significantDigits(digits: string): number {
  let zeros = 0;
  while (zeros < digits.length && digits.charCodeAt(zeros) === 48) zeros++;
  return digits.length - zeros;
}

/**
 * The most common value, a bare whole number (`: 15`), read without the regular expression;
 * `null` for anything else, which then takes the general path.
 */
function wholeMinutes(text: string, start: number, end: number): number | null {
  let i = start;
  while (i < end && isSpaceOrTab(text.charCodeAt(i))) i++;
  let value = 0;
  let digits = 0;
  for (; i < end; i++, digits++) {
    const code = text.charCodeAt(i);
    if (code < 48 || code > 57) break;
    value = value * 10 + (code - 48);
  }
  while (i < end && isSpaceOrTab(text.charCodeAt(i))) i++;
  if (digits === 0 || digits > 6 || i !== end || value > MAX_DURATION_MINUTES) return null;
  return value;
}

/**
 * `parseDuration` on `text.slice(start, end)`, without cutting it out in the common case.
 *
 * @example parseDurationAt('# A\n: 15', 5, 9) // 15
 */
export function parseDurationAt(text: string, start: number, end: number): number | null {
  return wholeMinutes(text, start, end) ?? cachedDuration(text.slice(start, end));
}

/** Values already read by the general path: an agenda repeats a handful of `1h30`-like forms. */
const readValues = new Map<string, number | null>();
const MAX_CACHED_LENGTH = 40;
const MAX_CACHED_VALUES = 512;

/** `generalDuration`, remembered for short texts (the result depends on the text alone). */
function cachedDuration(text: string): number | null {
  if (text.length > MAX_CACHED_LENGTH) return generalDuration(text);
  const known = readValues.get(text);
  if (known !== undefined) return known;
  const value = generalDuration(text);
  if (readValues.size >= MAX_CACHED_VALUES) readValues.clear();
  readValues.set(text, value);
  return value;
}

/**
 * Reads the value of a `:` line (the text after the colon) as minutes, or `null` when it is
 * not a valid duration. A bare number, or a number with a minute unit, is minutes; a number
 * with an hour unit is hours, optionally followed by whole minutes below 60.
 *
 * @example parseDuration(' 1h 30min') // 90
 * @example parseDuration('7,5') // 7.5
 * @example parseDuration('0.12h') // 7.2
 * @example parseDuration('1h90') // null
 */
export function parseDuration(text: string): number | null {
  return wholeMinutes(text, 0, text.length) ?? generalDuration(text);
}

/** Every form of rule 5, through the regular expression and exact decimal rounding. */
function generalDuration(text: string): number | null {
  const match = DURATION.exec(trimSpacesAndTabs(text));
  if (match === null) return null;
  const [, integer = '', fraction = '', , hourUnit, extraMinutes] = match;
  // Seven significant digits are over a week in minutes or hours: no need to read a huge number.
  if (significantDigits(integer) > 6) return null;
  const value = toHundredths(integer, fraction, hourUnit === undefined ? 1 : 60);
  let floor = value.floor;
  if (extraMinutes !== undefined) {
    const extra = Number(extraMinutes);
    if (extra >= 60) return null;
    floor += extra * 100;
  }
  // The limit applies to the exact value: 10080.001 is more than a week, even rounded.
  if (floor > MAX_HUNDREDTHS || (floor === MAX_HUNDREDTHS && value.inexact)) return null;
  return (floor + (value.roundedUp ? 1 : 0)) / 100;
}

/**
 * Writes minutes the canonical way: a plain number with a `.` decimal, `0` for anything that
 * is not a finite non-negative number.
 *
 * @example formatDurationValue(7.5) // '7.5'
 */
export function formatDurationValue(minutes: number): string {
  if (!Number.isFinite(minutes) || minutes < 0) return '0';
  return String(roundMinutes(minutes));
}
