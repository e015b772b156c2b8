import { parseAgenda } from '../language/parse.ts';
import { publicAgenda } from '../public.ts';
import { scheduleAgenda } from '../schedule.ts';
import { formatMinutes } from '../format.ts';
import type { Language } from '../types.ts';

/** Minutes a meeting takes in a calendar when its sequences have no length yet. */
const DEFAULT_EVENT_MINUTES = 60;

/**
 * What a calendar shows of a meeting: its length, and its public agenda as plain text (what
 * participants may read, never notes or comments).
 */
export function calendarContent(
  agendaText: string,
  startTime: string | null,
  language: Language,
  optionalLabel: string,
): { title: string; durationMinutes: number; description: string } {
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
  return {
    title: parsed.title,
    durationMinutes: Math.round(schedule.totalMinutes) || DEFAULT_EVENT_MINUTES,
    description: lines.join('\n').trim(),
  };
}
