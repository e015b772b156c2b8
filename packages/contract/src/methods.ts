import { z } from 'zod';
import { aiIntents, aiPhases } from './ai.ts';
import { PAGE_LIMIT_MAX } from './meetings.ts';
import { templateLanguageSchema } from './templates.ts';

/**
 * The method library (DESIGN §9 "Methods"): `GET /v1/methods` lists method cards in one
 * language, `GET /v1/methods/{id}` returns one card in full with the agenda text to insert.
 * Public and the same for everyone, so responses are cacheable.
 */

export const methodPhaseSchema = z.enum(aiPhases);
export type MethodPhase = z.infer<typeof methodPhaseSchema>;
export const methodModes = ['solo', 'pairs', 'small-groups', 'plenary', 'mixed'] as const;
export const methodModeSchema = z.enum(methodModes);
export type MethodMode = z.infer<typeof methodModeSchema>;
export const methodEnergySchema = z.enum(['low', 'medium', 'high']);
export type MethodEnergy = z.infer<typeof methodEnergySchema>;

/** A method id: a lowercase slug. */
export const methodIdPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const METHOD_LIST_DEFAULT = 24;
/**
 * The longest method of the library lasts two working days (a hackathon), the longest
 * meeting the AI coach plans (`durationMinutes` up to 960).
 */
export const METHOD_MINUTES_MAX = 960;
export const METHOD_PEOPLE_MAX = 1000;

/** `true` / `false` as query text; `z.coerce.boolean()` would read "false" as true. */
const booleanFlag = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

export const listMethodsQuerySchema = z.object({
  language: templateLanguageSchema.optional(),
  q: z.string().trim().max(200).optional(),
  phase: methodPhaseSchema.optional(),
  /** Keeps cards whose group range holds this many people, or that split into subgroups. */
  people: z.coerce.number().int().min(1).max(METHOD_PEOPLE_MAX).optional(),
  /** Keeps cards whose time range includes this many minutes. */
  minutes: z.coerce.number().int().min(1).max(METHOD_MINUTES_MAX).optional(),
  /** `true` keeps cards that have a remote variant. */
  remote: booleanFlag,
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(METHOD_LIST_DEFAULT),
  cursor: z.string().max(200).optional(),
});
export type ListMethodsQuery = z.infer<typeof listMethodsQuerySchema>;

const rangeSchema = z.tuple([z.number().int(), z.number().int()]);

export const methodSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  purpose: z.string(),
  phase: methodPhaseSchema,
  /** Usual duration, [min, max] minutes. */
  minutes: rangeSchema,
  /** Group sizes it works for, [min, max] people. */
  group: rangeSchema,
  mode: methodModeSchema,
  energy: methodEnergySchema,
  /** Has a variant for a remote meeting (every card has one today). */
  remote: z.boolean(),
});
export type MethodSummary = z.infer<typeof methodSummarySchema>;

export const methodListSchema = z.object({
  items: z.array(methodSummarySchema),
  nextCursor: z.string().nullable(),
});
export type MethodList = z.infer<typeof methodListSchema>;

/** One card in full, in the language asked. */
export const methodSchema = z.object({
  id: z.string(),
  name: z.string(),
  purpose: z.string(),
  whenToUse: z.string(),
  /** A generic question or instruction to put on the wall. */
  prompt: z.string(),
  /** In order; shown numbered. */
  steps: z.array(z.string()),
  materials: z.array(z.string()),
  /** How to run it online. */
  remote: z.string(),
  phase: methodPhaseSchema,
  intents: z.array(z.enum([...aiIntents, 'all'])),
  minutes: rangeSchema,
  group: rangeSchema,
  /** Splits a larger crowd into subgroups (tables, pairs, trios). */
  subgroups: z.boolean(),
  mode: methodModeSchema,
  energy: methodEnergySchema,
  /** People walk around the room. */
  movement: z.boolean(),
  source: z.string(),
  /** The agenda text "Insert into my agenda" writes: one sequence, steps as private notes. */
  insertText: z.string(),
});
export type Method = z.infer<typeof methodSchema>;

export const methodIdParamsSchema = z.object({ id: z.string().max(100) });
export const methodQuerySchema = z.object({ language: templateLanguageSchema.optional() });
