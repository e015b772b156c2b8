import { parseAgenda, scheduleAgenda, type Sequence } from '@ordo/agenda';
import { contentWords, normalize } from './classify.ts';
import { acceptsMinutes, fitsGroup, type Library } from './library.ts';
import { BREAK_MARK, METHOD_MARK } from './render.ts';
import { LUNCH_FROM_MINUTES, MAX_STRETCH } from './segments.ts';
import type { Intent, Language, Method, Phase } from './types.ts';

export type RubricCheck = {
  id: string;
  passed: boolean;
  weight: number;
  mustPass: boolean;
  detail?: string;
};
export type RubricResult = { score: number; passed: boolean; checks: RubricCheck[] };

export type RubricInput = {
  content: string;
  durationMinutes: number;
  participants: number;
  objective: string;
  intent: Intent;
  language: Language;
};

const phaseRank: Record<Phase, number> = {
  opening: 0,
  context: 1,
  diverge: 2,
  converge: 3,
  decide: 4,
  plan: 5,
  close: 6,
};
const breakTitle = /\b(break|pause|lunch|dejeuner|coffee|cafe)\b/;

type Item = { sequence: Sequence; isBreak: boolean; method?: Method; phase?: Phase };

/**
 * COACH.md's quality rubric on any agenda text, the built-in coach's or a model's: the
 * must-pass checks (format, exact total, opens and closes) and the weighted ones. Score =
 * passed weights / all weights, 0 when a must-pass check fails.
 */
export function applyRubric(library: Library, input: RubricInput): RubricResult {
  const { agenda, diagnostics } = parseAgenda(input.content);
  const items = agenda.sequences.map((sequence) => describe(library, sequence));
  const work = items.filter((item) => !item.isBreak);
  const checks: RubricCheck[] = [];
  const add = (id: string, passed: boolean, weight: number, mustPass = false, detail?: string) =>
    checks.push({ id, passed, weight, mustPass, ...(detail ? { detail } : {}) });

  add(
    'format',
    diagnostics.length === 0 &&
      items.length > 0 &&
      items.every((item) => item.sequence.durationMinutes > 0) &&
      !/\{\{|\[\[|TODO|TBD/.test(input.content),
    1,
    true,
  );
  const required = scheduleAgenda(agenda).requiredMinutes;
  add(
    'total-time',
    required === input.durationMinutes,
    1,
    true,
    `${required} of ${input.durationMinutes}`,
  );
  add('opens-and-closes', opens(work[0]) && closes(work.at(-1)), 1, true);

  const ranks = work.map((item) => (item.phase ? phaseRank[item.phase] : undefined));
  add(
    'phase-order',
    ranks.every(
      (rank, index) => index === 0 || rank === undefined || (ranks[index - 1] ?? rank) - rank <= 1,
    ),
    1,
  );
  add('breaks', breaksFollowRules(items, input.durationMinutes), 1);
  const breakShare =
    items
      .filter((item) => item.isBreak)
      .reduce((sum, item) => sum + item.sequence.durationMinutes, 0) / input.durationMinutes;
  add(
    'break-share',
    input.durationMinutes <= MAX_STRETCH
      ? breakShare <= 0.1
      : breakShare >= 0.05 && breakShare <= 0.25,
    1,
  );
  const floor = input.durationMinutes < 60 ? 1 : 3;
  add(
    'item-durations',
    work.every(
      (item) =>
        item.sequence.durationMinutes >= floor &&
        item.sequence.durationMinutes <= 240 &&
        (!item.method || acceptsMinutes(item.method, item.sequence.durationMinutes)),
    ),
    1,
  );
  add(
    'group-fit',
    work.every((item) => !item.method || fitsGroup(item.method, input.participants)),
    1,
  );
  const profile = library.intentById.get(input.intent);
  const phases = new Set(work.map((item) => item.phase));
  add(
    'intent-coverage',
    !profile || profile.requires.every((any) => any.some((phase) => phases.has(phase))),
    2,
  );
  add('goal-echo', goalEcho(input, items), 1);
  const ids = work.map((item) => item.method?.id ?? normalize(item.sequence.title));
  const modes = new Set(work.map((item) => item.method?.mode).filter(Boolean));
  add(
    'variety',
    new Set(ids).size === ids.length && (input.durationMinutes < 45 || modes.size >= 2),
    1,
  );

  const mustPass = checks.filter((check) => check.mustPass).every((check) => check.passed);
  const total = checks.reduce((sum, check) => sum + check.weight, 0);
  const earned = checks
    .filter((check) => check.passed)
    .reduce((sum, check) => sum + check.weight, 0);
  return { score: mustPass ? earned / total : 0, passed: mustPass, checks };
}

function describe(library: Library, sequence: Sequence): Item {
  const mark = sequence.comments.find((comment) => comment.startsWith(METHOD_MARK));
  const methodId = mark?.slice(METHOD_MARK.length).split(' ')[0];
  const phaseText = mark?.match(/phase=([a-z]+)/)?.[1] as Phase | undefined;
  const method = methodId ? library.byId.get(methodId) : findByTitle(library, sequence.title);
  const isBreak =
    sequence.comments.includes(BREAK_MARK) ||
    (!method && breakTitle.test(normalize(sequence.title)));
  return { sequence, isBreak, method, phase: phaseText ?? method?.phase };
}

function findByTitle(library: Library, title: string): Method | undefined {
  const wanted = normalize(title);
  return library.methods.find(
    (method) => normalize(method.en.name) === wanted || normalize(method.fr.name) === wanted,
  );
}

// Unknown sequences (a model's own) count by their words: a welcome opens, a wrap-up closes.
const openingWords =
  /\b(welcome|check-in|check in|opening|intro|introduction|accueil|ouverture|bienvenue|tour de table|meteo)\b/;
const closingWords =
  /\b(close|closing|wrap|wrap-up|check-out|checkout|next steps|recap|conclusion|cloture|synthese|prochaines etapes|bilan)\b/;

function opens(item: Item | undefined): boolean {
  if (!item) return false;
  return item.phase ? item.phase === 'opening' : openingWords.test(normalize(item.sequence.title));
}

function closes(item: Item | undefined): boolean {
  if (!item) return false;
  return item.phase ? item.phase === 'close' : closingWords.test(normalize(item.sequence.title));
}

/** Over 90 minutes no stretch longer than 90 without a break; from 6 hours a 30+ minute break. */
export function breaksFollowRules(items: readonly Item[], total: number): boolean {
  if (total <= MAX_STRETCH) return true;
  let stretch = 0;
  for (const item of items) {
    stretch = item.isBreak ? 0 : stretch + item.sequence.durationMinutes;
    if (stretch > MAX_STRETCH) return false;
  }
  const lunch = items.some((item) => item.isBreak && item.sequence.durationMinutes >= 30);
  return total < LUNCH_FROM_MINUTES || lunch;
}

function goalEcho(input: RubricInput, items: readonly Item[]): boolean {
  const goal = new Set(contentWords(input.objective, input.language));
  if (goal.size === 0) return true;
  const text = new Set(
    contentWords(
      items.map((item) => `${item.sequence.title} ${item.sequence.description}`).join(' '),
      input.language,
    ),
  );
  const echoed = [...goal].filter((word) => text.has(word)).length;
  return echoed / goal.size >= 0.3;
}
