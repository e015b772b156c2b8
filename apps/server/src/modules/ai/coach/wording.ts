import { bare, capitalize, joinParts, type ObjectiveReading } from './objective.ts';
import type { Intent, Language, Method, Phase } from './types.ts';

/**
 * How the coach words an agenda like a facilitator: its own title, a question for the wall
 * per sequence (built on one part of the objective, never the objective itself), speakers
 * that say who works, and plurals by the language's rules.
 */

const titleLabels: Record<Language, Record<Intent, string>> = {
  en: {
    retrospective: 'Retrospective',
    ideation: 'Ideas workshop',
    decision: 'Decision session',
    planning: 'Planning session',
    kickoff: 'Kickoff',
    strategy: 'Strategy session',
    'problem-solving': 'Problem-solving workshop',
    'team-building': 'Team day',
    learning: 'Training',
    risk: 'Risk review',
  },
  fr: {
    retrospective: 'Rétrospective',
    ideation: 'Atelier d’idées',
    decision: 'Séance de décision',
    planning: 'Séance de planification',
    kickoff: 'Lancement',
    strategy: 'Séance de stratégie',
    'problem-solving': 'Atelier de résolution',
    'team-building': 'Journée d’équipe',
    learning: 'Formation',
    risk: 'Revue des risques',
  },
};

export const TITLE_MAX = 60;

/**
 * The coach's own title, at most 60 characters: the kind of session and what it is about,
 * falling back to shorter forms rather than cutting words off.
 *
 * @example coachTitle({ parts: ['working agreements', 'top 3 priorities'] }, 'decision', 'en')
 * // 'Decision session: working agreements and top 3 priorities'
 */
export function coachTitle(reading: ObjectiveReading, intent: Intent, language: Language): string {
  const kind = reading.label ?? titleLabels[language][intent];
  const parts = reading.parts.map(bare);
  const colon = language === 'fr' ? '\u00a0: ' : ': ';
  const candidates = [
    `${kind}${colon}${joinParts(parts, language)}`,
    capitalize(joinParts(parts, language)),
    `${kind}${colon}${parts[0] ?? ''}`,
    capitalize(parts[0] ?? ''),
    kind,
  ];
  return (
    candidates.find((title) => title.length <= TITLE_MAX && !/:\s*$/.test(title)) ??
    titleLabels[language][intent]
  );
}

type Templates = Record<Phase, string[]> & {
  introductions: string[];
  practice: string[];
  lookBack: string[];
  risk: string[];
};

// {t} is one part of the objective. French templates only use "sur"/"pour"/"avec" before it,
// which never contract with the part's article.
const questions: Record<Language, Templates> = {
  en: {
    opening: [
      'What do you bring to today’s work on {t}, in one sentence?',
      'How do you arrive today, and what matters most to you about {t}?',
    ],
    introductions: [
      'Who are you, what is your role, and what do you hope for from our work on {t}?',
      'Your name, your role, and one thing you would like to learn about {t}.',
    ],
    context: [
      'What do we already know about {t}, and what is still unclear?',
      'Where do we stand today on {t}? One fact and one question each.',
    ],
    diverge: [
      'What could we try for {t}? Many ideas first, even the odd ones.',
      'If nothing held us back, what would we do about {t}?',
    ],
    practice: [
      'Practise in turn: one person tries {t}, the others observe and give one tip each.',
      'Role-play a real case of {t}: try, hear what worked, try again.',
    ],
    lookBack: [
      'Looking back at {t}: what helped us, and what held us back?',
      'What happened around {t}, and what surprised us?',
    ],
    risk: [
      'What could go wrong with {t}, and what would warn us early?',
      'Imagine {t} has failed: what went wrong?',
    ],
    converge: [
      'Which ideas on {t} matter most, and why?',
      'What patterns do we see in what we said about {t}?',
    ],
    decide: [
      'What do we decide on {t}, and what do we leave aside?',
      'Which choice on {t} can everyone live with? What would change your mind?',
    ],
    plan: [
      'Who does what, and by when, for {t}?',
      'What first step on {t} can each of us take next week?',
    ],
    close: [
      'What do you take away from today, in one word or one sentence?',
      'What will you do first after today?',
    ],
  },
  fr: {
    opening: [
      'En une phrase : qu’apportez-vous aujourd’hui pour notre travail sur {t} ?',
      'Comment arrivez-vous aujourd’hui, et qu’est-ce qui compte pour vous sur {t} ?',
    ],
    introductions: [
      'Qui êtes-vous, quel est votre rôle, et qu’attendez-vous de notre travail sur {t} ?',
      'Votre prénom, votre rôle, et une chose que vous aimeriez apprendre sur {t}.',
    ],
    context: [
      'Que savons-nous déjà sur {t}, et qu’est-ce qui reste flou ?',
      'Où en sommes-nous aujourd’hui sur {t} ? Un fait et une question chacun.',
    ],
    diverge: [
      'Quelles pistes pour {t} ? D’abord beaucoup d’idées, même étonnantes.',
      'Si rien ne nous retenait, que ferions-nous pour {t} ?',
    ],
    practice: [
      'À tour de rôle : une personne s’exerce sur {t}, les autres observent et donnent chacun un conseil.',
      'Jeu de rôle sur un cas réel, pour {t} : essayer, entendre ce qui a marché, recommencer.',
    ],
    lookBack: [
      'En regardant en arrière, sur {t} : qu’est-ce qui nous a aidés, qu’est-ce qui nous a freinés ?',
      'Que s’est-il passé, pour {t}, et qu’est-ce qui nous a surpris ?',
    ],
    risk: [
      'Qu’est-ce qui pourrait mal tourner pour {t}, et quels signaux nous alerteraient ?',
      'Imaginons l’échec, pour {t} : qu’est-ce qui a mal tourné ?',
    ],
    converge: [
      'Parmi nos idées sur {t}, lesquelles comptent le plus, et pourquoi ?',
      'Quels thèmes se dégagent de ce que nous avons dit sur {t} ?',
    ],
    decide: [
      'Que décidons-nous pour {t}, et que laissons-nous de côté ?',
      'Quel choix sur {t} chacun peut-il accepter ? Qu’est-ce qui vous ferait changer d’avis ?',
    ],
    plan: [
      'Qui fait quoi, et pour quand, pour {t} ?',
      'Quel premier pas sur {t} chacun peut-il faire la semaine prochaine ?',
    ],
    close: [
      'Que retenez-vous de cette séance, en un mot ou une phrase ?',
      'Que ferez-vous en premier après cette séance ?',
    ],
  },
};

export type QuestionKind = Phase | 'introductions' | 'practice' | 'lookBack' | 'risk';

/** The question on the wall for one sequence: `kind`'s template `variant` on `topic`. */
export function wallQuestion(
  kind: QuestionKind,
  topic: string,
  language: Language,
  variant: number,
): string {
  const list = questions[language][kind];
  return list[variant % list.length]!.replace('{t}', topic);
}

/** Several parts named by one sequence: "a, then b" (never the objective's own "a and b"). */
export function partsTogether(parts: readonly string[], language: Language): string {
  return parts.join(language === 'fr' ? ', puis ' : ', then ');
}

const roles = {
  en: {
    facilitator: 'Facilitator',
    everyone: 'Everyone',
    pairs: 'Pairs',
    trios: 'Trios',
    groups: 'Small groups',
    tableHosts: 'Table hosts',
    owner: 'Decision owner',
  },
  fr: {
    facilitator: 'Animation',
    everyone: 'Tout le monde',
    pairs: 'Binômes',
    trios: 'Trios',
    groups: 'Petits groupes',
    tableHosts: 'Hôtes de table',
    owner: 'Décideur',
  },
} as const;

/** Who works in a sequence, from the method's interaction mode and the phase. */
export function speakersFor(
  method: Method,
  phase: Phase,
  participants: number,
  language: Language,
): string[] {
  const role = roles[language];
  const tables = participants > 15 && method.subgroups ? [role.tableHosts] : [];
  if (phase === 'decide' && method.mode === 'plenary') return [role.facilitator, role.owner];
  switch (method.mode) {
    case 'solo':
      return [role.everyone];
    case 'pairs':
      return [role.pairs];
    case 'small-groups':
      return method.group[0] === 3 && method.group[1] <= 4
        ? [role.trios]
        : [role.groups, ...tables];
    case 'mixed':
      return [role.everyone, ...tables];
    case 'plenary':
      // The facilitator leads the briefing, the opening and the close; elsewhere the room works.
      if (phase === 'context') return [role.facilitator];
      return phase === 'opening' || phase === 'close'
        ? [role.facilitator, role.everyone]
        : [role.everyone];
  }
}

/** The plural form of `forms` for `count` by the language's own rules (French: 0 and 1 are singular). */
export function plural(
  count: number,
  language: Language,
  forms: { one: string; other: string },
): string {
  const rule = new Intl.PluralRules(language).select(count);
  return (rule === 'one' ? forms.one : forms.other).replace('{count}', String(count));
}
