// Turning a wall-clock time in a zone into an instant is domain logic the server needs too
// (Insight's start delay): it lives in @ordo/agenda.
export { instantOf, zoneOffset } from '@ordo/agenda';

/** The browser's IANA time zone, or UTC when it cannot tell. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
