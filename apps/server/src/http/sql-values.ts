import { uuidPattern } from '@ordo/contract';

/**
 * Checks for values decoded from a client (cursors, query strings) before they reach SQL as a
 * timestamp, a date, a number or a uuid. Each round-trips the value: a pattern alone lets
 * "2026-02-30" or year 0 through, which JavaScript quietly rolls over and PostgreSQL refuses
 * with an error that would surface as a 500.
 */

/** PostgreSQL's timestamptz and date both stop at year 1 on this side (no year 0 in SQL). */
const FIRST_YEAR = 1;
const LAST_YEAR = 9999;

/** `2026-03-01T09:30:00.000Z` exactly as `Date#toISOString` writes it, in years 1–9999. */
export function isIsoTimestamp(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(value)) return false;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return false;
  const year = date.getUTCFullYear();
  return year >= FIRST_YEAR && year <= LAST_YEAR && date.toISOString() === value;
}

/** A uuid as PostgreSQL's uuid type reads it. */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}

/** `text` matched literally inside a LIKE/ILIKE pattern: its `%`, `_` and backslash escaped. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** A whole number JavaScript holds exactly and a PostgreSQL bigint accepts, at least `min`. */
export function isSafeInteger(value: number, min = 0): boolean {
  return Number.isSafeInteger(value) && value >= min;
}
