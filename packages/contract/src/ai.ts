import { z } from 'zod';
import { plans } from '@ordo/agenda';
import { languageSchema } from './config.ts';

/**
 * Ordo AI (DESIGN §9 "AI coach"): `POST /v2/ai/ask`, its streaming twin
 * `POST /v2/ai/ask/stream` (server-sent events) and `GET /v2/ai/quota`.
 */

/** An agenda text sent to the coach: a whole meeting, bounded like a meeting's content. */
const agendaTextSchema = z.string().max(100_000);

export const aiPhases = [
  'opening',
  'context',
  'diverge',
  'converge',
  'decide',
  'plan',
  'close',
] as const;
export type AiPhase = (typeof aiPhases)[number];

export const aiIntents = [
  'retrospective',
  'ideation',
  'decision',
  'planning',
  'kickoff',
  'strategy',
  'problem-solving',
  'team-building',
  'learning',
  'risk',
] as const;
export type AiIntent = (typeof aiIntents)[number];

export const aiAgendaAskSchema = z
  .object({
    kind: z.literal('agenda'),
    objective: z.string().trim().min(3).max(2000),
    title: z.string().trim().min(1).max(200).optional(),
    durationMinutes: z.number().int().min(5).max(960),
    participants: z.number().int().min(1).max(1000),
    /** Free words such as "executives", "new team", "online"; they tune the methods. */
    audience: z.string().trim().max(200).optional(),
    language: languageSchema,
    /** Same seed, same agenda; a new seed gives another valid variant. */
    seed: z.number().int().min(0).max(2_147_483_647).optional(),
  })
  .strict();

export const aiSequenceDetailsAskSchema = z
  .object({
    kind: z.literal('sequence-details'),
    sequenceTitle: z.string().trim().min(1).max(200),
    content: agendaTextSchema,
    participants: z.number().int().min(1).max(1000).optional(),
    language: languageSchema,
  })
  .strict();

export const aiEditorAssistantAskSchema = z
  .object({
    kind: z.literal('editor-assistant'),
    instruction: z.string().trim().min(2).max(2000),
    content: agendaTextSchema,
    participants: z.number().int().min(1).max(1000).optional(),
    language: languageSchema,
  })
  .strict();

export const aiSlideshowAskSchema = z
  .object({
    kind: z.literal('slideshow'),
    content: agendaTextSchema,
    /** The meeting's start time, `H:MM` or `HH:MM`, to show clock times on the slides. */
    start: z
      .string()
      .regex(/^([01]?\d|2[0-3]):[0-5]\d$/)
      .optional(),
    language: languageSchema,
  })
  .strict();

export const aiAskSchema = z.discriminatedUnion('kind', [
  aiAgendaAskSchema,
  aiSequenceDetailsAskSchema,
  aiEditorAssistantAskSchema,
  aiSlideshowAskSchema,
]);
export type AiAsk = z.infer<typeof aiAskSchema>;
export type AiAgendaAsk = z.infer<typeof aiAgendaAskSchema>;
export type AiSequenceDetailsAsk = z.infer<typeof aiSequenceDetailsAskSchema>;
export type AiEditorAssistantAsk = z.infer<typeof aiEditorAssistantAskSchema>;
export type AiSlideshowAsk = z.infer<typeof aiSlideshowAskSchema>;

export const aiQuotaAnswerSchema = z.object({
  plan: z.enum(plans),
  unlimited: z.boolean(),
  /** Minutes of power a month; null when unlimited. */
  powerMonthly: z.number().int().nullable(),
  powerUsed: z.number().int(),
  /** 0…100, rounded; 0 when unlimited. */
  percentUsed: z.number().int(),
  /** ISO 8601: when the power refills (the first day of next calendar month, UTC). */
  refillsAt: z.string(),
  daysUntilRefill: z.number().int(),
});
export type AiQuotaAnswer = z.infer<typeof aiQuotaAnswerSchema>;

export const aiProviderSchema = z.enum(['builtin', 'model']);
export type AiProvider = z.infer<typeof aiProviderSchema>;

const answerBase = {
  provider: aiProviderSchema,
  powerSpent: z.number().int(),
  quota: aiQuotaAnswerSchema,
};

/** A sequence as `parseAgenda` reads it, so the web can swap it in with `editSequence`. */
export const aiSequenceSchema = z.object({
  title: z.string(),
  optional: z.boolean(),
  durationMinutes: z.number(),
  speakers: z.array(z.string()),
  description: z.string(),
  notes: z.string(),
  comments: z.array(z.string()),
});

export const aiAlternativeSchema = z.object({
  methodId: z.string(),
  name: z.string(),
  sequence: aiSequenceSchema,
});
export type AiAlternative = z.infer<typeof aiAlternativeSchema>;

export const aiAgendaAnswerSchema = z.object({
  ...answerBase,
  content: z.string(),
  explanation: z.string(),
  /** The intent the coach read in the objective. */
  intent: z.enum(aiIntents),
  seed: z.number().int(),
  /** For each sequence (by index), the next-best methods with the same minutes. */
  alternatives: z.array(
    z.object({
      index: z.number().int(),
      methodId: z.string().nullable(),
      options: z.array(aiAlternativeSchema),
    }),
  ),
});
export type AiAgendaAnswer = z.infer<typeof aiAgendaAnswerSchema>;

export const aiSequenceDetailsAnswerSchema = z.object({
  ...answerBase,
  title: z.string(),
  description: z.string(),
  steps: z.array(z.string()),
  durationMinutes: z.number(),
  /** The library method the details come from, when one matched. */
  methodId: z.string().nullable(),
});
export type AiSequenceDetailsAnswer = z.infer<typeof aiSequenceDetailsAnswerSchema>;

export const aiEditorAssistantAnswerSchema = z.object({
  ...answerBase,
  content: z.string(),
  /** One line per change, in the asker's language. */
  changes: z.array(z.string()),
  summary: z.string(),
  /** True when the built-in coach cannot do this and a connected model is needed. */
  needsModel: z.boolean(),
});
export type AiEditorAssistantAnswer = z.infer<typeof aiEditorAssistantAnswerSchema>;

export const aiSlideSchema = z.object({
  kind: z.enum(['title', 'sequence', 'end']),
  title: z.string(),
  subtitle: z.string(),
  /** "HH:MM–HH:MM" when the agenda has a start time, else the duration as text. */
  time: z.string(),
  durationMinutes: z.number(),
  speakers: z.array(z.string()),
  description: z.string(),
});
export type AiSlide = z.infer<typeof aiSlideSchema>;

export const aiSlideshowAnswerSchema = z.object({
  ...answerBase,
  slides: z.array(aiSlideSchema),
});
export type AiSlideshowAnswer = z.infer<typeof aiSlideshowAnswerSchema>;

export const aiAnswerSchema = z.union([
  aiAgendaAnswerSchema,
  aiSequenceDetailsAnswerSchema,
  aiEditorAssistantAnswerSchema,
  aiSlideshowAnswerSchema,
]);
export type AiAnswer = z.infer<typeof aiAnswerSchema>;

/**
 * Events of `POST /v2/ai/ask/stream` (text/event-stream): `delta` while a model writes,
 * then exactly one `result` (the body `POST /v2/ai/ask` would answer) or `error`
 * (`{ code, message }` as the plain route would answer with its status).
 */
export const aiStreamEventSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('delta'), text: z.string() }),
  z.object({ event: z.literal('result'), answer: aiAnswerSchema }),
  z.object({
    event: z.literal('error'),
    status: z.number().int(),
    code: z.string(),
    message: z.string(),
  }),
]);
export type AiStreamEvent = z.infer<typeof aiStreamEventSchema>;

/** Power a non-agenda ask spends (an agenda spends its planned minutes). */
export const AI_SMALL_ASK_POWER = 5;
