import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Registry } from 'prom-client';
import { healthSchema, publicConfigSchema, readinessSchema } from '@ordo/contract';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { publicConfig } from './public-config.ts';

type Options = { config: Config; database: Database; metrics: Registry };

const digest = (text: string) => createHash('sha256').update(text).digest();

/** `Authorization: Bearer <token>` equals the expected token, compared in constant time. */
export function bearerMatches(authorization: string | undefined, expected: string): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(expected));
}

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
    async (request, reply) => {
      const token = config.metricsToken;
      if (token && !bearerMatches(request.headers.authorization, token)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new AppError('UNAUTHENTICATED', 'Send Authorization: Bearer <METRICS_TOKEN>');
      }
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
