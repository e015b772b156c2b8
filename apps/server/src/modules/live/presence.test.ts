import { beforeAll, describe, expect, it } from 'vitest';
import type { Device, LiveDevicesEvent, LiveJoinAck } from '@ordo/contract';
import { testDatabaseKinds } from '../../test/databases.ts';
import { signUp } from '../../test/users.ts';
import { createShared, type Headers } from '../sharing/testing.ts';
import { AGENDA, liveTestServer } from './testing.ts';

// The cockpit's device list says when each device last gave a sign of life. A remote that
// only sends commands (its pings slow to one every 20 s once its clock is measured) must not
// read "seen 680 s ago" there: every message counts, and controllers are told.
describe.each(testDatabaseKinds)('device presence on %s', (kind) => {
  // The app's clock, moved by the tests: real time plus however far they jumped.
  let jumped = 0;
  const now = () => Date.now() + jumped;
  const server = liveTestServer(kind, {}, { clock: () => new Date(now()) });
  const client = server.client;
  let owner: { token: string; headers: Headers };
  beforeAll(async () => {
    owner = await signUp(server.app);
  });

  const listedId = (ack: LiveJoinAck) => (ack.ok ? ack.deviceId : undefined);

  async function setUp() {
    const meeting = await createShared(server.app, owner.headers, {
      content: AGENDA,
      visibility: 'Public',
    });
    const created = await server.app.inject({
      method: 'POST',
      url: `/v3/meetings/${meeting.uuid}/run/control-tokens`,
      headers: owner.headers,
      payload: { name: 'Phone' },
    });
    const { token } = created.json<{ token: string }>();
    const cockpit = await client({ token: owner.token });
    await cockpit.emitWithAck('join', {
      meetingId: meeting.uuid,
      device: { id: 'cockpit-presence', kind: 'cockpit' },
    });
    const heard: Device[] = [];
    cockpit.on('devices', (event: LiveDevicesEvent) => heard.push(...event.upserted));
    const remote = await client({ controlToken: token });
    const remoteId = listedId(
      await remote.emitWithAck('join', {
        meetingId: meeting.uuid,
        device: { id: 'remote-presence', kind: 'remote' },
      }),
    );
    expect(remoteId).toEqual(expect.any(String));
    const lastSeenHeard = () => heard.filter((device) => device.id === remoteId).at(-1)?.lastSeenAt;
    const listed = async () => {
      const response = await server.app.inject({
        url: `/v3/meetings/${meeting.uuid}/run/devices`,
        headers: owner.headers,
      });
      return response.json<{ items: Device[] }>().items.find((device) => device.id === remoteId);
    };
    return { meeting, remote, lastSeenHeard, listed };
  }

  it('a command is a sign of life, and the cockpit hears it', async () => {
    const { meeting, remote, lastSeenHeard, listed } = await setUp();
    jumped += 680_000;
    const sentAt = now();
    const ack = await remote.emitWithAck('command', { meetingId: meeting.uuid, type: 'start' });
    expect(ack.ok).toBe(true);
    await expect.poll(lastSeenHeard).toBeGreaterThanOrEqual(sentAt);
    expect((await listed())?.lastSeenAt).toBeGreaterThanOrEqual(sentAt);
  });

  it('so is a refused command, and a heartbeat after a quiet while', async () => {
    const { meeting, remote, lastSeenHeard } = await setUp();
    // Its clock measured: later pings bring no new estimate, only a sign of life.
    await remote.emitWithAck('ping', { clientTime: now(), offsetMs: 0 });
    jumped += 120_000;
    const refusedAt = now();
    const refused = await remote.emitWithAck('command', { meetingId: meeting.uuid, type: 'next' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'INVALID_TRANSITION' } });
    await expect.poll(lastSeenHeard).toBeGreaterThanOrEqual(refusedAt);

    jumped += 30_000;
    const pingedAt = now();
    await remote.emitWithAck('ping', { clientTime: pingedAt, offsetMs: 0 });
    await expect.poll(lastSeenHeard).toBeGreaterThanOrEqual(pingedAt);
  });
});
