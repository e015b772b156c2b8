import {
  formatMinutes,
  parseAgenda,
  scheduleAgenda,
  serializeAgenda,
  type Sequence,
} from '@ordo/agenda';
import { normalize } from './classify.ts';
import { readInstructions, unreadWords, type Instruction } from './instructions.ts';
import { acceptsMinutes, fitsGroup, type Library } from './library.ts';
import { breakSequence, linkedMethodId, methodSequence } from './render.ts';
import { isBreak, refit } from './refit.ts';
import type { Language, Method } from './types.ts';
import { plural } from './wording.ts';

export type AssistantResult = {
  content: string;
  changes: string[];
  needsModel: boolean;
  /** When nothing was applied: what the assistant understood, what not, and what it can do. */
  summary?: string;
};

type Context = { library: Library; language: Language; participants: number };

const say = {
  en: {
    dropped: (n: number) =>
      plural(n, 'en', {
        one: 'Removed {count} optional sequence.',
        other: 'Removed {count} optional sequences.',
      }),
    removedBreaks: (n: number) =>
      plural(n, 'en', {
        one: 'Removed {count} break; the other sequences keep the total.',
        other: 'Removed {count} breaks; the other sequences keep the total.',
      }),
    addedBreaks: (n: number) =>
      plural(n, 'en', {
        one: 'Added {count} break so no stretch runs over 90 minutes; the total is unchanged.',
        other: 'Added {count} breaks so no stretch runs over 90 minutes; the total is unchanged.',
      }),
    noBreakNeeded: 'No break was needed: no stretch runs over 90 minutes.',
    opening: (name: string) => `Added an opening: ${name}.`,
    closing: (name: string) => `Added a closing: ${name}.`,
    replaced: (from: string, to: string) => `Replaced "${from}" with "${to}".`,
    fit: (from: number, to: number) => `Fitted the agenda from ${from} to ${to} minutes.`,
    notUnderstood: (request: string) =>
      `I did not understand “${request}”, so nothing was changed.`,
    partly: (unread: string) =>
      `I cannot do the “${unread}” part: the built-in coach only uses its method library and does not write new activities. Nothing was changed.`,
    offerOpening: (name: string, minutes: number, energetic: boolean) =>
      `I can add ${energetic ? 'an energetic opening' : 'an opening'} from the library as it is: “${name}” (${formatMinutes(minutes, 'en')}). To add it, ask “Add ${energetic ? 'an energizer' : 'an opening'}”.`,
    offer: (changes: string) => `What I would do without that part: ${changes}`,
    canDo:
      'What I can do: fit the agenda to a duration (“Fit to 90 minutes”), add or remove breaks (“Add breaks”), add an opening or an energizer (“Add an energizer”), add a closing (“Add a closing”), drop optional sequences (“Drop optional sequences”) and replace a sequence by another method (“Replace sequence 3”).',
    needsModel:
      'Free requests like this one need a connected language model, which this server does not have.',
    none: 'Nothing to change.',
  },
  fr: {
    dropped: (n: number) =>
      plural(n, 'fr', {
        one: '{count} séquence optionnelle supprimée.',
        other: '{count} séquences optionnelles supprimées.',
      }),
    removedBreaks: (n: number) =>
      plural(n, 'fr', {
        one: '{count} pause supprimée ; les autres séquences gardent le total.',
        other: '{count} pauses supprimées ; les autres séquences gardent le total.',
      }),
    addedBreaks: (n: number) =>
      plural(n, 'fr', {
        one: "{count} pause ajoutée pour qu'aucune période ne dépasse 90 minutes ; le total ne change pas.",
        other:
          "{count} pauses ajoutées pour qu'aucune période ne dépasse 90 minutes ; le total ne change pas.",
      }),
    noBreakNeeded: 'Aucune pause nécessaire : aucune période ne dépasse 90 minutes.',
    opening: (name: string) => `Ouverture ajoutée : ${name}.`,
    closing: (name: string) => `Clôture ajoutée : ${name}.`,
    replaced: (from: string, to: string) => `« ${from} » remplacée par « ${to} ».`,
    fit: (from: number, to: number) => `Ordre du jour ajusté de ${from} à ${to} minutes.`,
    notUnderstood: (request: string) =>
      `Je n’ai pas compris « ${request} » : rien n’a été modifié.`,
    partly: (unread: string) =>
      `Je ne sais pas faire la partie « ${unread} » : le coach intégré n’utilise que sa bibliothèque de méthodes et n’invente pas d’activités. Rien n’a été modifié.`,
    offerOpening: (name: string, minutes: number, energetic: boolean) =>
      `Je peux ajouter ${energetic ? 'une ouverture énergique' : 'une ouverture'} de la bibliothèque telle quelle : « ${name} » (${formatMinutes(minutes, 'fr')}). Pour l’ajouter, demandez « Ajoute ${energetic ? 'un brise-glace énergique' : 'une ouverture'} ».`,
    offer: (changes: string) => `Ce que je ferais sans cette partie : ${changes}`,
    canDo:
      'Ce que je sais faire : ajuster la durée (« Ramène à 90 minutes »), ajouter ou retirer des pauses (« Ajoute des pauses »), ajouter une ouverture ou un brise-glace (« Ajoute un brise-glace »), ajouter une clôture (« Ajoute une clôture »), retirer les séquences optionnelles (« Supprime les séquences optionnelles ») et remplacer une séquence par une autre méthode (« Remplace la séquence 3 »).',
    needsModel:
      'Les demandes libres comme celle-ci nécessitent un modèle de langage connecté, que ce serveur n’a pas.',
    none: 'Rien à changer.',
  },
} as const;

/**
 * The built-in editor assistant: applies the documented edits to an agenda text and says
 * what changed. A request it does not understand, whole or in part, comes back unchanged
 * with `needsModel` and a summary saying so, what it could do instead and what it can do.
 */
export function assistAgenda(
  library: Library,
  input: { instruction: string; content: string; language: Language; participants?: number },
): AssistantResult {
  const instructions = readInstructions(input.instruction);
  const parsed = parseAgenda(input.content);
  const context: Context = {
    library,
    language: input.language,
    participants: input.participants ?? 8,
  };
  let sequences = parsed.agenda.sequences;
  const changes: string[] = [];
  let handled = false;
  for (const instruction of instructions) {
    const result = apply(context, sequences, instruction);
    if (!result) continue;
    handled = true;
    sequences = result.sequences;
    changes.push(result.change);
  }
  const words = say[input.language];
  const request = input.instruction.trim().replace(/\s+/g, ' ');
  if (!handled) {
    // One line each: what happened, what it can do, what would do the rest.
    const summary = [words.notUnderstood(request), words.canDo, words.needsModel].join('\n');
    return { content: input.content, changes: [], needsModel: true, summary };
  }
  const unread = unreadWords(input.instruction, instructions);
  if (unread.length > 0) {
    // Part of the request was not understood: applying the rest would be doing something
    // else than asked, so nothing changes and the answer says what it would and would not do.
    const opening = instructions.find((instruction) => instruction.kind === 'add-opening');
    const offer =
      opening && instructions.length === 1
        ? openingOffer(context, parsed.agenda.sequences, opening.energetic === true)
        : words.offer(changes.join(' '));
    const summary = [words.partly(unread.join(' ')), offer, words.needsModel].join('\n');
    return { content: input.content, changes: [], needsModel: true, summary };
  }
  return { content: serializeAgenda({ ...parsed.agenda, sequences }), changes, needsModel: false };
}

function openingOffer(context: Context, sequences: readonly Sequence[], energetic: boolean) {
  const method = pick(context, 'opening', sequences, 10, undefined, energetic);
  return say[context.language].offerOpening(
    method[context.language].name,
    openingMinutes(method),
    energetic,
  );
}

/** An opening's minutes: 10, or the method's own maximum when shorter (a 3-minute energizer). */
function openingMinutes(method: Method): number {
  return Math.min(10, Math.max(method.minutes[1], 3));
}

export function needsModelMessage(language: Language): string {
  const words = say[language];
  return `${words.canDo}\n${words.needsModel}`;
}

function apply(
  context: Context,
  sequences: Sequence[],
  instruction: Instruction,
): { sequences: Sequence[]; change: string } | undefined {
  const words = say[context.language];
  const total = required(sequences);
  switch (instruction.kind) {
    case 'drop-optional': {
      const kept = sequences.filter((sequence) => !sequence.optional);
      return { sequences: kept, change: words.dropped(sequences.length - kept.length) };
    }
    case 'remove-breaks': {
      const kept = sequences.filter((sequence) => !isBreak(sequence));
      return {
        sequences: refit(kept, total),
        change: words.removedBreaks(sequences.length - kept.length),
      };
    }
    case 'add-breaks':
      return addBreaks(context, sequences, total);
    case 'add-opening': {
      const method = pick(context, 'opening', sequences, 10, undefined, instruction.energetic);
      const added = [
        methodSequence({
          method,
          minutes: openingMinutes(method),
          phase: 'opening',
          language: context.language,
          participants: context.participants,
        }),
        ...sequences,
      ];
      return {
        sequences: keepTotal(added, total),
        change: words.opening(method[context.language].name),
      };
    }
    case 'add-closing': {
      const method = pick(context, 'close', sequences, 5);
      const added = [
        ...sequences,
        methodSequence({
          method,
          minutes: 5,
          phase: 'close',
          language: context.language,
          participants: context.participants,
        }),
      ];
      return {
        sequences: keepTotal(added, total),
        change: words.closing(method[context.language].name),
      };
    }
    case 'replace':
      return replace(context, sequences, instruction.target);
    case 'fit':
      if (total === instruction.minutes) return undefined;
      return {
        sequences: refit(sequences, instruction.minutes),
        change: words.fit(total, instruction.minutes),
      };
  }
}

function required(sequences: readonly Sequence[]): number {
  return scheduleAgenda({
    title: '',
    objective: '',
    notes: '',
    comments: [],
    sequences: [...sequences],
  }).requiredMinutes;
}

/** A new sequence takes its minutes from the others, so the meeting still ends on time. */
function keepTotal(sequences: Sequence[], total: number): Sequence[] {
  return total > 0 ? refit(sequences, total) : sequences;
}

function addBreaks(context: Context, sequences: Sequence[], total: number) {
  const words = say[context.language];
  const result: Sequence[] = [];
  let stretch = 0;
  let added = 0;
  for (const sequence of sequences) {
    const minutes = sequence.optional ? 0 : sequence.durationMinutes;
    if (isBreak(sequence)) stretch = 0;
    else if (stretch > 0 && stretch + minutes > 75) {
      result.push(breakSequence(total <= 150 ? 10 : 15, false, context.language));
      added += 1;
      stretch = 0;
    }
    if (!isBreak(sequence)) stretch += minutes;
    result.push(sequence);
  }
  if (added === 0) return { sequences, change: words.noBreakNeeded };
  return { sequences: keepTotal(result, total), change: words.addedBreaks(added) };
}

function methodOf(library: Library, sequence: Sequence): Method | undefined {
  const id = linkedMethodId(sequence);
  if (id) return library.byId.get(id);
  const title = normalize(sequence.title);
  return library.methods.find(
    (method) => normalize(method.en.name) === title || normalize(method.fr.name) === title,
  );
}

function pick(
  context: Context,
  phase: Method['phase'],
  sequences: readonly Sequence[],
  minutes: number,
  exclude?: Method,
  energetic = false,
): Method {
  const present = new Set(sequences.map((sequence) => methodOf(context.library, sequence)?.id));
  const all = context.library.methods.filter(
    (method) =>
      method.phase === phase &&
      method !== exclude &&
      !present.has(method.id) &&
      fitsGroup(method, context.participants),
  );
  const lively = all.filter((method) => method.energy === 'high');
  const candidates = energetic && lively.length > 0 ? lively : all;
  return (
    candidates.find((method) => acceptsMinutes(method, minutes)) ??
    candidates[0] ??
    context.library.methods.find((method) => method.phase === phase)!
  );
}

function replace(context: Context, sequences: Sequence[], target: string) {
  const wanted = normalize(target);
  const number = wanted.match(/^(?:#|n°|no\.?\s*)?(\d+)$/)?.[1];
  const index = number
    ? Number(number) - 1
    : sequences.findIndex((sequence) => {
        const title = normalize(sequence.title);
        return title.length > 0 && (wanted.includes(title) || title.includes(wanted));
      });
  const old = sequences[index];
  if (!old || isBreak(old)) return undefined;
  const current = methodOf(context.library, old);
  const phase =
    current?.phase ??
    (index === 0 ? 'opening' : index === sequences.length - 1 ? 'close' : 'diverge');
  const method = pick(context, phase, sequences, old.durationMinutes, current);
  const next = methodSequence({
    method,
    minutes: old.durationMinutes,
    phase,
    language: context.language,
    participants: context.participants,
  });
  const updated = sequences.map((sequence, at) =>
    at === index ? { ...next, optional: old.optional } : sequence,
  );
  return { sequences: updated, change: say[context.language].replaced(old.title, next.title) };
}
