import type { Method, MethodSummary, TemplateLanguage } from '@ordo/contract';
import type { MethodCard } from './card.ts';
import { methodInsertText } from './insert-text.ts';

export function presentMethodSummary(card: MethodCard, language: TemplateLanguage): MethodSummary {
  const text = card[language];
  return {
    id: card.id,
    name: text.name,
    purpose: text.purpose,
    phase: card.phase,
    minutes: card.minutes,
    group: card.group,
    mode: card.mode,
    energy: card.energy,
    // The schema requires a remote variant on every card.
    remote: true,
  };
}

export function presentMethod(card: MethodCard, language: TemplateLanguage): Method {
  const text = card[language];
  return {
    id: card.id,
    name: text.name,
    purpose: text.purpose,
    whenToUse: text.whenToUse,
    prompt: text.prompt,
    steps: text.steps,
    materials: text.materials,
    remote: text.remote,
    phase: card.phase,
    intents: card.intents,
    minutes: card.minutes,
    group: card.group,
    subgroups: card.subgroups,
    mode: card.mode,
    energy: card.energy,
    movement: card.movement,
    source: card.source,
    insertText: methodInsertText(card, language),
  };
}
