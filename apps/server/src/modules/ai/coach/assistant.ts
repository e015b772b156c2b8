import { parseAgenda, scheduleAgenda, serializeAgenda, type Sequence } from '@ordo/agenda';
import { normalize } from './classify.ts';
import { readInstructions, type Instruction } from './instructions.ts';
import { acceptsMinutes, fitsGroup, type Library } from './library.ts';
import { breakSequence, linkedMethodId, methodSequence } from './render.ts';
import { isBreak, refit } from './refit.ts';
import type { Language, Method } from './types.ts';

export type AssistantResult = { content: string; changes: string[]; needsModel: boolean };

type Context = { library: Library; language: Language; participants: number };

const say = {
  en: {
    dropped: (n: number) => `Removed ${n} optional sequence(s).`,
    removedBreaks: (n: number) => `Removed ${n} break(s); the other sequences keep the total.`,
    addedBreaks: (n: number) =>
      `Added ${n} break(s) so no stretch runs over 90 minutes; the total is unchanged.`,
    noBreakNeeded: 'No break was needed: no stretch runs over 90 minutes.',
    opening: (name: string) => `Added an opening: ${name}.`,
    closing: (name: string) => `Added a closing: ${name}.`,
    replaced: (from: string, to: string) => `Replaced "${from}" with "${to}".`,
    fit: (from: number, to: number) => `Fitted the agenda from ${from} to ${to} minutes.`,
    needsModel:
      'The built-in coach can fit the agenda to a duration, add or remove breaks, add an opening or a closing, drop optional sequences and replace a sequence by another method. This request needs a connected language model.',
    none: 'Nothing to change.',
  },
  fr: {
    dropped: (n: number) => `${n} séquence(s) optionnelle(s) supprimée(s).`,
    removedBreaks: (n: number) =>
      `${n} pause(s) supprimée(s) ; les autres séquences gardent le total.`,
    addedBreaks: (n: number) =>
      `${n} pause(s) ajoutée(s) pour qu'aucune période ne dépasse 90 minutes ; le total ne change pas.`,
    noBreakNeeded: 'Aucune pause nécessaire : aucune période ne dépasse 90 minutes.',
    opening: (name: string) => `Ouverture ajoutée : ${name}.`,
    closing: (name: string) => `Clôture ajoutée : ${name}.`,
    replaced: (from: string, to: string) => `« ${from} » remplacée par « ${to} ».`,
    fit: (from: number, to: number) => `Ordre du jour ajusté de ${from} à ${to} minutes.`,
    needsModel:
      'Le coach intégré sait ajuster la durée, ajouter ou retirer des pauses, ajouter une ouverture ou une clôture, retirer les séquences optionnelles et remplacer une séquence par une autre méthode. Cette demande nécessite un modèle de langage connecté.',
    none: 'Rien à changer.',
  },
} as const;

/**
 * The built-in editor assistant: applies the documented edits to an agenda text and says
 * what changed; anything else comes back unchanged with `needsModel`.
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
  if (!handled) return { content: input.content, changes: [], needsModel: true };
  return { content: serializeAgenda({ ...parsed.agenda, sequences }), changes, needsModel: false };
}

export function needsModelMessage(language: Language): string {
  return say[language].needsModel;
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
      const method = pick(context, 'opening', sequences, 10);
      const added = [
        methodSequence({
          method,
          minutes: 10,
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
): Method {
  const present = new Set(sequences.map((sequence) => methodOf(context.library, sequence)?.id));
  const candidates = context.library.methods.filter(
    (method) =>
      method.phase === phase &&
      method !== exclude &&
      !present.has(method.id) &&
      fitsGroup(method, context.participants),
  );
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
