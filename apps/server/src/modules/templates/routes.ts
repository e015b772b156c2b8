import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  listTemplatesQuerySchema,
  templateIdParamsSchema,
  templateListSchema,
  templateQuerySchema,
  templateSchema,
} from '@ordo/contract';
import { templateLibrary } from './library.ts';
import { getTemplate, listTemplates } from './queries.ts';

/** Signing in is optional: it adds your own templates. */
const security: Record<string, string[]>[] = [{}, { bearer: [] }];

/**
 * `/v1/templates` (DESIGN §9): the library for everyone, plus the caller's own templates when
 * signed in. The library is read and parsed once, here, so a broken data file stops the start.
 */
export const templateRoutes: FastifyPluginAsyncZod = async (app) => {
  templateLibrary();

  app.get(
    '/v1/templates',
    {
      schema: {
        tags: ['templates'],
        summary: 'List templates: the library, and yours when signed in',
        security,
        querystring: listTemplatesQuerySchema,
        response: { 200: templateListSchema, 400: errorBodySchema },
      },
    },
    async (request) => listTemplates(app.database.db, request.viewer, request.query),
  );

  app.get(
    '/v1/templates/:id',
    {
      schema: {
        tags: ['templates'],
        summary: 'One template with its agenda text',
        security,
        params: templateIdParamsSchema,
        querystring: templateQuerySchema,
        response: { 200: templateSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      getTemplate(app.database.db, request.viewer, request.params.id, request.query.language),
  );
};
