import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  meetingIdParamsSchema,
  runCsvParamsSchema,
  runListQuerySchema,
  runAveragesSchema,
  runListSchema,
} from '@ordo/contract';
import { loadEditable } from '../../access/loaders.ts';
import { parseMeetingRef } from '../../access/meeting-ref.ts';
import { bearerSecurity, requireSignIn, requireViewer } from '../../auth/viewer.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { runCsv, runCsvFileName } from './insight-presenter.ts';
import { findFinishedRun, listFinishedRuns, runAverages } from './insight-queries.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};

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
        return listFinishedRuns(db, meeting, request.query);
      },
    );

    app.get(
      '/v3/meetings/:id/runs/:runId.csv',
      {
        schema: {
          tags: ['live'],
          summary: 'One finished run as CSV (UTF-8 with a byte-order mark, 1-based index)',
          description:
            'Columns: index,title,plannedMinutes,actualMinutes,overrunMinutes,addedMinutes,' +
            'optional,skipped,startedAt. The file name is a slug of the title and the run day.',
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
        const summary = await findFinishedRun(db, meeting, request.params.runId);
        if (!summary) throw new AppError('NOT_FOUND', 'No such finished run');
        const csv = runCsv(summary);
        const fileName = runCsvFileName(meeting.title, summary.startedAt, meeting.timeZone);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
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
          response: { 200: runAveragesSchema, 401: errorBodySchema },
        },
      },
      async (request) => {
        return { items: await runAverages(db, requireViewer(request)) };
      },
    );
  };
