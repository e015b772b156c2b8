import { formatMinutes, parseAgenda, scheduleAgenda } from '@ordo/agenda';
import type { AiSlide } from '@ordo/contract';
import type { Language } from './types.ts';

/**
 * Slides for an agenda: a title slide, one per sequence (public fields only: title, time,
 * speakers, public description) and an end slide. Notes and comments never appear.
 */
export function agendaSlides(input: {
  content: string;
  language: Language;
  start?: string;
}): AiSlide[] {
  const { agenda } = parseAgenda(input.content);
  const schedule = scheduleAgenda(agenda, { start: input.start });
  const total = formatMinutes(schedule.totalMinutes, input.language);
  const span = (start?: string, end?: string) => (start && end ? `${start}–${end}` : '');
  const slides: AiSlide[] = [
    {
      kind: 'title',
      title: agenda.title || (input.language === 'fr' ? 'Atelier' : 'Workshop'),
      subtitle: agenda.objective,
      time: span(input.start, schedule.end) || total,
      durationMinutes: schedule.totalMinutes,
      speakers: [],
      description: '',
    },
  ];
  agenda.sequences.forEach((sequence, index) => {
    const item = schedule.items[index]!;
    slides.push({
      kind: 'sequence',
      title: sequence.title,
      subtitle: `${index + 1} / ${agenda.sequences.length}`,
      time: span(item.start, item.end) || formatMinutes(sequence.durationMinutes, input.language),
      durationMinutes: sequence.durationMinutes,
      speakers: sequence.speakers,
      description: sequence.description,
    });
  });
  slides.push({
    kind: 'end',
    title: input.language === 'fr' ? 'Merci !' : 'Thank you!',
    subtitle: agenda.title,
    time: '',
    durationMinutes: 0,
    speakers: [],
    description: '',
  });
  return slides;
}
