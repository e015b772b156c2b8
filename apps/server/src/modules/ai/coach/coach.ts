import { formatMinutes, type Sequence } from '@ordo/agenda';
import type { AiAgendaAnswer } from '@ordo/contract';
import { audienceTraits } from './audience.ts';
import { classifyIntent, contentWords } from './classify.ts';
import type { Library } from './library.ts';
import { readObjective } from './objective.ts';
import { seededRandom } from './random.ts';
import { breakSequence, methodSequence, renderAgenda } from './render.ts';
import { planSegments } from './segments.ts';
import { alternativesFor, chooseMethods, introductionMethod, practiceMethod } from './select.ts';
import { itemCount, phaseSlots, timeSlots, type TimedSlot } from './slots.ts';
import type { CoachRequest, Intent, Language, Method } from './types.ts';
import { coachTitle, partsTogether, plural, wallQuestion, type QuestionKind } from './wording.ts';

export type CoachDraft = Pick<
  AiAgendaAnswer,
  'content' | 'explanation' | 'intent' | 'seed' | 'alternatives'
>;

/**
 * The built-in coach: an agenda for `request` from the method library, pure and
 * deterministic for a seed. Its required minutes equal `request.durationMinutes` exactly.
 * Provenance (intent, seed, method ids) travels in the answer's fields, never in the text.
 */
export function draftAgenda(library: Library, request: CoachRequest): CoachDraft {
  const traits = audienceTraits(request.audience, request.objective);
  const intent = intentOf(library, request);
  const profile = library.intentById.get(intent)!;
  const reading = readObjective(request.objective, request.language);
  const plan = planSegments(request.durationMinutes);
  const work = plan.segments.reduce((sum, minutes) => sum + minutes, 0);
  // A sequence per part when time allows (about 12 minutes each); else one names several.
  const count = Math.max(
    itemCount(work, plan.segments.length),
    Math.min(reading.parts.length + 2, 6, Math.floor(work / 12) + 1),
    // Every phase group the intent requires gets its own slot from 20 minutes.
    work >= 20 ? profile.requires.length + 2 : 0,
  );
  const slots = timeSlots(
    library,
    phaseSlots(profile, count, traits),
    plan.segments,
    request.participants,
    traits.online,
  );
  const choices = chooseMethods(
    {
      library,
      intent,
      participants: request.participants,
      language: request.language,
      traits,
      goalWords: new Set(contentWords(request.objective, request.language)),
      random: seededRandom(request.seed),
      shortSession: request.durationMinutes < 45,
    },
    slots,
  );
  const topics = topicsBySlot(slots, reading.parts, request.language);
  // A closing method's own prompt is about the session itself: it stays as written.
  const questionFor = (index: number, method: Method) =>
    slots[index]!.phase === 'close'
      ? undefined
      : wallQuestion(
          questionKind(slots[index]!, method, intent, traits),
          topics[index]!,
          request.language,
          index + request.seed,
        );
  const sequenceOf = (index: number, method = choices[index]!.method) =>
    methodSequence({
      method,
      minutes: slots[index]!.minutes,
      phase: slots[index]!.phase,
      language: request.language,
      participants: request.participants,
      question: questionFor(index, method),
      online: traits.online,
    });
  const inAgenda = new Set(choices.map((choice) => choice.method.id));
  const sequences: Sequence[] = [];
  const alternatives: CoachDraft['alternatives'] = [];
  slots.forEach((slot, index) => {
    if (index > 0 && slots[index - 1]!.segment !== slot.segment) {
      const pause = plan.breaks[slot.segment - 1]!;
      alternatives.push({ index: sequences.length, methodId: null, options: [] });
      sequences.push(breakSequence(pause.minutes, pause.lunch, request.language));
    }
    const options = alternativesFor(choices[index]!, slot.minutes, inAgenda).map((method) => ({
      methodId: method.id,
      name: method[request.language].name,
      sequence: sequenceOf(index, method),
    }));
    alternatives.push({ index: sequences.length, methodId: choices[index]!.method.id, options });
    sequences.push(sequenceOf(index));
  });
  const content = renderAgenda({
    title: request.title ?? coachTitle(reading, intent, request.language),
    objective: request.objective,
    sequences,
  });
  return {
    content,
    explanation: explain(request, profile[request.language].name, plan.breaks.length),
    intent,
    seed: request.seed,
    alternatives,
  };
}

/** The intent behind a request; "Train new managers…" is a training, whatever "new" suggests. */
export function intentOf(library: Library, request: Pick<CoachRequest, 'objective' | 'audience'>) {
  return audienceTraits(undefined, request.objective).training
    ? ('learning' as const)
    : classifyIntent(library, request.objective, request.audience).intent;
}

/**
 * The part of the objective each slot names: the working slots take the parts in turn (a
 * part per slot, several when slots are fewer), the opening the first part; the close none.
 */
function topicsBySlot(slots: readonly TimedSlot[], parts: string[], language: Language) {
  const middle = slots
    .map((slot, index) => ({ slot, index }))
    .filter(({ slot }) => slot.phase !== 'opening' && slot.phase !== 'close');
  const topics = slots.map(() => parts[0]!);
  if (middle.length === 0) {
    topics[0] = partsTogether(parts, language);
    return topics;
  }
  middle.forEach(({ index }, at) => {
    const own = parts.filter((_, part) => part % middle.length === at);
    topics[index] = own.length > 0 ? partsTogether(own, language) : parts[at % parts.length]!;
  });
  return topics;
}

function questionKind(
  slot: TimedSlot,
  method: Method,
  intent: Intent,
  traits: { newTeam: boolean; training: boolean },
): QuestionKind {
  if (slot.phase === 'opening') {
    return traits.newTeam || introductionMethod.test(method.id) ? 'introductions' : 'opening';
  }
  if (traits.training && practiceMethod.test(method.id)) return 'practice';
  if (intent === 'retrospective' && (slot.phase === 'context' || slot.phase === 'diverge')) {
    return 'lookBack';
  }
  if (intent === 'risk' && slot.phase === 'diverge') return 'risk';
  return slot.phase;
}

const explanations = {
  en: {
    people: { one: '{count} participant', other: '{count} participants' },
    breaks: { one: 'with {count} break', other: 'with {count} breaks' },
    text: (intent: string, minutes: number, people: string, breaks: string) =>
      `Detected intent: ${intent}. ${formatMinutes(minutes, 'en')} for ${people}, from opening to close${breaks}. ` +
      'Every sequence comes from the method library, links to its card and can be swapped for an alternative.',
  },
  fr: {
    people: { one: '{count} participant', other: '{count} participants' },
    breaks: { one: 'avec {count} pause', other: 'avec {count} pauses' },
    text: (intent: string, minutes: number, people: string, breaks: string) =>
      `Intention détectée : ${intent}. ${formatMinutes(minutes, 'fr')} pour ${people}, de l'ouverture à la clôture${breaks}. ` +
      'Chaque séquence vient de la bibliothèque de méthodes, renvoie à sa fiche et peut être remplacée par une alternative.',
  },
} as const;

function explain(request: CoachRequest, intentName: string, breaks: number): string {
  const words = explanations[request.language];
  const people = plural(request.participants, request.language, words.people);
  const pauses = breaks > 0 ? `, ${plural(breaks, request.language, words.breaks)}` : '';
  return words.text(intentName, request.durationMinutes, people, pauses);
}
