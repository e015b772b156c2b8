import { METHOD_MINUTES_MAX, METHOD_PEOPLE_MAX } from '@ordo/contract';
import { foldText } from '../templates/library.ts';
import type { CardText, MethodCard } from './card.ts';

/**
 * The library's editorial rules beyond the schema: what a card must be for people to trust it.
 * Each check returns readable problems (`<id>: <what>`), empty when the card is fine; the cards
 * test lists them all at once so a writer fixes a whole batch in one go.
 */

/** A step that numbers or bullets itself ("1.", "2)", "- ", "•", "Step 3:"): the page numbers them. */
const selfNumbered = /^\s*(?:\d+\s*[.):-]|[-*•–]\s|(?:step|étape)\s*\d+)/i;

const languages = ['en', 'fr'] as const;

export function checkSteps(card: MethodCard): string[] {
  const problems: string[] = [];
  for (const language of languages) {
    const { steps } = card[language];
    if (steps.length < 2 || steps.length > 8) {
      problems.push(`${card.id}: ${language} has ${steps.length} steps (2 to 8)`);
    }
    steps.forEach((step, index) => {
      if (selfNumbered.test(step)) {
        problems.push(`${card.id}: ${language} step ${index + 1} numbers itself: "${step}"`);
      }
    });
  }
  if (card.en.steps.length !== card.fr.steps.length) {
    problems.push(
      `${card.id}: ${card.en.steps.length} steps in English, ${card.fr.steps.length} in French`,
    );
  }
  return problems;
}

export function checkRanges(card: MethodCard): string[] {
  const problems: string[] = [];
  const [minMinutes, maxMinutes] = card.minutes;
  if (!(minMinutes >= 1 && minMinutes <= maxMinutes && maxMinutes <= METHOD_MINUTES_MAX)) {
    problems.push(
      `${card.id}: minutes [${card.minutes.join(', ')}] (1 ≤ min ≤ max ≤ ${METHOD_MINUTES_MAX})`,
    );
  }
  const [minGroup, maxGroup] = card.group;
  if (!(minGroup >= 1 && minGroup <= maxGroup && maxGroup <= METHOD_PEOPLE_MAX)) {
    problems.push(
      `${card.id}: group [${card.group.join(', ')}] (1 ≤ min ≤ max ≤ ${METHOD_PEOPLE_MAX})`,
    );
  }
  return problems;
}

/** Every field filled in both languages (the schema's minimum lengths hold only if present). */
export function checkBothLanguages(card: MethodCard): string[] {
  const problems: string[] = [];
  for (const language of languages) {
    const text = card[language] as Partial<CardText> | undefined;
    for (const field of ['name', 'purpose', 'whenToUse', 'prompt', 'remote'] as const) {
      if (!text?.[field]?.trim()) problems.push(`${card.id}: ${language}.${field} is empty`);
    }
    if (!text?.steps?.every((step) => step.trim()))
      problems.push(`${card.id}: ${language} has an empty step`);
  }
  return problems;
}

/** French copied from English (a name may stay, "World Café" is "World Café" in French). */
export function checkTranslated(card: MethodCard): string[] {
  const problems: string[] = [];
  const same = (a: string, b: string) => foldText(a.trim()) === foldText(b.trim());
  for (const field of ['purpose', 'whenToUse', 'prompt', 'remote'] as const) {
    if (same(card.en[field], card.fr[field]))
      problems.push(`${card.id}: fr.${field} is the English text`);
  }
  card.en.steps.forEach((step, index) => {
    const french = card.fr.steps[index];
    if (french !== undefined && same(step, french)) {
      problems.push(`${card.id}: fr step ${index + 1} is the English text`);
    }
  });
  card.en.materials.forEach((material) => {
    if (material.length > 12 && card.fr.materials.some((french) => same(material, french))) {
      problems.push(`${card.id}: fr material "${material}" is the English text`);
    }
  });
  return problems;
}

/** Ids unique across the library, and names unique per language. */
export function checkUnique(cards: readonly MethodCard[]): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  const note = (key: string, what: string, id: string) => {
    const first = seen.get(key);
    if (first !== undefined) problems.push(`${id}: ${what} already used by ${first}`);
    else seen.set(key, id);
  };
  for (const card of cards) {
    note(`id:${card.id}`, `id "${card.id}"`, card.id);
    for (const language of languages) {
      note(
        `${language}:${foldText(card[language].name.trim())}`,
        `${language} name "${card[language].name}"`,
        card.id,
      );
    }
  }
  return problems;
}

export function checkCard(card: MethodCard): string[] {
  return [
    ...checkBothLanguages(card),
    ...checkSteps(card),
    ...checkRanges(card),
    ...checkTranslated(card),
  ];
}
