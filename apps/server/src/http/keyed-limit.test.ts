import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { buildTestApp } from '../test/app.ts';
import { createKeyedLimit } from './keyed-limit.ts';

const apps: App[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});
const open = async (env: Record<string, string> = {}) => {
  const app = await buildTestApp('pglite', env);
  apps.push(app);
  return app;
};
const limitOf = (app: App) =>
  createKeyedLimit(app, { name: 'test:connect', max: 3, timeWindow: 60_000 });

describe('a keyed limit', () => {
  it('lets `max` through per key in a window, then says how long to wait', async () => {
    const allow = limitOf(await open());
    const verdicts = [];
    for (let i = 0; i < 4; i += 1) verdicts.push(await allow('203.0.113.7'));
    expect(verdicts.slice(0, 3)).toEqual([{ allowed: true }, { allowed: true }, { allowed: true }]);
    expect(verdicts[3]).toMatchObject({ allowed: false });
    expect(verdicts[3]?.allowed === false && verdicts[3].retryAfter).toBeGreaterThan(0);
    // Another client has a count of its own.
    expect(await allow('198.51.100.1')).toEqual({ allowed: true });
  });

  it.runIf(process.env.REDIS_URL)('is shared by every process through Redis', async () => {
    const prefix = `ordo-test:${process.pid}:keyed:${Date.now()}:`;
    const first = limitOf(await open({ REDIS_PREFIX: prefix }));
    const second = limitOf(await open({ REDIS_PREFIX: prefix }));
    for (const allow of [first, second, first]) {
      expect(await allow('203.0.113.8')).toEqual({ allowed: true });
    }
    expect(await second('203.0.113.8')).toMatchObject({ allowed: false });
  });
});
