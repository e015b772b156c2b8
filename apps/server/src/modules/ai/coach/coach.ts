import type { Sequence } from '@ordo/agenda';
import type { AiAgendaAnswer } from '@ordo/contract';
import { audienceTraits } from './audience.ts';
import { classifyIntent, contentWords } from './classify.ts';
import type { Library } from './library.ts';
import { seededRandom } from './random.ts';
import { breakSequence, methodSequence, renderAgenda, titleFrom } from './render.ts';
import { planSegments } from './segments.ts';
import { alternativesFor, chooseMethods } from './select.ts';
import { itemCount, phaseSlots, timeSlots } from './slots.ts';
import type { CoachRequest } from './types.ts';

export type CoachDraft = Pick<
  AiAgendaAnswer,
  'content' | 'explanation' | 'intent' | 'seed' | 'alternatives'
>;

/**
 * The built-in coach: an agenda for `request` from the method library, pure and
 * deterministic for a seed. Its required minutes equal `request.durationMinutes` exactly.
 */
export function draftAgenda(library: Library, request: CoachRequest): CoachDraft {
  const traits = audienceTraits(request.audience);
  const { intent } = classifyIntent(library, request.objective, request.audience);
  const profile = library.intentById.get(intent)!;
  const plan = planSegments(request.durationMinutes);
  const work = plan.segments.reduce((sum, minutes) => sum + minutes, 0);
  const slots = timeSlots(
    library,
    phaseSlots(profile, itemCount(work, plan.segments.length), traits),
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
    },
    slots,
  );
  const questionAt = slots.findIndex((slot) => slot.phase !== 'opening');
  const sequenceOf = (index: number, method = choices[index]!.method) =>
    methodSequence({
      method,
      minutes: slots[index]!.minutes,
      phase: slots[index]!.phase,
      language: request.language,
      participants: request.participants,
      question: index === questionAt ? request.objective : undefined,
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
  const intentName = profile[request.language].name;
  const content = renderAgenda({
    title: request.title ?? titleFrom(request.objective),
    objective: request.objective,
    comment: `ordo-ai builtin intent=${intent} seed=${request.seed}`,
    sequences,
  });
  return {
    content,
    explanation: explain(request, intentName, plan.breaks.length),
    intent,
    seed: request.seed,
    alternatives,
  };
}

function explain(request: CoachRequest, intentName: string, breaks: number): string {
  const hours = `${request.durationMinutes} min`;
  return request.language === 'fr'
    ? `Intention détectée : ${intentName}. ${hours} pour ${request.participants} participant(s), ` +
        `de l'ouverture à la clôture${breaks > 0 ? `, avec ${breaks} pause(s)` : ''}. ` +
        'Chaque séquence vient de la bibliothèque de méthodes et peut être remplacée par une alternative.'
    : `Detected intent: ${intentName}. ${hours} for ${request.participants} participant(s), ` +
        `from opening to close${breaks > 0 ? `, with ${breaks} break(s)` : ''}. ` +
        'Every sequence comes from the method library and can be swapped for an alternative.';
}
