import type { TemplateLanguage } from '@ordo/contract';
import type { MethodCard } from './card.ts';

/** Who works, said the way an agenda's `@` line says it (no commas: they separate speakers). */
const whoWorks: Record<TemplateLanguage, Record<MethodCard['mode'], string>> = {
  en: {
    solo: 'Each person alone',
    pairs: 'Pairs',
    'small-groups': 'Small groups',
    plenary: 'Everyone',
    mixed: 'Small groups then everyone',
  },
  fr: {
    solo: 'Chacun seul',
    pairs: 'Binômes',
    'small-groups': 'Petits groupes',
    plenary: 'Tout le groupe',
    mixed: 'Petits groupes puis tout le groupe',
  },
};

const methodLabel: Record<TemplateLanguage, string> = { en: 'Method: ', fr: 'Méthode : ' };

/** The middle of the card's range on a 5-minute grid, never below 5 minutes. */
export function typicalMinutes([min, max]: readonly [number, number]): number {
  return Math.max(5, Math.round((min + max) / 2 / 5) * 5);
}

/** One line of agenda text: a newline inside a field would start another (mis-read) line. */
const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ').trim();

/** Escapes what would end a markdown link text early. */
const linkText = (text: string) => text.replace(/([[\]\\])/g, '\\$1');

/**
 * The agenda text "Insert into my agenda" writes: a sequence named after the method, its typical
 * duration, who works, the prompt for the wall, then the steps and a link back to the card as
 * private notes (only the facilitator reads them).
 */
export function methodInsertText(card: MethodCard, language: TemplateLanguage): string {
  const text = card[language];
  return [
    `# ${oneLine(text.name)}`,
    `: ${typicalMinutes(card.minutes)}`,
    `@ ${whoWorks[language][card.mode]}`,
    `> ${oneLine(text.prompt)}`,
    ...text.steps.map((step, index) => `${index + 1}. ${oneLine(step)}`),
    `${methodLabel[language]}[${linkText(oneLine(text.name))}](/methods/${card.id})`,
    '',
  ].join('\n');
}
