import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/databases.ts';
import { startScheduler, tryTakeLease } from './scheduler.ts';

describe.each(testDatabaseKinds)('job leases on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.migrate();
  });
  afterAll(() => database.close());

  it('lets exactly one of several processes take a due job', async () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const attempts = await Promise.all(
      ['a', 'b', 'c', 'd'].map((holder) =>
        tryTakeLease(database.db, 'race', { everyMs: 60_000, leaseMs: 60_000, holder, now }),
      ),
    );
    expect(attempts.filter(Boolean)).toHaveLength(1);
  });

  it('runs a job again only once its interval has passed', async () => {
    let clock = new Date('2026-01-01T00:00:00Z');
    const runs: string[] = [];
    const scheduler = startScheduler(
      database.db,
      [
        {
          name: 'purge',
          everyMs: 3_600_000,
          run: async (now) => void runs.push(now.toISOString()),
        },
      ],
      { clock: () => clock, tickMs: 3_600_000 },
    );
    await scheduler.tick();
    clock = new Date('2026-01-01T00:30:00Z');
    await scheduler.tick();
    clock = new Date('2026-01-01T01:00:01Z');
    await scheduler.tick();
    scheduler.stop();
    expect(runs).toEqual(['2026-01-01T00:00:00.000Z', '2026-01-01T01:00:01.000Z']);
  });

  it('reports a failing job and keeps running the others', async () => {
    const errors: string[] = [];
    let ran = false;
    const scheduler = startScheduler(
      database.db,
      [
        { name: 'broken', everyMs: 1000, run: async () => Promise.reject(new Error('boom')) },
        { name: 'fine', everyMs: 1000, run: async () => void (ran = true) },
      ],
      { onError: (job) => errors.push(job) },
    );
    await scheduler.tick();
    scheduler.stop();
    expect(errors).toEqual(['broken']);
    expect(ran).toBe(true);
  });
});
