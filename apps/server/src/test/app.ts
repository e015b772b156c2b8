import { loadConfig } from '../config.ts';
import { buildApp, type App } from '../app.ts';
import { Redis } from 'ioredis';
import { openTestDatabase, type DatabaseKind } from './databases.ts';

/**
 * An app on a fresh database of `kind`, configured from `env` on top of test defaults.
 * Closing the app closes and (on PostgreSQL) drops its database.
 */
export async function buildTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  options: { clock?: () => Date } = {},
): Promise<App> {
  const redisPrefix = `ordo-test:${process.pid}:${Math.random().toString(36).slice(2)}:`;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/ordo-test-data',
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    REDIS_PREFIX: redisPrefix,
    // Tests sign many people up from one address; the tests of the limits set their own.
    RATE_LIMIT_SIGN_UP_PER_CLIENT: '100000',
    RATE_LIMIT_SIGN_IN_PER_CLIENT: '100000',
    RATE_LIMIT_MAGIC_LINK_PER_CLIENT: '100000',
    RATE_LIMIT_PASSWORD_RESET_PER_CLIENT: '100000',
    ...env,
  });
  const database = await openTestDatabase(kind);
  const app = await buildApp({
    config,
    database,
    serveWeb: false,
    logger: false,
    jobs: false,
    ...options,
  });
  app.addHook('onClose', async () => {
    await database.close();
    if (config.redisUrl) await deleteRedisKeys(config.redisUrl, redisPrefix);
  });
  return app;
}

/** Removes this run's keys only: the Redis server is shared, so tests never flush it. */
export async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
