import type { Sequence } from '@ordo/agenda';
import { draftAgenda, intentOf, type CoachDraft } from '../coach/coach.ts';
import type { Library } from '../coach/library.ts';
import { refit } from '../coach/refit.ts';
import { methodPath, renderAgenda } from '../coach/render.ts';
import { readObjective } from '../coach/objective.ts';
import { coachTitle, TITLE_MAX } from '../coach/wording.ts';
import { applyRubric, type RubricResult } from '../coach/rubric.ts';
import type { CoachRequest, Intent } from '../coach/types.ts';
import { modelAgendaJsonSchema, modelAgendaSchema, type ModelAgenda } from './agenda-schema.ts';
import { ModelError, type JsonAsk, type ModelChat } from './chat.ts';
import { agendaSystemPrompt, agendaUserPrompt } from './prompts.ts';

export type ModelDraft = CoachDraft & { provider: 'model' | 'builtin'; attempts: number };

/** Checks a model's agenda must pass after repair; the weighted ones only guide the retry. */
const required = ['format', 'total-time', 'opens-and-closes', 'breaks', 'no-machine-text'];

/**
 * An agenda from the connected model, held to the built-in coach's rubric: minutes repaired
 * to the exact total, one retry with the failed checks as feedback, then the built-in coach.
 */
export async function modelAgenda(
  chat: ModelChat,
  library: Library,
  request: CoachRequest,
  onDelta?: (text: string) => void,
): Promise<ModelDraft> {
  const intent = intentOf(library, request);
  const messages: JsonAsk['messages'] = [
    { role: 'system', content: agendaSystemPrompt(library, request) },
    { role: 'user', content: agendaUserPrompt(request) },
  ];
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    let reply: string;
    try {
      reply = await chat.completeJson({
        name: 'agenda',
        schema: modelAgendaJsonSchema,
        messages,
        onDelta,
      });
    } catch (error) {
      if (error instanceof ModelError) break;
      throw error;
    }
    const candidate = readAgenda(reply);
    if (!candidate) {
      messages.push(
        { role: 'assistant', content: reply },
        {
          role: 'user',
          content: feedback(['the answer is not a JSON object of the requested shape']),
        },
      );
      continue;
    }
    const content = toContent(candidate, request, library, intent);
    const rubric = applyRubric(library, { ...request, content, intent });
    const failed = failures(rubric);
    if (failed.length === 0) {
      const explanation = candidate.explanation.trim() || draftAgenda(library, request).explanation;
      return {
        content,
        explanation,
        intent,
        seed: request.seed,
        alternatives: [],
        provider: 'model',
        attempts: attempt,
      };
    }
    messages.push(
      { role: 'assistant', content: reply },
      { role: 'user', content: feedback(failed) },
    );
  }
  return { ...draftAgenda(library, request), provider: 'builtin', attempts: 2 };
}

function readAgenda(reply: string): ModelAgenda | undefined {
  try {
    const parsed = modelAgendaSchema.safeParse(JSON.parse(reply));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Renders the model's sequences through our serializer and repairs the total. A sequence
 * from the library links to its card in the private notes; nothing else is added to the text.
 */
function toContent(
  answer: ModelAgenda,
  request: CoachRequest,
  library: Library,
  intent: Intent,
): string {
  const label = request.language === 'fr' ? 'Méthode :' : 'Method:';
  const sequences: Sequence[] = answer.sequences.map((item) => {
    const isBreak = item.isBreak || item.phase === 'break';
    const method = !isBreak && item.methodId ? library.byId.get(item.methodId) : undefined;
    const link = method
      ? `${label} [${method[request.language].name}](${methodPath(method.id)})`
      : '';
    return {
      title: item.title,
      optional: false,
      durationMinutes: Math.max(1, Math.round(item.minutes)),
      speakers: item.speakers.map((speaker) => speaker.trim()).filter(Boolean),
      description: item.description.trim(),
      notes: [link, item.facilitatorNotes.trim()].filter(Boolean).join('\n'),
      comments: [],
    };
  });
  const own = answer.title.trim();
  return renderAgenda({
    title:
      request.title ??
      (own && own.length <= TITLE_MAX && !/…|\.\.\.$/.test(own)
        ? own
        : coachTitle(readObjective(request.objective, request.language), intent, request.language)),
    objective: request.objective,
    sequences: refit(sequences, request.durationMinutes),
  });
}

function failures(rubric: RubricResult): string[] {
  return rubric.checks
    .filter((check) => !check.passed && required.includes(check.id))
    .map((check) => describeCheck(check.id));
}

function describeCheck(id: string): string {
  switch (id) {
    case 'format':
      return 'every sequence needs a title and more than 0 minutes';
    case 'total-time':
      return 'the minutes must add up exactly to the requested duration';
    case 'no-machine-text':
      return 'no comments, ids or codes in any text, and plurals written out (never "(s)")';
    case 'opens-and-closes':
      return 'the first sequence must be an opening (phase "opening") and the last a closing (phase "close")';
    default:
      return 'over 90 minutes, no stretch may run longer than 90 minutes without a break; from 6 hours include a lunch break of 45 minutes or more';
  }
}

function feedback(failed: string[]): string {
  return `Your agenda failed these checks:\n- ${failed.join('\n- ')}\nAnswer again with the corrected JSON object only.`;
}
