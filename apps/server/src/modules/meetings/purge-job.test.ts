import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { signUpOnPlan } from '../../test/plans.ts';
import { purgeDeletedMeetings } from './purge-job.ts';

const DAY = 86_400_000;

describe.each(testDatabaseKinds)('trash purge on %s', (kind) => {
  let app: App;
  let clock = new Date();
  let headers: { authorization: string };

  beforeAll(async () => {
    app = await buildTestApp(kind, {}, { clock: () => clock });
    headers = { authorization: `Bearer ${(await signUpOnPlan(app, {})).token}` };
  });
  afterAll(() => app.close());

  const now = new Date('2026-06-01T12:00:00Z');

  /** A meeting put in the trash `days` before `now`. */
  async function deletedDaysAgo(days: number): Promise<string> {
    clock = new Date(now.getTime() - days * DAY);
    const meeting = (
      await app.inject({
        method: 'POST',
        url: '/v3/meetings',
        headers,
        payload: { content: `Deleted ${days}` },
      })
    ).json();
    await app.inject({
      method: 'PUT',
      url: `/v3/meetings/${meeting.uuid}`,
      headers,
      payload: { baseVersion: 1, status: 'DELETED' },
    });
    return meeting.uuid;
  }

  it('purges meetings deleted more than 90 days ago, with their history, and keeps the rest', async () => {
    const old = await deletedDaysAgo(91);
    const recent = await deletedDaysAgo(89);
    clock = now;
    expect(await purgeDeletedMeetings(app.database.db, now)).toBe(1);
    expect(
      (await app.inject({ method: 'GET', url: `/v3/meetings/${old}`, headers })).statusCode,
    ).toBe(404);
    const snapshots = await app.database.rows<{ n: number }>(
      sql`select count(*)::int as n from meeting_snapshots where meeting_id = ${old}`,
    );
    expect(snapshots[0]?.n).toBe(0);
    const restored = await app.inject({
      method: 'PUT',
      url: `/v3/meetings/${recent}`,
      headers,
      payload: { baseVersion: 2, status: 'ACTIVE' },
    });
    expect(restored.json().status).toBe('ACTIVE');
  });
});
