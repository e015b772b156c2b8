import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { signUpOnPlan } from '../../test/plans.ts';

const MINUTE = 60_000;

describe.each(testDatabaseKinds)('version history on %s', (kind) => {
  let app: App;
  let clock = new Date('2026-06-01T08:00:00Z');
  const tick = (ms: number) => (clock = new Date(clock.getTime() + ms));
  let free: { authorization: string };
  let pro: { authorization: string };

  beforeAll(async () => {
    app = await buildTestApp(kind, {}, { clock: () => clock });
    free = {
      authorization: `Bearer ${(await signUpOnPlan(app, { email: 'free@example.com' })).token}`,
    };
    pro = {
      authorization: `Bearer ${(await signUpOnPlan(app, { email: 'pro@example.com', plan: 'pro' })).token}`,
    };
  });
  afterAll(() => app.close());

  /** Creates a meeting then saves `changes` new texts `gapMs` apart; returns its uuid. */
  async function edit(headers: { authorization: string }, changes: number, gapMs: number) {
    const meeting = (
      await app.inject({ method: 'POST', url: '/v3/meetings', headers, payload: { content: 'v0' } })
    ).json();
    for (let index = 1; index <= changes; index += 1) {
      tick(gapMs);
      const response = await app.inject({
        method: 'PUT',
        url: `/v3/meetings/${meeting.uuid}`,
        headers,
        payload: { baseVersion: index, content: `v${index}` },
      });
      expect(response.statusCode).toBe(200);
    }
    return meeting.uuid as string;
  }

  const history = async (uuid: string, headers: { authorization: string }) =>
    (await app.inject({ method: 'GET', url: `/v3/meetings/${uuid}/history`, headers })).json()
      .items;

  it('keeps exactly the 20 newest versions on free after 25 changes two minutes apart', async () => {
    const uuid = await edit(free, 25, 2 * MINUTE);
    const items = await history(uuid, free);
    expect(items).toHaveLength(20);
    expect(items[0]).toMatchObject({
      version: 26,
      authorName: 'Test User',
      sequenceCount: 0,
      totalMinutes: 0,
    });
    expect(items.at(-1).version).toBe(7);
  });

  it('keeps more on PRO', async () => {
    const uuid = await edit(pro, 25, 2 * MINUTE);
    expect(await history(uuid, pro)).toHaveLength(26);
  });

  it('folds saves by the same author within two minutes into one version holding the latest text', async () => {
    const uuid = await edit(free, 5, 20_000);
    const items = await history(uuid, free);
    expect(items.map((item: { version: number }) => item.version)).toEqual([6]);
    expect(items[0].createdAt).toBe(clock.toISOString());
    const snapshot = await app.inject({
      method: 'GET',
      url: `/v3/meetings/${uuid}/snapshots/${items[0].snapshotId}`,
      headers: free,
    });
    expect(snapshot.json().content).toBe('v5');
    tick(2 * MINUTE);
    await app.inject({
      method: 'PUT',
      url: `/v3/meetings/${uuid}`,
      headers: free,
      payload: { baseVersion: 6, content: 'later' },
    });
    expect((await history(uuid, free)).map((item: { version: number }) => item.version)).toEqual([
      7, 6,
    ]);
  });

  it('does not record a version when only settings change', async () => {
    const uuid = await edit(free, 0, 0);
    tick(5 * MINUTE);
    await app.inject({
      method: 'PUT',
      url: `/v3/meetings/${uuid}`,
      headers: free,
      payload: { baseVersion: 1, settings: { date: '2026-07-01' } },
    });
    expect(await history(uuid, free)).toHaveLength(1);
  });

  it('lists snapshots, shows one, and restores it as a new version', async () => {
    const uuid = await edit(free, 3, 3 * MINUTE);
    const snapshots = (
      await app.inject({ method: 'GET', url: `/v3/meetings/${uuid}/snapshots`, headers: free })
    ).json().items;
    expect(snapshots).toHaveLength(4);
    const oldest = snapshots.at(-1);
    const shown = await app.inject({
      method: 'GET',
      url: `/v3/meetings/${uuid}/snapshots/${oldest.snapshotId}`,
      headers: free,
    });
    expect(shown.json()).toMatchObject({
      snapshotId: oldest.snapshotId,
      content: 'v0',
      settings: { visibility: 'Private' },
    });

    const restored = await app.inject({
      method: 'PUT',
      url: `/v3/meetings/${uuid}`,
      headers: free,
      payload: { baseVersion: 4, restoreSnapshotId: oldest.snapshotId },
    });
    expect(restored.json()).toMatchObject({ content: 'v0', version: 5 });
    const items = await history(uuid, free);
    expect(items[0]).toMatchObject({ version: 5 });
    expect(items).toHaveLength(5);
  });

  it('answers 404 for a snapshot of another meeting and 400 for a malformed id', async () => {
    const first = await edit(free, 0, 0);
    const second = await edit(free, 0, 0);
    const [snapshot] = (
      await app.inject({ method: 'GET', url: `/v3/meetings/${first}/snapshots`, headers: free })
    ).json().items;
    const crossed = await app.inject({
      method: 'GET',
      url: `/v3/meetings/${second}/snapshots/${snapshot.snapshotId}`,
      headers: free,
    });
    expect(crossed.statusCode).toBe(404);
    const malformed = await app.inject({
      method: 'GET',
      url: `/v3/meetings/${second}/snapshots/nope`,
      headers: free,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('INVALID_ID');
  });
});

describe('version history switched off (FEATURE_SNAPSHOT=false)', () => {
  it('answers 404 on history, snapshots and restore', async () => {
    const app = await buildTestApp('pglite', { FEATURE_SNAPSHOT: 'false' });
    const { token } = await signUpOnPlan(app);
    const headers = { authorization: `Bearer ${token}` };
    const meeting = (
      await app.inject({ method: 'POST', url: '/v3/meetings', headers, payload: { content: 'x' } })
    ).json();
    for (const url of [
      `/v3/meetings/${meeting.uuid}/history`,
      `/v3/meetings/${meeting.uuid}/snapshots`,
    ]) {
      expect((await app.inject({ method: 'GET', url, headers })).statusCode).toBe(404);
    }
    const restore = await app.inject({
      method: 'PUT',
      url: `/v3/meetings/${meeting.uuid}`,
      headers,
      payload: { baseVersion: 1, restoreSnapshotId: '0b6c1d4e-0000-4000-8000-000000000000' },
    });
    expect(restore.statusCode).toBe(404);
    await app.close();
  });
});
