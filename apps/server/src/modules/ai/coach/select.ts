import type { AudienceTraits } from './audience.ts';
import { contentWords } from './classify.ts';
import { acceptsMinutes, fitsGroup, suitsIntent, type Library } from './library.ts';
import type { Random } from './random.ts';
import type { TimedSlot } from './slots.ts';
import type { Intent, Language, Method } from './types.ts';

export type SelectContext = {
  library: Library;
  intent: Intent;
  participants: number;
  language: Language;
  traits: AudienceTraits;
  goalWords: Set<string>;
  random: Random;
};

export type Choice = { method: Method; ranked: Method[] };

/**
 * Picks a method for every slot: right phase, fits the group, accepts the minutes, suits
 * the intent and echoes the goal; seeded jitter makes each seed a different valid variant.
 * Returns for each slot its method and the other candidates, best first, for swapping.
 */
export function chooseMethods(context: SelectContext, slots: readonly TimedSlot[]): Choice[] {
  const used = new Set<string>();
  const afterLunch = new Set<number>();
  slots.forEach((slot, index) => {
    if (index > 0 && slots[index - 1]!.segment !== slot.segment) afterLunch.add(index);
  });
  return slots.map((slot, index) => {
    const scored = context.library.methods
      .filter((method) => method.phase === slot.phase && fitsGroup(method, context.participants))
      .filter((method) => !(context.traits.online && method.movement))
      .map((method) => ({
        method,
        score: score(context, method, slot.minutes, afterLunch.has(index)),
      }))
      .sort((a, b) => b.score - a.score || a.method.id.localeCompare(b.method.id));
    const fresh = scored.filter(({ method }) => !used.has(method.id));
    const pick = (fresh[0] ?? scored[0])?.method;
    if (!pick) throw new Error(`no method for phase ${slot.phase}`);
    used.add(pick.id);
    return {
      method: pick,
      ranked: scored.map(({ method }) => method).filter((method) => method !== pick),
    };
  });
}

function score(
  context: SelectContext,
  method: Method,
  minutes: number,
  afterBreak: boolean,
): number {
  let total = acceptsMinutes(method, minutes) ? 6 : -12;
  total += method.intents.includes(context.intent)
    ? 3
    : suitsIntent(method, context.intent)
      ? 1
      : -2;
  const words = methodWords(method, context.language);
  total += Math.min(2, words.filter((word) => context.goalWords.has(word)).length * 0.7);
  const [min, max] = method.minutes;
  total -= Math.abs(minutes - (min + max) / 2) / Math.max(max - min, 10);
  if (afterBreak && method.energy === 'high') total += 1;
  if (context.traits.executives && method.energy === 'high') total -= 3;
  if (context.participants > 30 && !method.subgroups && method.mode !== 'plenary') total -= 1;
  return total + context.random() * 2.5;
}

const wordCache = new WeakMap<Method, Partial<Record<Language, string[]>>>();

/** A method's content words, computed once per method and language (scored for every slot). */
function methodWords(method: Method, language: Language): string[] {
  const cached = wordCache.get(method) ?? {};
  cached[language] ??= contentWords(
    `${method[language].name} ${method[language].prompt}`,
    language,
  );
  wordCache.set(method, cached);
  return cached[language];
}

/**
 * Up to `limit` next-best methods for a sequence of `minutes`: same phase, fit the group and
 * accept the minutes, none already in the agenda.
 */
export function alternativesFor(
  choice: Choice,
  minutes: number,
  inAgenda: Set<string>,
  limit = 3,
): Method[] {
  return choice.ranked
    .filter((method) => !inAgenda.has(method.id) && acceptsMinutes(method, minutes))
    .slice(0, limit);
}
