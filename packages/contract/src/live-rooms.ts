import { z } from 'zod';
import { ADD_TIME_LIMIT_MINUTES } from '@ordo/agenda';
import { wholeNumber } from './live-numbers.ts';

/**
 * The breakout rooms' part of the live run's contract (DESIGN §9 "Rooms"): the `room` a command,
 * a join or a control token names, the recall, and the rooms of a state and of Insight.
 * live.ts assembles them into its schemas; the package exports what it always did.
 */

/** A room's 0-based index in its sequence. A fresh schema per field, as live.ts says why. */
export const roomIndexSchema = () => wholeNumber(0, 1_000);

/**
 * The room a command is for (DESIGN §9 "Rooms"): its 0-based index in the current sequence;
 * the command then acts on that room's steps only (`index` names a step). Absent: the plenary.
 */
export const roomSchema = () =>
  roomIndexSchema()
    .optional()
    .describe("A room of the current sequence (0-based): the command acts on that room's steps");

/** "Back in plenary in N min" on every screen; every room ends when it elapses. */
export const recallCommandSchema = z
  .strictObject({ type: z.literal('recall'), minutes: wholeNumber(0, ADD_TIME_LIMIT_MINUTES) })
  .describe('Calls every room of the current sequence back: they end in `minutes` (0: now)');

const runStepStateSchema = z.object({
  index: z.number().int(),
  title: z.string(),
  plannedMs: z.number(),
  addedMs: z.number(),
  actualMs: z.number(),
  skipped: z.boolean(),
});

/** A room's plan against actual (DESIGN §9 "Rooms"); a room without steps has one, its own. */
export const runRoomResultSchema = z.object({
  index: z.number().int(),
  name: z.string(),
  plannedMs: z.number(),
  actualMs: z.number(),
  steps: z.array(runStepStateSchema),
});

/** A room of the current sequence, live; `message` is the one sent to this room only. */
export const runRoomStateSchema = runRoomResultSchema.extend({
  hosts: z.array(z.string()),
  status: z.enum(['idle', 'running', 'paused', 'done']),
  stepIndex: z.number().int(),
  stepStartedAt: z.number().nullable(),
  pausedAt: z.number().nullable(),
  addedMs: z.number(),
  endsAt: z.number().nullable(),
  message: z.object({ text: z.string(), flash: z.boolean(), sentAt: z.number() }).nullable(),
});

/** The rooms' recall, once sent: every room ends at `endsAt`. */
export const runRecallSchema = z.object({ sentAt: z.number(), endsAt: z.number() });

/** A room of a finished run's sequence, with its steps, planned against actual (Insight). */
export const runRoomStatsSchema = z.object({
  index: z.number().int(),
  name: z.string(),
  plannedMs: z.number(),
  actualMs: z.number(),
  steps: z.array(z.object({ title: z.string(), plannedMs: z.number(), actualMs: z.number() })),
});
