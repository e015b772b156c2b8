import { serializeAgenda, type Agenda, type Sequence } from '@ordo/agenda';
import type { Language, Method, Phase } from './types.ts';

const words = {
  en: {
    facilitator: 'Facilitator',
    tableHosts: 'Table hosts',
    break: 'Break',
    lunch: 'Lunch break',
    breakText: 'Time to recharge: step away from the screens.',
    lunchText: 'Lunch together; we start again on time.',
    question: 'Question',
    steps: 'Facilitator steps:',
    source: 'Source',
    online: 'Online: add about 10 % for transitions and check everyone can use the tools.',
  },
  fr: {
    facilitator: 'Animation',
    tableHosts: 'Hôtes de table',
    break: 'Pause',
    lunch: 'Pause déjeuner',
    breakText: 'Le temps de souffler : on s’éloigne des écrans.',
    lunchText: 'Déjeuner ensemble ; reprise à l’heure.',
    question: 'Question',
    steps: 'Étapes pour l’animation :',
    source: 'Source',
    online:
      'En ligne : prévoyez environ 10 % de temps de transition et vérifiez que chacun maîtrise les outils.',
  },
} as const;

/** The hidden comment that names a sequence's library method, read back by the rubric. */
export const METHOD_MARK = 'ordo-ai method=';
export const BREAK_MARK = 'ordo-ai break';

export type MethodSequenceInput = {
  method: Method;
  minutes: number;
  phase: Phase;
  language: Language;
  participants: number;
  /** Set on the first working sequence so the agenda echoes the objective. */
  question?: string;
  online?: boolean;
};

/** One library method as an agenda sequence: roles as speakers, public prompt, private steps. */
export function methodSequence(input: MethodSequenceInput): Sequence {
  const text = input.method[input.language];
  const label = words[input.language];
  const speakers: string[] = [label.facilitator];
  if (input.participants > 15 && input.method.subgroups) speakers.push(label.tableHosts);
  const description = [
    ...(input.question ? [`${label.question}: **${oneLine(input.question)}**`] : []),
    text.prompt,
  ].join('\n');
  const notes = [
    label.steps,
    ...text.steps.map((step, index) => `${index + 1}. ${step}`),
    ...(input.online && input.phase === 'opening' ? [label.online] : []),
    `${label.source}: ${input.method.source}`,
  ].join('\n');
  return {
    title: text.name,
    optional: false,
    durationMinutes: input.minutes,
    speakers,
    description,
    notes,
    comments: [`${METHOD_MARK}${input.method.id} phase=${input.phase}`],
  };
}

export function breakSequence(minutes: number, lunch: boolean, language: Language): Sequence {
  const label = words[language];
  return {
    title: lunch ? label.lunch : label.break,
    optional: false,
    durationMinutes: minutes,
    speakers: [],
    description: lunch ? label.lunchText : label.breakText,
    notes: '',
    comments: [BREAK_MARK],
  };
}

/** The agenda text: title, the objective as the public `>` header, then the sequences. */
export function renderAgenda(input: {
  title: string;
  objective: string;
  comment: string;
  sequences: Sequence[];
}): string {
  const agenda: Agenda = {
    title: oneLine(input.title),
    objective: input.objective.trim(),
    notes: '',
    comments: [input.comment],
    sequences: input.sequences,
  };
  return serializeAgenda(agenda);
}

/** A title from an objective: its first line, at most 80 characters, cut at a word. */
export function titleFrom(objective: string): string {
  const line = oneLine(objective);
  if (line.length <= 80) return line;
  const cut = line.slice(0, 80);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 40)).trimEnd()}…`;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
