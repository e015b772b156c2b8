import { z } from 'zod';
import { parseAgenda } from '@ordo/agenda';
import type { AssistantResult } from '../coach/assistant.ts';
import type { SequenceDetails } from '../coach/details.ts';
import type { Language } from '../coach/types.ts';
import { ModelError, type ModelChat } from './chat.ts';

const languageName = (language: Language) => (language === 'fr' ? 'French' : 'English');

const editJsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['content', 'changes'],
  properties: {
    content: { type: 'string' },
    changes: { type: 'array', items: { type: 'string' } },
  },
} as const;
const editSchema = z.object({
  content: z.string().max(100_000),
  changes: z.array(z.string().max(500)).max(50),
});

const detailsJsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['description', 'steps', 'durationMinutes'],
  properties: {
    description: { type: 'string' },
    steps: { type: 'array', items: { type: 'string' } },
    durationMinutes: { type: 'number' },
  },
} as const;
const detailsSchema = z.object({
  description: z.string().trim().min(1).max(4000),
  steps: z.array(z.string().trim().min(1).max(500)).min(1).max(12),
  durationMinutes: z.number().finite().min(1).max(480),
});

const agendaLanguage =
  'Agenda language: a title line; "# Title" starts a sequence; ": 15" its minutes; "@ Role" its speakers; "> text" its public description; other lines are private notes.';

/** The editor assistant through the model; undefined when the answer is unusable. */
export async function modelEdit(
  chat: ModelChat,
  input: { instruction: string; content: string; language: Language },
): Promise<AssistantResult | undefined> {
  const reply = await ask(chat, 'agenda_edit', editJsonSchema, [
    {
      role: 'system',
      content: `You edit meeting agendas. ${agendaLanguage} Answer with the whole new agenda text and one line per change, in ${languageName(input.language)}.`,
    },
    { role: 'user', content: `Instruction: ${input.instruction}\n\nAgenda:\n${input.content}` },
  ]);
  const parsed = reply ? editSchema.safeParse(reply) : undefined;
  if (!parsed?.success) return undefined;
  const { agenda, diagnostics } = parseAgenda(parsed.data.content);
  if (diagnostics.length > 0 || agenda.sequences.length === 0) return undefined;
  return { content: parsed.data.content, changes: parsed.data.changes, needsModel: false };
}

/** Sequence details through the model; undefined when the answer is unusable. */
export async function modelDetails(
  chat: ModelChat,
  input: { sequenceTitle: string; content: string; language: Language },
): Promise<SequenceDetails | undefined> {
  const reply = await ask(chat, 'sequence_details', detailsJsonSchema, [
    {
      role: 'system',
      content: `You are a facilitation coach. Describe how to run one sequence of the agenda: a public description for participants, facilitator steps and minutes, in ${languageName(input.language)}. ${agendaLanguage}`,
    },
    { role: 'user', content: `Sequence: ${input.sequenceTitle}\n\nAgenda:\n${input.content}` },
  ]);
  const parsed = reply ? detailsSchema.safeParse(reply) : undefined;
  if (!parsed?.success) return undefined;
  return {
    title: input.sequenceTitle,
    ...parsed.data,
    durationMinutes: Math.round(parsed.data.durationMinutes),
    methodId: null,
  };
}

async function ask(
  chat: ModelChat,
  name: string,
  schema: Record<string, unknown>,
  messages: { role: 'system' | 'user'; content: string }[],
): Promise<unknown> {
  try {
    return JSON.parse(await chat.completeJson({ name, schema, messages }));
  } catch (error) {
    if (error instanceof ModelError || error instanceof SyntaxError) return undefined;
    throw error;
  }
}
