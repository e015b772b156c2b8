import type { Redis } from 'ioredis';

export type AttemptLimits = { max: number; windowSeconds: number };
export type Reservation = { allowed: true } | { allowed: false; retryAfter: number };

/**
 * Counts access-code tries per key (meeting + client) in fixed windows. A try is reserved
 * before the code is compared and given back when the code was right, so only wrong tries
 * count, and once the limit is reached even the right code is refused: otherwise a guesser
 * would still tell a right code (200) from wrong ones (429). @fastify/rate-limit counts every
 * request and cannot give a try back, hence this small counter.
 */
export type CodeAttempts = {
  reserve(key: string): Promise<Reservation>;
  release(key: string): Promise<void>;
};

/** One process: a map swept as it grows, on the app's clock so tests can move time. */
export function memoryCodeAttempts(limits: AttemptLimits, clock: () => Date): CodeAttempts {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const windowMs = limits.windowSeconds * 1000;
  const sweep = (now: number) => {
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  };
  return {
    async reserve(key) {
      const now = clock().getTime();
      if (windows.size > 10_000) sweep(now);
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      if (window.count >= limits.max) {
        return {
          allowed: false,
          retryAfter: Math.max(1, Math.ceil((window.resetAt - now) / 1000)),
        };
      }
      window.count += 1;
      return { allowed: true };
    },
    async release(key) {
      const window = windows.get(key);
      if (window && window.count > 0) window.count -= 1;
    },
  };
}

// Atomic, so N processes never compare more than `max` codes between them in one window.
const reserveScript = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count >= tonumber(ARGV[1]) then
  return {0, redis.call('PTTL', KEYS[1])}
end
count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return {1, redis.call('PTTL', KEYS[1])}`;

// Only a live window is decremented: a DECR on an expired key would create one that never ends.
const releaseScript = `
if redis.call('PTTL', KEYS[1]) > 0 and tonumber(redis.call('GET', KEYS[1])) > 0 then
  return redis.call('DECR', KEYS[1])
end
return 0`;

/** Shared by every process through Redis (`REDIS_URL`), under the configured key prefix. */
export function redisCodeAttempts(
  limits: AttemptLimits,
  redis: Redis,
  prefix: string,
): CodeAttempts {
  const windowMs = limits.windowSeconds * 1000;
  return {
    async reserve(key) {
      const [allowed, ttl] = (await redis.eval(
        reserveScript,
        1,
        `${prefix}${key}`,
        limits.max,
        windowMs,
      )) as [number, number];
      if (allowed === 1) return { allowed: true };
      return { allowed: false, retryAfter: Math.max(1, Math.ceil(ttl / 1000)) };
    },
    async release(key) {
      await redis.eval(releaseScript, 1, `${prefix}${key}`);
    },
  };
}
