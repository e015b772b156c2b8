import type { PublicMeeting } from '@ordo/contract';
import { instantOf, zoneOffset } from '../../lib/zoned-time.ts';

export { instantOf };

type When = Pick<PublicMeeting, 'date' | 'startTime' | 'timeZone' | 'schedule'>;

const locale = (language: 'en' | 'fr') => (language === 'fr' ? 'fr-FR' : 'en-GB');

/** `2026-05-01` → "Friday 1 May 2026" / "vendredi 1 mai 2026", read as a calendar day. */
export function formatLongDate(date: string, language: 'en' | 'fr'): string {
  const day = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return new Intl.DateTimeFormat(locale(language), { dateStyle: 'full', timeZone: 'UTC' }).format(
    day,
  );
}

/**
 * The meeting's times as a visitor in `viewerZone` would read them on their own clock, or null
 * when that is the same as the meeting's clock (or cannot be known: no date or no start).
 */
export function localTimes(
  meeting: When,
  viewerZone: string,
  language: 'en' | 'fr',
): string | null {
  if (!meeting.date || !meeting.startTime) return null;
  const start = instantOf(meeting.date, meeting.startTime, meeting.timeZone);
  if (start === null) return null;
  if (zoneOffset(start, viewerZone) === zoneOffset(start, meeting.timeZone)) return null;
  const end = start + meeting.schedule.totalMinutes * 60_000;
  const format = new Intl.DateTimeFormat(locale(language), {
    timeZone: viewerZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const day = new Intl.DateTimeFormat(locale(language), {
    timeZone: viewerZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });
  return `${day.format(start)}, ${format.format(start)}–${format.format(end)}`;
}
