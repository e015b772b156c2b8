import { z } from 'zod';
import { PAGE_LIMIT_MAX, stageWarningsSchema } from './meetings.ts';
import { runRoomStatsSchema } from './live-rooms.ts';
import { meetingIdSchema } from './live.ts';

// A run seen afterwards: the presenter's notes, finished runs for Insight, their averages and
// their CSV (DESIGN §9 "Runs and Insight"). The live run itself is live.ts.

/**
 * `GET /v3/meetings/{id}/run/notes`: the private notes of the run's sequences for the presenter
 * view (editors, control and presenter tokens), rendered by the agenda's safe markdown. One
 * entry per sequence of the run, by `index`; `notesHtml` is empty when a sequence has none.
 * Notes only: `//` comments stay with the author. `stageWarnings`: the meeting's amber and red
 * thresholds, so the lectern's countdown changes colour when the stage's does.
 */
export const runNotesSchema = z.object({
  sequences: z.array(z.object({ index: z.number().int(), notesHtml: z.string() })),
  stageWarnings: stageWarningsSchema.nullable(),
});
export type RunNotes = z.infer<typeof runNotesSchema>;

/**
 * One sequence of a finished run (`index` 0-based, as in the run state; people count from 1).
 * `overrunMs` is `actualMs - plannedMs`, or `actualMs` for a sequence set aside (`setAside`:
 * skipped, or optional and never run; its planned time is not in `totalPlannedMs`). `addedMs`:
 * time added (negative: removed) live. `startedAt`: its first actual start, null if never run.
 */
export const runSequenceStatsSchema = z.object({
  index: z.number().int(),
  title: z.string(),
  optional: z.boolean(),
  plannedMs: z.number(),
  addedMs: z.number(),
  actualMs: z.number(),
  overrunMs: z.number(),
  skipped: z.boolean(),
  setAside: z.boolean(),
  startedAt: z.number().nullable(),
  /** Only for a sequence with rooms: each room and step, planned against actual. */
  rooms: z.array(runRoomStatsSchema).optional(),
});
export type RunSequenceStats = z.infer<typeof runSequenceStatsSchema>;

/**
 * A finished run as Insight shows it. `startDelayMs` is null without a planned date and time.
 * `totalPlannedMs` counts what was planned to run (every sequence that ran, and every required
 * one not skipped); the planned time of skipped sequences and of optional ones never run is
 * apart, in `skippedPlannedMs` and `optionalNotRunPlannedMs`.
 */
export const runSummarySchema = z.object({
  runId: z.uuid(),
  startedAt: z.number(),
  finishedAt: z.number(),
  startDelayMs: z.number().nullable(),
  totalPlannedMs: z.number(),
  totalActualMs: z.number(),
  skippedPlannedMs: z.number(),
  optionalNotRunPlannedMs: z.number(),
  sequences: z.array(runSequenceStatsSchema),
});
export type RunSummary = z.infer<typeof runSummarySchema>;
export const runListSchema = z.object({
  items: z.array(runSummarySchema),
  nextCursor: z.string().nullable(),
});
export type RunList = z.infer<typeof runListSchema>;
/** The average actual time of a sequence title over the caller's finished runs (Insight). */
export const runAverageSchema = z.object({
  title: z.string(),
  averageActualMs: z.number(),
  runCount: z.number().int(),
});
export type RunAverage = z.infer<typeof runAverageSchema>;
export const runAveragesSchema = z.object({ items: z.array(runAverageSchema) });
export const runListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(20),
  cursor: z.string().max(200).optional(),
});
export const runCsvParamsSchema = z.object({
  id: meetingIdSchema,
  runId: z.uuid(),
});
/**
 * The run CSV's columns (DESIGN §9): `index` 1-based as people count, minutes with two
 * decimals, `optional` and `skipped` as true/false, `startedAt` the sequence's first actual
 * start as an ISO time (empty when it never ran). `room` is empty on plenary rows; each step of
 * a room gets its own row after its sequence's, `room` its name and `title` the step's.
 */
export const RUN_CSV_COLUMNS = [
  'index',
  'title',
  'plannedMinutes',
  'actualMinutes',
  'overrunMinutes',
  'addedMinutes',
  'optional',
  'skipped',
  'startedAt',
  'room',
] as const;

/* ---- socket.io messages on `/live` ---- */
