import { beforeAll, describe, expect, it } from 'vitest';
import type { Device, DeviceList, LiveDevicesEvent, LiveJoinAck } from '@ordo/contract';
import { testDatabaseKinds } from '../../test/databases.ts';
import { signUp } from '../../test/users.ts';
import { createShared, type Headers } from '../sharing/testing.ts';
import { AGENDA, liveTestServer } from './testing.ts';

const listedId = (ack: LiveJoinAck) => (ack.ok ? ack.deviceId : undefined);

/**
 * Issue 23, "Trust under hostile use": the device list controllers read is what connections
 * may do, not what devices say. A device id counts only under the credential that sent it.
 */
describe.each(testDatabaseKinds)('device identity on %s', (kind) => {
  const server = liveTestServer(kind);
  const client = server.client;
  let owner: { token: string; headers: Headers };
  beforeAll(async () => {
    owner = await signUp(server.app);
  });
  const listOf = async (meetingId: string) =>
    (
      await server.app.inject({
        url: `/v3/meetings/${meetingId}/run/devices`,
        headers: owner.headers,
      })
    ).json<DeviceList>().items;

  it('an anonymous viewer sending the remote’s id as a cockpit neither replaces it nor lists as a cockpit', async () => {
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
    const cockpit = await client({ token: owner.token });
    const cockpitAck = await cockpit.emitWithAck('join', {
      meetingId: meeting.uuid,
      device: { id: 'cockpit-device-1', kind: 'cockpit' },
    });
    const heard: LiveDevicesEvent[] = [];
    cockpit.on('devices', (event) => heard.push(event));

    const remote = await client({ controlToken: created.json<{ token: string }>().token });
    const remoteId = listedId(
      await remote.emitWithAck('join', {
        meetingId: meeting.uuid,
        device: { id: 'remote-device-1', kind: 'remote', name: 'Phone' },
      }),
    );
    const spoofer = await client();
    const spoofAck = await spoofer.emitWithAck('join', {
      meetingId: meeting.uuid,
      device: { id: 'remote-device-1', kind: 'cockpit', name: 'Phone' },
    });
    expect(spoofAck).toMatchObject({ ok: true, role: 'viewer' });
    const spoofId = listedId(spoofAck);
    expect(remoteId).toEqual(expect.any(String));
    expect(spoofId).toEqual(expect.any(String));
    expect(spoofId).not.toBe(remoteId);

    const entries = await listOf(meeting.uuid);
    expect(entries).toContainEqual(
      expect.objectContaining<Partial<Device>>({ id: remoteId, kind: 'remote', name: 'Phone' }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining<Partial<Device>>({ id: spoofId, kind: 'public' }),
    );
    // One cockpit in the list, the owner's.
    expect(
      entries.filter((device) => device.kind === 'cockpit').map((device) => device.id),
    ).toEqual([listedId(cockpitAck)]);
    // What the cockpit hears says the same: no event turns the remote into anything else.
    await expect
      .poll(() => heard.flatMap((event) => event.upserted).map((device) => device.id))
      .toContain(spoofId);
    for (const device of heard.flatMap((event) => event.upserted)) {
      if (device.id === remoteId) expect(device.kind).toBe('remote');
      else if (device.id !== listedId(cockpitAck)) expect(device.kind).not.toBe('cockpit');
    }

    // The spoofer leaving takes only its own entry away.
    spoofer.close();
    await expect.poll(() => heard.flatMap((event) => event.removed)).toContain(spoofId);
    expect((await listOf(meeting.uuid)).map((device) => device.id)).toContain(remoteId);
  });

  it('keeps a viewer’s stage, lists a viewer’s remote as public, and refuses a name of 61', async () => {
    const meeting = await createShared(server.app, owner.headers, {
      content: AGENDA,
      visibility: 'Public',
    });
    const stage = await client();
    const stageId = listedId(
      await stage.emitWithAck('join', {
        meetingId: meeting.uuid,
        device: { id: 'stage-device-1', kind: 'stage', name: '<b>Hall</b>' },
      }),
    );
    const pretender = await client();
    const pretenderId = listedId(
      await pretender.emitWithAck('join', {
        meetingId: meeting.uuid,
        device: { id: 'phone-device-1', kind: 'remote' },
      }),
    );
    const entries = await listOf(meeting.uuid);
    // The name is kept as sent, as text; the cockpit renders it as text (devices-panel.tsx).
    expect(entries).toContainEqual(
      expect.objectContaining({ id: stageId, kind: 'stage', name: '<b>Hall</b>' }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({ id: pretenderId, kind: 'public', name: 'public' }),
    );
    const long = await client();
    expect(
      await long.emitWithAck('join', {
        meetingId: meeting.uuid,
        device: { id: 'long-name-device', kind: 'stage', name: 'x'.repeat(61) },
      }),
    ).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
  });

  it('gives the same device, back with the same credential, its entry and name again', async () => {
    const meeting = await createShared(server.app, owner.headers, {
      content: AGENDA,
      visibility: 'Public',
    });
    const device = { id: 'stage-device-2', kind: 'stage' as const };
    const first = await client();
    const firstId = listedId(await first.emitWithAck('join', { meetingId: meeting.uuid, device }));
    const renamed = await server.app.inject({
      method: 'PUT',
      url: `/v3/meetings/${meeting.uuid}/run/devices/${firstId}`,
      headers: owner.headers,
      payload: { name: 'Back screen' },
    });
    expect(renamed.json()).toMatchObject({ id: firstId, name: 'Back screen' });
    first.close();
    await expect.poll(async () => (await listOf(meeting.uuid)).length).toBe(0);

    const again = await client();
    const againId = listedId(await again.emitWithAck('join', { meetingId: meeting.uuid, device }));
    expect(againId).toBe(firstId);
    expect(await listOf(meeting.uuid)).toEqual([
      expect.objectContaining({ id: firstId, kind: 'stage', name: 'Back screen' }),
    ]);
    // The same id from a signed-in account is another device, without the name.
    const editor = await client({ token: owner.token });
    const editorId = listedId(
      await editor.emitWithAck('join', { meetingId: meeting.uuid, device }),
    );
    expect(editorId).not.toBe(firstId);
  });
});
