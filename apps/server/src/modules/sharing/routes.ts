import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  meetingCheckQuerySchema,
  meetingCheckSchema,
  meetingIdParamsSchema,
} from '@ordo/contract';
import { findMeeting } from '../../access/loaders.ts';
import type { MeetingAccess } from '../../access/meeting-access.ts';
import { parseMeetingRef } from '../../access/meeting-ref.ts';
import type { Executor } from '../../db/client.ts';
import { setPublicHeaders, visitorOf } from './route-kit.ts';

/**
 * Sharing (issue 7): `/check`. The public view itself is `GET /v3/meetings/{id}` (meetings
 * module), which reads through the same access service.
 */
export const sharingRoutes =
  (deps: { db: Executor; access: MeetingAccess }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/v3/meetings/:id/check',
      {
        schema: {
          tags: ['sharing'],
          summary: 'Whether a meeting is shared, needs an access code, and the code is right',
          description:
            'Answers `{ exists, requiresCode, codeValid }` and nothing else. Wrong codes count ' +
            'towards the per-meeting, per-client limit (429 RATE_LIMITED with `retryAfter`).',
          params: meetingIdParamsSchema,
          querystring: meetingCheckQuerySchema,
          response: { 200: meetingCheckSchema, 400: errorBodySchema, 429: errorBodySchema },
        },
      },
      async (request, reply) => {
        setPublicHeaders(reply);
        const row = await findMeeting(deps.db, parseMeetingRef(request.params.id));
        return deps.access.check(row, visitorOf(request, request.query));
      },
    );
  };
