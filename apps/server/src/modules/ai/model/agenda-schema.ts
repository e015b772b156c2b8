import { z } from 'zod';
import { aiPhases } from '@ordo/contract';

/** The JSON Schema sent to the model (strict mode: every property required, no extras). */
export const modelAgendaJsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'explanation', 'sequences'],
  properties: {
    title: { type: 'string' },
    explanation: { type: 'string' },
    sequences: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: [
          'title',
          'minutes',
          'phase',
          'methodId',
          'isBreak',
          'speakers',
          'description',
          'facilitatorNotes',
        ],
        properties: {
          title: { type: 'string' },
          minutes: { type: 'number' },
          phase: { type: 'string', enum: [...aiPhases, 'break'] },
          methodId: { type: ['string', 'null'] },
          isBreak: { type: 'boolean' },
          speakers: { type: 'array', items: { type: 'string' } },
          description: { type: 'string' },
          facilitatorNotes: { type: 'string' },
        },
      },
    },
  },
} as const;

/** The same shape checked on what comes back: a model's JSON is untrusted input. */
export const modelAgendaSchema = z.object({
  title: z.string().max(200),
  explanation: z.string().max(4000).default(''),
  sequences: z
    .array(
      z.object({
        title: z.string().trim().min(1).max(200),
        minutes: z.number().finite().min(0).max(960),
        phase: z.enum([...aiPhases, 'break']).catch('converge'),
        methodId: z.string().max(100).nullable().default(null),
        isBreak: z.boolean().default(false),
        speakers: z.array(z.string().max(100)).max(20).default([]),
        description: z.string().max(4000).default(''),
        facilitatorNotes: z.string().max(8000).default(''),
      }),
    )
    .min(1)
    .max(60),
});
export type ModelAgenda = z.infer<typeof modelAgendaSchema>;
