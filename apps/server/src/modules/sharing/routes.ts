import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import {
  errorBodySchema,
  meetingCheckQuerySchema,
  meetingCheckSchema,
  meetingIdParamsSchema,
  type PublicMeeting,
  type PublicMeetingQuery,
} from '@ordo/contract';
import { resolveAuthSecret } from '../../auth/secret.ts';
import type { MeetingRow } from '../../db/schema/index.ts';
import { parseMeetingRef } from '../meetings/meeting-id.ts';
import { findMeeting } from '../meetings/queries.ts';
import { memoryCodeAttempts, redisCodeAttempts } from './code-attempts.ts';
import { derivePassKey } from './pass.ts';
import {
  checkMeeting,
  credentialsOf,
  readPublicMeeting,
  setPublicHeaders,
  type SharingDeps,
} from './service.ts';

/** What the meetings module calls when a reader cannot edit, or asks for `?view=public`. */
export type Sharing = {
  readPublic(
    request: FastifyRequest,
    reply: FastifyReply,
    row: MeetingRow | undefined,
    query: PublicMeetingQuery,
  ): Promise<PublicMeeting>;
};

declare module 'fastify' {
  interface FastifyInstance {
    sharing: Sharing;
  }
}

const checkRoutes =
  (deps: SharingDeps): FastifyPluginAsyncZod =>
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
        return checkMeeting(deps, request, row, credentialsOf(request, request.query));
      },
    );
  };

/**
 * Sharing (issue 7): public views, access codes, passes and `/check`. Counters of wrong codes
 * live in Redis when it is configured, so every process shares them, and in memory otherwise.
 * Call after the app's `database`, `config` and `clock` are decorated.
 */
export async function registerSharing(
  app: FastifyInstance,
  options: { redis: Redis | undefined },
): Promise<void> {
  const { config } = app;
  // The same secret that signs sessions (AUTH_SECRET, or the one kept in DATA_DIR).
  const authSecret = await resolveAuthSecret(config.auth.secret, config.dataDir);
  const limits = {
    max: config.sharing.codeAttemptsMax,
    windowSeconds: config.sharing.codeWindowSeconds,
  };
  const deps: SharingDeps = {
    db: app.database.db,
    clock: app.clock,
    passKey: derivePassKey(authSecret),
    attempts: options.redis
      ? redisCodeAttempts(limits, options.redis, config.redisPrefix)
      : memoryCodeAttempts(limits, app.clock),
  };
  app.decorate('sharing', {
    async readPublic(request, reply, row, query) {
      setPublicHeaders(reply);
      return readPublicMeeting(deps, request, row, query);
    },
  } satisfies Sharing);
  await app.register(checkRoutes(deps));
}
