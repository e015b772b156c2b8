import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, desc, eq, isNotNull, lt, or } from 'drizzle-orm';
import { z } from 'zod';
import {
  errorBodySchema,
  meetingIdParamsSchema,
  runCsvParamsSchema,
  runListQuerySchema,
  runListSchema,
} from '@ordo/contract';
import { averagesScopeSql } from '../../access/list-scope.ts';
import { loadEditable } from '../../access/loaders.ts';
import { parseMeetingRef } from '../../access/meeting-ref.ts';
import { bearerSecurity, requireSignIn, requireViewer } from '../../auth/viewer.ts';
import type { Db } from '../../db/client.ts';
import { meetingRuns, meetings, type MeetingRunRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { isSafeInteger, isUuid } from '../../http/sql-values.ts';
import { averagesByTitle, presentRunSummary, runCsv } from './insight.ts';
import { logsOf } from './run-store.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};
type FinishedRun = MeetingRunRow & { startedAt: number; finishedAt: number };
const isFinished = (run: MeetingRunRow): run is FinishedRun =>
  run.startedAt !== null && run.finishedAt !== null;

/** `finishedAt:id` of the last run of a page; anything else is a 400, never a 500. */
function decodeCursor(cursor: string): { finishedAt: number; id: string } {
  const match = /^(\d{1,15}):([0-9a-f-]{36})$/.exec(Buffer.from(cursor, 'base64url').toString());
  // The id reaches SQL as a uuid: 36 dashes match the pattern above but not PostgreSQL.
  if (!match || !isUuid(String(match[2])) || !isSafeInteger(Number(match[1]))) {
    throw new AppError('VALIDATION_FAILED', 'The cursor is not valid');
  }
  return { finishedAt: Number(match[1]), id: String(match[2]) };
}
const encodeCursor = (run: FinishedRun) =>
  Buffer.from(`${run.finishedAt}:${run.id}`).toString('base64url');

const averagesSchema = z.object({
  items: z.array(
    z.object({ title: z.string(), averageActualMs: z.number(), runCount: z.number() }),
  ),
});
/** How many of the caller's latest finished runs the averages read. */
const AVERAGE_RUNS = 200;

/** Insight (DESIGN §9): finished runs, newest first, their CSV, and averages by title. */
export const runsRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/v3/meetings/:id/runs',
      {
        schema: {
          tags: ['live'],
          summary: 'Finished runs of a meeting with planned vs actual time, newest first',
          security: bearerSecurity,
          params: meetingIdParamsSchema,
          querystring: runListQuerySchema,
          response: { 200: runListSchema, ...errors },
        },
      },
      async (request) => {
        const meeting = await loadEditable(
          db,
          requireViewer(request),
          parseMeetingRef(request.params.id),
          { read: true },
        );
        const conditions = [
          eq(meetingRuns.meetingId, meeting.id),
          isNotNull(meetingRuns.finishedAt),
        ];
        if (request.query.cursor) {
          const after = decodeCursor(request.query.cursor);
          conditions.push(
            or(
              lt(meetingRuns.finishedAt, after.finishedAt),
              and(eq(meetingRuns.finishedAt, after.finishedAt), lt(meetingRuns.id, after.id)),
            )!,
          );
        }
        const rows = (
          await db
            .select()
            .from(meetingRuns)
            .where(and(...conditions))
            .orderBy(desc(meetingRuns.finishedAt), desc(meetingRuns.id))
            .limit(request.query.limit + 1)
        ).filter(isFinished);
        const page = rows.slice(0, request.query.limit);
        const logs = await logsOf(
          db,
          page.map((run) => run.id),
        );
        const last = page.at(-1);
        return {
          items: page.map((run) => presentRunSummary(meeting, run, logs.get(run.id) ?? [])),
          nextCursor: rows.length > request.query.limit && last ? encodeCursor(last) : null,
        };
      },
    );

    app.get(
      '/v3/meetings/:id/runs/:runId.csv',
      {
        schema: {
          tags: ['live'],
          summary: 'One finished run as CSV',
          security: bearerSecurity,
          params: runCsvParamsSchema,
          response: { 200: z.string(), ...errors },
        },
      },
      async (request, reply) => {
        const meeting = await loadEditable(
          db,
          requireViewer(request),
          parseMeetingRef(request.params.id),
          { read: true },
        );
        const [run] = await db
          .select()
          .from(meetingRuns)
          .where(
            and(eq(meetingRuns.id, request.params.runId), eq(meetingRuns.meetingId, meeting.id)),
          )
          .limit(1);
        if (!run || !isFinished(run)) throw new AppError('NOT_FOUND', 'No such finished run');
        const logs = await logsOf(db, [run.id]);
        const csv = runCsv(presentRunSummary(meeting, run, logs.get(run.id) ?? []));
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="run-${run.id}.csv"`)
          .header('cache-control', 'private, no-store')
          .send(csv);
      },
    );

    app.get(
      '/v3/runs/averages',
      {
        preParsing: requireSignIn,
        schema: {
          tags: ['live'],
          summary: 'Average actual time per sequence title over your finished runs',
          security: bearerSecurity,
          response: { 200: averagesSchema, 401: errorBodySchema },
        },
      },
      async (request) => {
        const caller = requireViewer(request);
        const runs = await db
          .select({
            run: meetingRuns,
            meeting: {
              date: meetings.date,
              startTime: meetings.startTime,
              timeZone: meetings.timeZone,
            },
          })
          .from(meetingRuns)
          .innerJoin(meetings, eq(meetings.id, meetingRuns.meetingId))
          .where(
            and(
              averagesScopeSql(caller),
              eq(meetings.status, 'ACTIVE'),
              isNotNull(meetingRuns.finishedAt),
            ),
          )
          .orderBy(desc(meetingRuns.finishedAt))
          .limit(AVERAGE_RUNS);
        const finished = runs.filter((row) => isFinished(row.run));
        const logs = await logsOf(
          db,
          finished.map((row) => row.run.id),
        );
        const summaries = finished.map((row) =>
          presentRunSummary(row.meeting, row.run as FinishedRun, logs.get(row.run.id) ?? []),
        );
        return { items: averagesByTitle(summaries) };
      },
    );
  };
