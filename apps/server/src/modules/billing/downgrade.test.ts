import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { signUp } from '../../test/users.ts';
import { billingExpiryJob } from './expiry-job.ts';
import { testClock } from './testing/harness.ts';
import { cancelAndLapse, upgradeInTestMode } from './testing/test-mode.ts';

type Account = Awaited<ReturnType<typeof signUp>>;

/** What PRO unlocks, bought through the test checkout, and what a lapse does to each. */
// Whole journeys through the API (dozens of requests each): slow on a busy shared machine.
const SLOW = { timeout: 90_000 };

describe.each(testDatabaseKinds)('PRO unlocks and downgrades (%s)', SLOW, (kind) => {
  let app: App;
  let clock: ReturnType<typeof testClock>;
  afterEach(() => app?.close());

  async function build() {
    clock = testClock();
    app = await buildTestApp(kind, { BILLING_TEST_MODE: 'true' }, { clock: clock.now });
  }
  async function lapse(account: Account) {
    const end = await cancelAndLapse(app, account, clock.set);
    await billingExpiryJob(app.database.db).run(clock.now());
    return end;
  }
  const call = (account: Account, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url, headers: account.headers, ...(payload && { payload }) });

  it('teamspaces: PRO creates one, warned a week before the end, closed once PRO lapses', async () => {
    await build();
    const owner = await signUp(app);
    const onFree = await call(owner, 'POST', '/v3/workspaces', { name: 'Team' });
    expect(onFree.statusCode).toBe(402);

    await upgradeInTestMode(app, owner);
    const created = await call(owner, 'POST', '/v3/workspaces', { name: 'Team' });
    expect(created.statusCode).toBe(201);
    const url = `/v3/workspaces/${created.json().uuid}`;
    await call(owner, 'POST', '/v2/payments/cancel');
    clock.advanceDays(25);
    expect((await call(owner, 'GET', url)).json()).toMatchObject({
      closed: false,
      proEndingSoon: true,
    });

    await lapse(owner);
    expect((await call(owner, 'GET', url)).json()).toMatchObject({ closed: true });
  });

  it('brand colour and hidden branding: PRO only; kept but not applied after a lapse', async () => {
    await build();
    const owner = await signUp(app);
    const meeting = (
      await call(owner, 'POST', '/v3/meetings', {
        content: 'Brand\n# A\n: 5',
        settings: { visibility: 'Public' },
      })
    ).json();
    const url = `/v3/meetings/${meeting.uuid}`;
    const brand = (version: number) =>
      call(owner, 'PUT', url, {
        baseVersion: version,
        settings: { brandColor: '#7048e8', hideBranding: true },
      });
    expect((await brand(meeting.version)).json()).toMatchObject({ code: 'PRO_REQUIRED' });

    await upgradeInTestMode(app, owner);
    expect((await brand(meeting.version)).statusCode).toBe(200);
    const publicView = () => app.inject({ url });
    expect((await publicView()).json()).toMatchObject({
      brandColor: '#7048e8',
      hideBranding: true,
    });

    await lapse(owner);
    expect((await publicView()).json()).toMatchObject({ brandColor: null, hideBranding: false });
    expect((await call(owner, 'GET', url)).json().settings).toMatchObject({
      brandColor: '#7048e8',
      hideBranding: true,
    });
  });

  it('history: 100 versions on PRO; after a lapse the older ones stay read-only and age out', async () => {
    await build();
    const owner = await signUp(app);
    await upgradeInTestMode(app, owner);
    let meeting = (await call(owner, 'POST', '/v3/meetings', { content: 'v0' })).json();
    const url = `/v3/meetings/${meeting.uuid}`;
    const save = async (content: string) => {
      clock.advanceDays(0.01);
      meeting = (await call(owner, 'PUT', url, { baseVersion: meeting.version, content })).json();
    };
    for (let index = 1; index <= 29; index += 1) await save(`v${index}`);
    const history = async () =>
      (await call(owner, 'GET', `${url}/history`)).json<{
        items: { snapshotId: string; restorable: boolean }[];
      }>().items;
    expect((await history()).every((item) => item.restorable)).toBe(true);
    expect(await history()).toHaveLength(30);

    await lapse(owner);
    const kept = await history();
    expect(kept).toHaveLength(30);
    expect(kept.filter((item) => item.restorable)).toHaveLength(20);
    const oldest = kept.at(-1)?.snapshotId;
    const restoreOld = await call(owner, 'PUT', url, {
      baseVersion: meeting.version,
      restoreSnapshotId: oldest,
    });
    expect(restoreOld.statusCode).toBe(402);
    expect(restoreOld.json().code).toBe('PRO_REQUIRED');

    // Each new version takes the two oldest with it, until the history is 20 again.
    await save('after lapse 1');
    expect(await history()).toHaveLength(29);
    for (let index = 2; index <= 12; index += 1) await save(`after lapse ${index}`);
    expect(await history()).toHaveLength(20);
  });

  it('AI power: unlimited on PRO, the monthly allowance on free', async () => {
    await build();
    const user = await signUp(app);
    const quota = async () =>
      (await call(user, 'POST', '/v1/users/data')).json().aiQuota.limitMinutes as number | null;
    expect(await quota()).toBe(240);
    await upgradeInTestMode(app, user);
    expect(await quota()).toBeNull();
    await lapse(user);
    expect(await quota()).toBe(240);
  });
});
