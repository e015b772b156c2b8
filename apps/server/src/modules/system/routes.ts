import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Registry } from 'prom-client';
import { healthSchema, publicConfigSchema, readinessSchema } from '@ordo/contract';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { publicConfig } from './public-config.ts';

type Options = { config: Config; database: Database; metrics: Registry };

/** Liveness, readiness, metrics and the public configuration the web app boots with. */
export const systemRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { config, database, metrics },
) => {
  app.get(
    '/healthz',
    { schema: { tags: ['system'], summary: 'The process is up', response: { 200: healthSchema } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['system'],
        summary: 'The database answers',
        response: { 200: readinessSchema },
      },
    },
    async () => {
      try {
        await database.ping();
      } catch {
        throw new AppError('SERVICE_UNAVAILABLE', 'The database does not answer');
      }
      return { status: 'ready' as const, database: database.kind };
    },
  );

  app.get(
    '/metrics',
    { schema: { tags: ['system'], summary: 'Prometheus metrics' } },
    async (_request, reply) => {
      reply.header('content-type', metrics.contentType);
      return metrics.metrics();
    },
  );

  app.get(
    '/api/config',
    {
      schema: {
        tags: ['system'],
        summary: 'Public configuration: brand, feature flags, languages, limits',
        response: { 200: publicConfigSchema },
      },
    },
    async () => publicConfig(config),
  );
};
