import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What a keyed limit answers: whether to go on, and else for how long to wait. */
export type KeyedVerdict = { allowed: true } | { allowed: false; retryAfter: number };
export type KeyedLimit = (key: string) => Promise<KeyedVerdict>;

/** The part of a request @fastify/rate-limit reads when a limiter is called by hand. */
type Probe = { limitKey: string; routeOptions: { config: Record<string, never> } };

/**
 * A limit counted per key outside any HTTP request (a socket's connections, its commands),
 * in the same store as every other limit: Redis when REDIS_URL is set, so all processes share
 * the count, falling back to memory while Redis does not answer (fallback-store.ts); memory
 * alone in the single-process default. `name` keeps its counters apart from the others'.
 *
 * @example
 * const connections = createKeyedLimit(app, { name: 'live:connect', max: 60, timeWindow: 60_000 });
 * if (!(await connections(address)).allowed) refuse();
 */
export function createKeyedLimit(
  app: FastifyInstance,
  options: { name: string; max: number; timeWindow: number },
): KeyedLimit {
  const limiter = app.createRateLimit({
    max: options.max,
    timeWindow: options.timeWindow,
    // The global allow list reads a request's URL; a key has none, and nothing is exempt.
    allowList: [],
    keyGenerator: (request) => `${options.name}:${(request as unknown as Probe).limitKey}`,
  });
  return async (key) => {
    const probe: Probe = { limitKey: key, routeOptions: { config: {} } };
    const result = await limiter(probe as unknown as FastifyRequest);
    if (result.isAllowed || !result.isExceeded) return { allowed: true };
    return { allowed: false, retryAfter: Math.max(1, result.ttlInSeconds) };
  };
}
