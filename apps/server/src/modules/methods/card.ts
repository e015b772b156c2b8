import { z } from 'zod';
import { aiIntents, aiPhases } from '@ordo/contract';

/**
 * A method card: one facilitation method of Ordo's library, in English and French.
 * The AI coach plans with the same cards people browse at `/methods`, so a card carries
 * both what a person reads (purpose, when to use, steps, materials, remote variant) and what
 * the coach selects on (phase, intents, group, minutes, mode, energy, movement).
 * Cards live in `cards/*.json`, each file an array of cards; ids are stable slugs.
 */
const cardTextSchema = z
  .object({
    /** The method's usual name in this language (a proper name may stay untranslated). */
    name: z.string().min(2).max(80),
    /** What the method achieves, in one sentence. */
    purpose: z.string().min(20).max(300),
    /** When to reach for it (and, briefly, when not to). */
    whenToUse: z.string().min(20).max(400),
    /** A generic question or instruction for the wall; the coach rephrases it per objective. */
    prompt: z.string().min(10).max(400),
    /** What the facilitator does, in order; shown numbered, so no numbers in the text. */
    steps: z.array(z.string().min(5).max(300)).min(2).max(8),
    /** What to prepare (may be empty for methods that need nothing). */
    materials: z.array(z.string().min(2).max(120)).max(8),
    /** How to run it online (video call, shared board, chat). */
    remote: z.string().min(20).max(400),
  })
  .strict();
export type CardText = z.infer<typeof cardTextSchema>;

export const methodCardSchema = z
  .object({
    id: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
      .max(60),
    phase: z.enum(aiPhases),
    /** `all` means the method suits any intent. */
    intents: z.array(z.enum([...aiIntents, 'all'])).min(1),
    /** Usual duration range in minutes, [min, max]. */
    minutes: z.tuple([z.number().int().positive(), z.number().int().positive()]),
    /** Group sizes it works for, [min, max] people. */
    group: z.tuple([z.number().int().positive(), z.number().int().positive()]),
    /** Runs at tables (or pairs, trios) so a larger crowd splits into subgroups. */
    subgroups: z.boolean(),
    mode: z.enum(['solo', 'pairs', 'small-groups', 'plenary', 'mixed']),
    energy: z.enum(['low', 'medium', 'high']),
    /** People walk around the room: the remote variant replaces the walking. */
    movement: z.boolean(),
    /** Where the method comes from (author, collection) or "Common practice". */
    source: z.string().min(3).max(160),
    en: cardTextSchema,
    fr: cardTextSchema,
  })
  .strict()
  .refine((card) => card.minutes[0] <= card.minutes[1], 'minutes: min above max')
  .refine((card) => card.group[0] <= card.group[1], 'group: min above max');
export type MethodCard = z.infer<typeof methodCardSchema>;
