import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Logs Redis going away and coming back, once each, instead of ioredis printing every failed
 * reconnection as an unhandled error. Meanwhile limits count in memory (fallback-store.ts) and
 * other Redis calls fail fast as 503 (unavailable.ts).
 */
export function logRedisOutages(redis: Redis, log: FastifyBaseLogger): void {
  let down = false;
  redis.on('error', (error: Error & { code?: string }) => {
    if (down) return;
    down = true;
    log.warn({ code: error.code }, 'Redis does not answer; limits count in this process meanwhile');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Redis answers again');
  });
}
