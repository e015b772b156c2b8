import { serializeAgenda, type Agenda, type Sequence } from '@ordo/agenda';
import type { Language, Method, Phase } from './types.ts';
import { roomsFor } from './rooms.ts';
import { speakersFor } from './wording.ts';

const words = {
  en: {
    break: 'Break',
    lunch: 'Lunch break',
    breakText: 'Time to recharge: step away from the screens.',
    lunchText: 'Lunch together; we start again on time.',
    method: 'Method:',
    how: 'How it runs:',
    steps: 'Facilitator steps:',
    source: 'Source:',
    online: 'Online: add about 10 % for transitions and check everyone can use the tools.',
  },
  fr: {
    break: 'Pause',
    lunch: 'Pause déjeuner',
    breakText: 'Le temps de souffler : on s’éloigne des écrans.',
    lunchText: 'Déjeuner ensemble ; reprise à l’heure.',
    method: 'Méthode :',
    how: 'Déroulé :',
    steps: 'Étapes pour l’animation :',
    source: 'Source :',
    online:
      'En ligne : prévoyez environ 10 % de temps de transition et vérifiez que chacun maîtrise les outils.',
  },
} as const;

/** Where a method's card lives; a sequence's private notes link to it. */
export function methodPath(id: string): string {
  return `/methods/${id}`;
}

const methodLink = /\]\(\/methods\/([a-z0-9-]+)\)/;

/** The id of the method card a sequence's notes link to, if any. */
export function linkedMethodId(sequence: Pick<Sequence, 'notes'>): string | undefined {
  return sequence.notes.match(methodLink)?.[1];
}

export type MethodSequenceInput = {
  method: Method;
  minutes: number;
  phase: Phase;
  language: Language;
  participants: number;
  /** The question for the wall, in the coach's words; the method's own prompt otherwise. */
  question?: string;
  online?: boolean;
};

/**
 * One library method as an agenda sequence: who works as speakers, the question for the
 * wall as the public description, and in the private notes a link to the method's card,
 * how it runs and the facilitator's steps.
 */
export function methodSequence(input: MethodSequenceInput): Sequence {
  const text = input.method[input.language];
  const label = words[input.language];
  const notes = [
    `${label.method} [${text.name}](${methodPath(input.method.id)})`,
    ...(input.question ? [`${label.how} ${text.prompt}`] : []),
    label.steps,
    ...text.steps.map((step, index) => `${index + 1}. ${step}`),
    ...(input.online && input.phase === 'opening' ? [label.online] : []),
    `${label.source} ${input.method.source}`,
  ].join('\n');
  const rooms = roomsFor(input.method, input.minutes, input.participants, input.language);
  return {
    title: text.name,
    optional: false,
    durationMinutes: input.minutes,
    speakers: speakersFor(input.method, input.phase, input.participants, input.language),
    description: input.question ? `**${oneLine(input.question)}**` : text.prompt,
    notes,
    comments: [],
    ...(rooms ? { rooms } : {}),
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
    comments: [],
  };
}

/** The agenda text: title, the objective as the public `>` header, then the sequences. */
export function renderAgenda(input: {
  title: string;
  objective: string;
  sequences: Sequence[];
}): string {
  const agenda: Agenda = {
    title: oneLine(input.title),
    objective: input.objective.trim(),
    notes: '',
    comments: [],
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
