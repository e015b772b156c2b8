import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  listMethodsQuerySchema,
  methodIdParamsSchema,
  methodListSchema,
  methodQuerySchema,
  methodSchema,
} from '@ordo/contract';
import { getMethod, listMethods } from './queries.ts';

/** The cards change only with a release: let browsers and proxies keep an answer an hour. */
const CACHE_CONTROL = 'public, max-age=3600';

/**
 * `/v1/methods` (DESIGN §9): the method library, public and the same for everyone. The cards are
 * read and validated on the first request that needs them, not at start: reading them there
 * cost every server 45 ms and 11 MB of resident memory before its first answer (bench:start's
 * PostgreSQL case went over its 120 MB budget). `cards.test.ts` keeps invalid cards out.
 */
export const methodRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/methods',
    {
      schema: {
        operationId: 'listMethods',
        tags: ['methods'],
        summary:
          'List method cards in one language: search by words, filter by phase, group and time',
        security: [],
        querystring: listMethodsQuerySchema,
        response: { 200: methodListSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE_CONTROL);
      return listMethods(request.query);
    },
  );

  app.get(
    '/v1/methods/:id',
    {
      schema: {
        operationId: 'getMethod',
        tags: ['methods'],
        summary: 'One method card in full, with the agenda text that inserts it',
        security: [],
        params: methodIdParamsSchema,
        querystring: methodQuerySchema,
        response: { 200: methodSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE_CONTROL);
      return getMethod(request.params.id, request.query.language);
    },
  );
};
