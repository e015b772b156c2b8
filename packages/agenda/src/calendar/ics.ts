/**
 * iCalendar (RFC 5545) files of meetings, written by hand: a calendar that re-imports the
 * file of a meeting that changed must update its event, so the UID stays the meeting's for
 * its whole life and SEQUENCE grows with its version (RFC 5546 §2.1.4); the `ics` package
 * drew a new UID per download and folded lines by characters, not octets.
 */
import { instantOf } from '../zoned-time.ts';

/** The meeting's zone is not one the runtime knows: the time cannot be placed. */
export class UnknownTimeZoneError extends Error {
  constructor(readonly timeZone: string) {
    super(`Unknown time zone: ${timeZone}`);
    this.name = 'UnknownTimeZoneError';
  }
}

export type CalendarEvent = {
  /** The meeting's uuid: the event's UID for the life of the meeting. */
  id: string;
  /** The meeting's version: a re-import with a higher one replaces the event. */
  sequence: number;
  /** When the file is written (DTSTAMP). */
  stamp: Date;
  title: string;
  /** `YYYY-MM-DD`. */
  date: string;
  /** `HH:MM` in `timeZone`; null: the event lasts the whole day. */
  startTime: string | null;
  /** IANA zone; an unknown one throws UnknownTimeZoneError rather than float the time. */
  timeZone: string;
  durationMinutes: number;
  description?: string;
  url?: string;
};

/** The domain after `@` in every UID, so ids from other products never collide with ours. */
const UID_DOMAIN = 'ordo.meeting';
const MAX_OCTETS = 75;

/** Octets of a string in UTF-8 (the package runs without DOM or Node: no TextEncoder). */
export function utf8Length(text: string): number {
  let octets = 0;
  for (const character of text) {
    const point = character.codePointAt(0) ?? 0;
    octets += point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
  }
  return octets;
}

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * One content line folded at 75 octets of UTF-8 (RFC 5545 §3.1), never inside a character:
 * continuation lines start with one space, which counts toward their 75.
 */
export function foldLine(line: string): string {
  if (utf8Length(line) <= MAX_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = utf8Length(character);
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

function utcStamp(instant: number): string {
  const d = new Date(instant);
  return (
    `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`
  );
}

function dayAfter(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return `${pad(next.getUTCFullYear(), 4)}${pad(next.getUTCMonth() + 1)}${pad(next.getUTCDate())}`;
}

function isKnownZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The VEVENT's lines, unfolded. Throws on an unreadable date or an unknown zone. */
function eventLines(event: CalendarEvent): string[] {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(event.date) || Number.isNaN(Date.parse(event.date))) {
    throw new Error(`Unreadable date: ${event.date}`);
  }
  if (!isKnownZone(event.timeZone)) throw new UnknownTimeZoneError(event.timeZone);
  const lines = [
    'BEGIN:VEVENT',
    `UID:${event.id}@${UID_DOMAIN}`,
    `SEQUENCE:${Math.max(0, Math.trunc(event.sequence))}`,
    `DTSTAMP:${utcStamp(event.stamp.getTime())}`,
  ];
  if (event.startTime) {
    const start = instantOf(event.date, event.startTime, event.timeZone);
    if (start === null) throw new Error(`Unreadable time: ${event.startTime}`);
    lines.push(
      `DTSTART:${utcStamp(start)}`,
      `DURATION:PT${Math.max(1, Math.round(event.durationMinutes))}M`,
    );
  } else {
    lines.push(
      `DTSTART;VALUE=DATE:${event.date.replaceAll('-', '')}`,
      `DTEND;VALUE=DATE:${dayAfter(event.date)}`,
    );
  }
  lines.push(`SUMMARY:${escapeText(event.title)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  lines.push('END:VEVENT');
  return lines;
}

/**
 * A VCALENDAR with these events, CRLF line ends and lines folded at 75 octets.
 *
 * @example buildCalendar([{ id, sequence: 3, stamp: new Date(), title: 'Retro', date: '2026-03-02', startTime: '09:00', timeZone: 'Europe/Paris', durationMinutes: 30 }])
 */
export function buildCalendar(events: CalendarEvent[], options: { name?: string } = {}): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Ordo//Agenda//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(options.name ? [`X-WR-CALNAME:${escapeText(options.name)}`] : []),
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
