import { buildCalendar, calendarContent, type Language } from '@ordo/agenda';

export type IcsInput = {
  /** The meeting's uuid: the event keeps this UID, so a re-import updates it. */
  id: string;
  /** The meeting's version, the event's SEQUENCE. */
  version: number;
  title: string;
  /** `YYYY-MM-DD`. */
  date: string;
  /** `HH:MM`; without it the event lasts the whole day. */
  startTime: string | null;
  /** IANA zone of the meeting (`Europe/Paris`); an unknown one throws UnknownTimeZoneError. */
  timeZone: string;
  agendaText: string;
  url?: string;
  language?: Language;
  /** The word shown after an optional sequence, in the interface language. */
  optionalLabel?: string;
};

/**
 * An iCalendar file of a meeting with a date, with the public agenda in its description
 * (the builder is @ordo/agenda's, shared with the server's calendar feed).
 *
 * @example buildIcs({ id, version: 2, title: 'Retro', date: '2026-03-02', startTime: '09:00', timeZone: 'Europe/Paris', agendaText: '# A\n: 30' })
 */
export function buildIcs(input: IcsInput, stamp = new Date()): string {
  const startTime = input.startTime?.trim() || null;
  const content = calendarContent(
    input.agendaText,
    startTime,
    input.language ?? 'en',
    input.optionalLabel ?? 'optional',
  );
  return buildCalendar([
    {
      id: input.id,
      sequence: input.version,
      stamp,
      title: input.title.trim() || content.title || 'Meeting',
      date: input.date,
      startTime,
      timeZone: input.timeZone,
      durationMinutes: content.durationMinutes,
      description: content.description,
      ...(input.url ? { url: input.url } : {}),
    },
  ]);
}
