import { z } from 'zod';
import type { MethodCard } from '../../methods/card.ts';
import { aiIntents, aiPhases, type AiIntent, type AiPhase } from '@ordo/contract';

export type Phase = AiPhase;
export type Intent = AiIntent;
export type Language = 'en' | 'fr';

/**
 * One facilitation method the coach plans with: a method card of the library people browse
 * at `/methods` (`modules/methods/cards/*.json`), so every card, old or new, is a candidate.
 */
export type Method = MethodCard;

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
