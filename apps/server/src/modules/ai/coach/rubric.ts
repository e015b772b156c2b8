import { parseAgenda, scheduleAgenda, type Sequence } from '@ordo/agenda';
import { contentWords, normalize } from './classify.ts';
import { acceptsMinutes, fitsGroup, type Library } from './library.ts';
import { audienceTraits } from './audience.ts';
import { GRID_FROM } from './allocate.ts';
import { readObjective } from './objective.ts';
import { linkedMethodId } from './render.ts';
import { isBreak } from './refit.ts';
import { introductionMethod, practiceMethod } from './select.ts';
import { TITLE_MAX } from './wording.ts';
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
  audience?: string;
  /** The title the person gave: then the title is theirs and not checked. */
  title?: string;
  /** The parts a person reads in the objective; read by the coach's own reader when absent. */
  parts?: string[];
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
  const badDurations = work.filter(
    (item) =>
      item.sequence.durationMinutes < floor ||
      item.sequence.durationMinutes > 240 ||
      (item.method && !acceptsMinutes(item.method, item.sequence.durationMinutes)),
  );
  add(
    'item-durations',
    badDurations.length === 0,
    1,
    false,
    badDurations
      .map((item) => `${item.method?.id ?? item.sequence.title} ${item.sequence.durationMinutes}`)
      .join(', '),
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
  writingChecks(input, agenda.title, items, add);

  const mustPass = checks.filter((check) => check.mustPass).every((check) => check.passed);
  const total = checks.reduce((sum, check) => sum + check.weight, 0);
  const earned = checks
    .filter((check) => check.passed)
    .reduce((sum, check) => sum + check.weight, 0);
  return { score: mustPass ? earned / total : 0, passed: mustPass, checks };
}

function describe(library: Library, sequence: Sequence): Item {
  const methodId = linkedMethodId(sequence);
  const method = methodId ? library.byId.get(methodId) : findByTitle(library, sequence.title);
  return { sequence, isBreak: !method && isBreak(sequence), method, phase: method?.phase };
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

/** A crude stem, so "giving" echoes "give" and "priorities" echoes "priority". */
function stem(word: string): string {
  return word.replace(/(ies|ing|ed|es|s|e|y)$/, '');
}

function goalEcho(input: RubricInput, items: readonly Item[]): boolean {
  const goal = new Set(contentWords(input.objective, input.language).map(stem));
  if (goal.size === 0) return true;
  const text = new Set(
    contentWords(
      items.map((item) => `${item.sequence.title} ${item.sequence.description}`).join(' '),
      input.language,
    ).map(stem),
  );
  const echoed = [...goal].filter((word) => text.has(word)).length;
  return echoed / goal.size >= 0.3;
}

type Add = (
  id: string,
  passed: boolean,
  weight: number,
  mustPass?: boolean,
  detail?: string,
) => void;

/**
 * Issue 25's writing rules: the coach's own title, its own words on the wall, every part of
 * the objective named, timings on the 5-minute grid, no machine text, speakers that say who
 * works, introductions for newcomers and practice for a skill.
 */
function writingChecks(input: RubricInput, title: string, items: readonly Item[], add: Add) {
  const work = items.filter((item) => !item.isBreak);
  if (!input.title) add('own-title', ownTitle(title, input.objective), 1, false, title);
  const copied = work
    .map((item) =>
      longestCopiedRun(input.objective, `${item.sequence.title} ${item.sequence.description}`),
    )
    .reduce((max, run) => Math.max(max, run), 0);
  add('own-words', copied < COPY_RUN, 1, false, `${copied} words in a row from the objective`);
  const parts = input.parts ?? readObjective(input.objective, input.language).parts;
  const missing = parts.filter((part) => !work.some((item) => names(item, part, input.language)));
  add('every-part', missing.length === 0, 2, false, missing.join(' | '));
  const offGrid = work.filter(
    (item) => item.sequence.durationMinutes > GRID_FROM && item.sequence.durationMinutes % 5 !== 0,
  );
  add(
    'grid-timings',
    offGrid.length === 0 || (input.durationMinutes % 5 !== 0 && offGrid.length === 1),
    1,
    false,
    offGrid.map((item) => `${item.sequence.title} ${item.sequence.durationMinutes}`).join(', '),
  );
  add('no-machine-text', !machineText.test(input.content), 1, true);
  const speakerSets = new Set(work.map((item) => item.sequence.speakers.join(',')));
  add(
    'speakers',
    work.every((item) => item.sequence.speakers.length > 0) &&
      (work.length < 3 || speakerSets.size >= 2),
    1,
    false,
    [...speakerSets].join(' | '),
  );
  const traits = audienceTraits(input.audience, input.objective);
  if (traits.newTeam) {
    const first = work[0];
    add(
      'newcomers-introductions',
      Boolean(first?.method && introductionMethod.test(first.method.id)),
      1,
      false,
      first?.sequence.title,
    );
  }
  if (traits.training) {
    add(
      'practice',
      work.some((item) => item.method && practiceMethod.test(item.method.id)),
      1,
      false,
    );
  }
}

/** A run of this many words of the objective in a sequence is the objective pasted in. */
export const COPY_RUN = 7;
/** Comments, a coach's provenance marks, "(s)" plurals or unfilled values in the text. */
const machineText = /^\s*\/\/|ordo-ai|\w\((?:s|e|es|x)\)|\b(?:undefined|null|NaN)\b|\{[a-z]+\}/m;

function ownTitle(title: string, objective: string): boolean {
  const plainTitle = normalize(title).replace(/[….\s]+$/, '');
  const plainObjective = normalize(objective).replace(/\s+/g, ' ').trim();
  const cut =
    plainObjective.startsWith(plainTitle) &&
    plainTitle.length < plainObjective.length &&
    /^[\s-]*[\p{L}\p{N}]/u.test(plainObjective.slice(plainTitle.length));
  return title.length <= TITLE_MAX && !/…|\.\.\./.test(title) && !cut;
}

function words(text: string): string[] {
  return normalize(text)
    .split(/[^\p{L}\p{N}'’-]+/u)
    .filter(Boolean);
}

/** The longest run of consecutive objective words found, in order, in `text`. */
export function longestCopiedRun(objective: string, text: string): number {
  const goal = words(objective);
  const seen = ` ${words(text).join(' ')} `;
  let longest = 0;
  for (let start = 0; start < goal.length; start += 1) {
    for (let end = start + longest + 1; end <= goal.length; end += 1) {
      if (!seen.includes(` ${goal.slice(start, end).join(' ')} `)) break;
      longest = end - start;
    }
  }
  return longest;
}

/** A sequence names a part when its title or question holds most of the part's content words. */
function names(item: Item, part: string, language: Language): boolean {
  const wanted = contentWords(part, language);
  if (wanted.length === 0) return true;
  const text = new Set(
    contentWords(`${item.sequence.title} ${item.sequence.description}`, language),
  );
  const found = wanted.filter((word) => text.has(word)).length;
  return found / wanted.length >= 0.6;
}
