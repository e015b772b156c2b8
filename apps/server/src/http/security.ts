import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { isApiPath } from '@ordo/contract';
import type { Config } from '../config.ts';
import { AppError } from './app-error.ts';
import { cspNonceOf } from './csp-nonce.ts';
import { fallbackStore } from './fallback-store.ts';

/**
 * Security headers with the content security policy of DESIGN §9. Styles need a per-response
 * nonce because Mantine and CodeMirror inject <style> elements at run time; scripts never do.
 *
 * @fastify/helmet builds helmet's middleware again for every request, and for the policy that
 * means parsing and checking every directive each time: about a sixth of the CPU a public
 * meeting read cost (bench:http profile). The policy is therefore built once, by helmet's own
 * middleware (`helmet.contentSecurityPolicy`), and only the nonce is made per response; the
 * plugin still sets the other headers, which cost little to build.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config?: Pick<Config, 'analyticsUrl'>,
): Promise<void> {
  // The page-view beacon (ANALYTICS_URL) may live on another origin; it is the only exception.
  const analyticsOrigin = config?.analyticsUrl ? new URL(config.analyticsUrl).origin : undefined;
  await app.register(helmet, {
    contentSecurityPolicy: false,
    // Swagger UI and the SPA load their own assets from this origin only.
    crossOriginEmbedderPolicy: false,
  });
  const contentSecurityPolicy = helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // The nonce admits the one inline script of a prerendered page (its colour scheme, set
      // before the first paint: apps/web/src/door/prerender.tsx).
      scriptSrc: ["'self'", (_request, response) => `'nonce-${cspNonceOf(response)}'`],
      styleSrc: ["'self'", (_request, response) => `'nonce-${cspNonceOf(response)}'`],
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...(analyticsOrigin ? [analyticsOrigin] : [])],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    contentSecurityPolicy(request.raw, reply.raw, done);
  });
}

/**
 * One global limit per client on API paths. With Redis every process shares the counters;
 * without it each process counts alone, which is right for the single-process default.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  config: Config,
  redis: Redis | undefined,
): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimit.max,
    timeWindow: config.rateLimit.windowSeconds * 1000,
    allowList: (request) => !isApiPath(request.url) || /^\/(healthz|readyz)\b/.test(request.url),
    // Counts fall back to memory for any call Redis does not answer quickly (fallback-store.ts).
    ...(redis ? { store: fallbackStore(redis, `${config.redisPrefix}rate:`) } : {}),
    errorResponseBuilder: (_request, context) => {
      const retryAfter = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError('RATE_LIMITED', undefined, { retryAfter });
    },
  });
}
