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
  /** Under 45 minutes: no energizer games. */
  shortSession?: boolean;
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
  const modes = new Set<Method['mode']>();
  const picks: Method[] = [];
  return slots.map((slot, index) => {
    const scored = context.library.methods
      .filter((method) => method.phase === slot.phase && fitsGroup(method, context.participants))
      // "Hopes and concerns revisited" closes only a session that opened with them.
      .filter((method) => !revisits(method) || used.has(revisits(method)!))
      .filter((method) => !(context.traits.online && method.movement))
      .map((method) => ({
        method,
        // A new way of working (pairs after a plenary) keeps people engaged.
        score:
          score(context, method, slot.minutes, afterLunch.has(index)) +
          (modes.has(method.mode) ? 0 : 1.5),
      }))
      .sort((a, b) => b.score - a.score || a.method.id.localeCompare(b.method.id));
    const fresh = scored.filter(({ method }) => !used.has(method.id));
    const pick = (
      fresh.find(({ method }) => acceptsMinutes(method, slot.minutes)) ??
      neighbour(context, slot, used, index, afterLunch, picks.at(-1)?.phase) ??
      fresh[0] ??
      scored[0]
    )?.method;
    if (!pick) throw new Error(`no method for phase ${slot.phase}`);
    used.add(pick.id);
    modes.add(pick.mode);
    picks.push(pick);
    return {
      method: pick,
      ranked: scored.map(({ method }) => method).filter((method) => method !== pick),
    };
  });
}

const phaseOrder: Method['phase'][] = [
  'opening',
  'context',
  'diverge',
  'converge',
  'decide',
  'plan',
  'close',
];
const neighbours: Partial<Record<Method['phase'], Method['phase'][]>> = {
  context: ['diverge'],
  diverge: ['converge', 'context'],
  converge: ['diverge', 'decide'],
  decide: ['converge', 'plan'],
  plan: ['decide', 'converge'],
};

/**
 * A fresh method of a neighbouring phase that takes the slot's minutes, for long sessions
 * that have used up a phase's methods (two days hold more decide slots than decide methods).
 */
function neighbour(
  context: SelectContext,
  slot: TimedSlot,
  used: Set<string>,
  index: number,
  afterLunch: Set<number>,
  previous: Method['phase'] | undefined,
) {
  // Never more than one phase back from the previous item (the rubric's phase order).
  const floor = previous ? phaseOrder.indexOf(previous) - 1 : 0;
  return context.library.methods
    .filter(
      (method) =>
        (neighbours[slot.phase] ?? []).includes(method.phase) &&
        phaseOrder.indexOf(method.phase) >= floor &&
        !used.has(method.id) &&
        fitsGroup(method, context.participants) &&
        !(context.traits.online && method.movement) &&
        acceptsMinutes(method, slot.minutes),
    )
    .map((method) => ({
      method,
      score: score(context, method, slot.minutes, afterLunch.has(index)),
    }))
    .sort((a, b) => b.score - a.score || a.method.id.localeCompare(b.method.id))[0];
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
  // A method the objective names ("working agreements", "Lean Coffee") is what was asked for.
  const name = nameWords(method, context.language);
  // (Not to open a newcomers' session: introductions come first.)
  const named = name.length > 0 && name.every((word) => context.goalWords.has(word));
  if (named && !(context.traits.newTeam && method.phase === 'opening')) total += 6;
  const [min, max] = method.minutes;
  total -= Math.abs(minutes - (min + max) / 2) / Math.max(max - min, 10);
  if (afterBreak && method.energy === 'high') total += 1;
  if (context.traits.executives && method.energy === 'high') total -= 3;
  if (context.participants > 30 && !method.subgroups && method.mode !== 'plenary') total -= 1;
  total += groupRespect(context, method);
  return total + context.random() * 2.5;
}

/** The method a "…-revisited" card goes back to, if it is one. */
function revisits(method: Method): string | undefined {
  return method.id.match(/^(.+)-revisited$/)?.[1];
}

/** Methods that have people introduce themselves: a newcomers' session opens with one. */
export const introductionMethod =
  /^(check-in-round|impromptu-networking|personal-maps)$|intro|get-to-know|speed-meet|name-game/;
/** Methods where people practise a skill on each other (role-play, trios giving advice). */
export const practiceMethod = /role-play|roleplay|triad|troika|practi[cs]e|rehears|skill/;

/**
 * What the group already knows and how it feels safe: newcomers meet before they debate,
 * people training a skill practise it, and a stage for a few (a Fishbowl) needs a crowd to watch.
 */
function groupRespect(context: SelectContext, method: Method): number {
  let total = 0;
  const { traits, participants } = context;
  if (traits.newTeam && method.phase === 'opening' && introductionMethod.test(method.id)) {
    total += 8;
  }
  if (traits.newTeam && method.mode === 'plenary' && method.minutes[0] >= 25) total -= 6;
  if (
    traits.training &&
    method.phase !== 'opening' &&
    method.phase !== 'close' &&
    practiceMethod.test(method.id)
  ) {
    total += 8;
  }
  if (method.group[0] >= 10 && participants < 2 * method.group[0]) total -= 4;
  // A short meeting opens with a word from each, not a game.
  if (context.shortSession && method.phase === 'opening' && method.energy === 'high') total -= 4;
  return total;
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

const nameCache = new WeakMap<Method, Partial<Record<Language, string[]>>>();

/** A method's name's content words, computed once per method and language. */
function nameWords(method: Method, language: Language): string[] {
  const cached = nameCache.get(method) ?? {};
  cached[language] ??= contentWords(method[language].name, language);
  nameCache.set(method, cached);
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
