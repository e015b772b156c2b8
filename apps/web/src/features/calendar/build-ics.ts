import { createEvent, type DateArray, type EventAttributes } from 'ics';
import { instantOf } from '../../lib/zoned-time.ts';
import {
  formatMinutes,
  parseAgenda,
  publicAgenda,
  scheduleAgenda,
  type Language,
} from '@ordo/agenda';

export type IcsInput = {
  title: string;
  /** `YYYY-MM-DD`. */
  date: string;
  /** `HH:MM`; without it the event lasts the whole day. */
  startTime: string | null;
  /** IANA zone of the meeting (`Europe/Paris`); without it the time floats with the reader's clock. */
  timeZone?: string;
  agendaText: string;
  url?: string;
  language?: Language;
  /** The word shown after an optional sequence, in the interface language. */
  optionalLabel?: string;
};

/** Minutes a meeting takes in a calendar when its sequences have no length yet. */
const DEFAULT_EVENT_MINUTES = 60;

function dateParts(date: string): [number, number, number] | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

function timeParts(time: string | null): [number, number] | null {
  const match = time ? /^(\d{1,2}):(\d{2})$/.exec(time.trim()) : null;
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/** A wall-clock time in `timeZone` as a UTC date array; null when the zone is unknown. */
function toUtc(wall: DateArray, timeZone: string): DateArray | null {
  const [y, m, d, h = 0, min = 0] = wall;
  const pad = (value: number) => String(value).padStart(2, '0');
  const utc = instantOf(`${y}-${pad(m)}-${pad(d)}`, `${h}:${pad(min)}`, timeZone);
  if (utc === null) return null;
  const out = new Date(utc);
  return [
    out.getUTCFullYear(),
    out.getUTCMonth() + 1,
    out.getUTCDate(),
    out.getUTCHours(),
    out.getUTCMinutes(),
  ];
}

/** The public agenda as plain text: what participants may read, never notes or comments. */
export function publicDescription(
  agendaText: string,
  startTime: string | null,
  language: Language,
  optionalLabel: string,
): string {
  const parsed = parseAgenda(agendaText).agenda;
  const agenda = publicAgenda(parsed);
  const schedule = scheduleAgenda(parsed, { start: startTime });
  const lines: string[] = [];
  if (agenda.objective) lines.push(agenda.objective, '');
  agenda.sequences.forEach((sequence, index) => {
    const item = schedule.items[index];
    const when = item?.start && item.end ? `${item.start}–${item.end} ` : '';
    const flags = sequence.optional ? ` (${optionalLabel})` : '';
    const speakers = sequence.speakers.length > 0 ? ` — ${sequence.speakers.join(', ')}` : '';
    lines.push(
      `${when}${sequence.title}${flags} · ${formatMinutes(sequence.durationMinutes, language)}${speakers}`,
    );
    if (sequence.description)
      lines.push(...sequence.description.split('\n').map((line) => `  ${line}`));
  });
  return lines.join('\n').trim();
}

/**
 * An iCalendar file for a meeting with a date, with the public agenda in its description.
 * Throws when the date cannot be read: callers offer the download only for a dated meeting.
 *
 * @example buildIcs({ title: 'Retro', date: '2026-03-02', startTime: '09:00', agendaText: '# A\n: 30' })
 */
export function buildIcs(input: IcsInput): string {
  const day = dateParts(input.date);
  if (!day) throw new Error(`buildIcs: unreadable date ${input.date}`);
  const language = input.language ?? 'en';
  const { agenda } = parseAgenda(input.agendaText);
  const total = scheduleAgenda(agenda).totalMinutes;
  const time = timeParts(input.startTime);
  const common = {
    title: input.title.trim() || agenda.title || 'Meeting',
    description: publicDescription(
      input.agendaText,
      time ? input.startTime : null,
      language,
      input.optionalLabel ?? 'optional',
    ),
    ...(input.url ? { url: input.url } : {}),
    productId: 'ordo/agenda',
  };
  let event: EventAttributes;
  if (!time) {
    const next = new Date(Date.UTC(day[0], day[1] - 1, day[2] + 1));
    event = {
      ...common,
      start: day,
      end: [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()],
    };
  } else {
    const wall: DateArray = [...day, ...time];
    const duration = { minutes: Math.round(total) || DEFAULT_EVENT_MINUTES };
    // An unknown zone leaves a floating time: right on the reader's clock more often than a guess.
    const utc = input.timeZone ? toUtc(wall, input.timeZone) : null;
    event = utc
      ? {
          ...common,
          start: utc,
          startInputType: 'utc',
          startOutputType: 'utc',
          duration,
        }
      : { ...common, start: wall, startInputType: 'local', startOutputType: 'local', duration };
  }
  const { error, value } = createEvent(event);
  if (error || !value) throw error ?? new Error('buildIcs: the calendar file could not be built');
  return value;
}
