import { createRequire } from 'node:module';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result: Counted | null) => void;
/** The store contract of @fastify/rate-limit (its stores are plain CommonJS constructors). */
type Store = {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(
    routeOptions: Record<string, unknown> & { routeInfo: { method: string; url: string } },
  ): Store;
};
type StoreConstructor = new (...args: unknown[]) => Store;

const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreConstructor;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreConstructor;

/** How long a Redis count may take before this process counts alone. */
const REDIS_WAIT_MS = 250;
/** After Redis failed or was slow, how long to count alone before asking it again. */
const REDIS_PAUSE_MS = 5000;

/**
 * A rate-limit store that counts in Redis, shared by every process, and falls back to this
 * process's memory for any call Redis does not answer in time: while Redis is down the limits
 * still hold (per process), and no request waits on a server that is gone.
 */
export function fallbackStore(redis: Redis, nameSpace: string) {
  let pausedUntil = 0;
  // Not connected, or failed a moment ago: no request waits for a server that is gone.
  const redisUsable = () => redis.status === 'ready' && performance.now() >= pausedUntil;
  const pause = () => {
    pausedUntil = performance.now() + REDIS_PAUSE_MS;
  };
  const wrap = (shared: Store, local: Store): Store => {
    const call =
      (method: 'incr' | 'read') =>
      (key: string, callback: Callback, timeWindow: number, max: number) => {
        if (!redisUsable()) return local[method](key, callback, timeWindow, max);
        let settled = false;
        const fallBack = () => {
          if (settled) return;
          settled = true;
          pause();
          local[method](key, callback, timeWindow, max);
        };
        const timer = setTimeout(fallBack, REDIS_WAIT_MS);
        shared[method](
          key,
          (error, result) => {
            clearTimeout(timer);
            if (error) return fallBack();
            if (settled) return;
            settled = true;
            callback(null, result);
          },
          timeWindow,
          max,
        );
      };
    return {
      incr: call('incr'),
      read: call('read'),
      child: (routeOptions) => wrap(shared.child(routeOptions), local.child(routeOptions)),
    };
  };
  return function FallbackStore(params: {
    continueExceeding?: boolean;
    exponentialBackoff?: boolean;
  }) {
    return wrap(
      new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, nameSpace),
      new LocalStore(params.continueExceeding, params.exponentialBackoff),
    );
  } as unknown as FastifyRateLimitStoreCtor;
}
