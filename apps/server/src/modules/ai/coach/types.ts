import { z } from 'zod';
import { aiIntents, aiPhases, type AiIntent, type AiPhase } from '@ordo/contract';

export type Phase = AiPhase;
export type Intent = AiIntent;
export type Language = 'en' | 'fr';

const textSchema = z.object({
  name: z.string().min(2).max(80),
  prompt: z.string().min(10).max(400),
  steps: z.array(z.string().min(5).max(300)).min(2).max(6),
});

/** One facilitation method of the library, as stored in `data/methods/*.json`. */
export const methodSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    phase: z.enum(aiPhases),
    /** `all` means the method suits any intent. */
    intents: z.array(z.enum([...aiIntents, 'all'])).min(1),
    minutes: z.tuple([z.number().int().positive(), z.number().int().positive()]),
    group: z.tuple([z.number().int().positive(), z.number().int().positive()]),
    /** Runs at tables (or pairs, trios) so a larger crowd splits into subgroups. */
    subgroups: z.boolean(),
    mode: z.enum(['solo', 'pairs', 'small-groups', 'plenary', 'mixed']),
    energy: z.enum(['low', 'medium', 'high']),
    /** People walk around the room: not for online sessions. */
    movement: z.boolean(),
    source: z.string().min(3),
    en: textSchema,
    fr: textSchema,
  })
  .strict();
export type Method = z.infer<typeof methodSchema>;

export const intentProfileSchema = z
  .object({
    id: z.enum(aiIntents),
    weights: z.record(z.enum(aiPhases), z.number().min(0)),
    /** Middle phases by importance: short sessions keep the first ones. */
    core: z.array(z.enum(aiPhases)).min(1),
    /** Each inner list: at least one of these phases must be present (rubric "intent coverage"). */
    requires: z.array(z.array(z.enum(aiPhases)).min(1)),
    en: z.object({ name: z.string(), keywords: z.string() }),
    fr: z.object({ name: z.string(), keywords: z.string() }),
  })
  .strict();
export type IntentProfile = z.infer<typeof intentProfileSchema>;

/** What the coach is asked for (the contract's agenda ask without its `kind`). */
export type CoachRequest = {
  objective: string;
  title?: string;
  durationMinutes: number;
  participants: number;
  audience?: string;
  language: Language;
  seed: number;
};

/** One planned block of time before rendering. */
export type PlannedItem =
  | { kind: 'break'; minutes: number; lunch: boolean }
  | { kind: 'method'; minutes: number; phase: Phase; method: Method; alternatives: Method[] };
