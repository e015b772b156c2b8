import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Device, LiveDevicesEvent, LiveJoinAck } from '@ordo/contract';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { signUp } from '../../test/users.ts';
import { createShared, type Headers } from '../sharing/testing.ts';
import {
  AGENDA,
  handshakeRefusal,
  listen,
  liveClient,
  nextEvent,
  type LiveClient,
} from './testing.ts';

describe.each(testDatabaseKinds)('live sockets on %s', (kind) => {
  let app: App;
  let base: string;
  let owner: { token: string; headers: Headers };
  let stranger: { token: string; headers: Headers };
  const open: LiveClient[] = [];
  // The app's injected clock: the real one, unless a test holds it at an instant of its own.
  let heldAt: number | null = null;

  beforeAll(async () => {
    app = await buildTestApp(kind, {}, { clock: () => new Date(heldAt ?? Date.now()) });
    base = await listen(app);
    owner = await signUp(app);
    stranger = await signUp(app);
  });
  afterAll(async () => {
    for (const socket of open) socket.close();
    await app.close();
  });

  const client = async (auth: Record<string, string> = {}) => {
    const socket = await liveClient(base, auth);
    open.push(socket);
    return socket;
  };
  const device = (kind: 'cockpit' | 'stage' | 'remote' | 'public', id: string) => ({
    id: `${id}-device-id`,
    kind,
  });
  const controlToken = async (meetingId: string) => {
    const response = await app.inject({
      method: 'POST',
      url: `/v3/meetings/${meetingId}/run/control-tokens`,
      headers: owner.headers,
      payload: {},
    });
    return response.json<{ id: string; token: string }>();
  };

  it('admits editors as controllers and anyone with the link as viewers, with the state', async () => {
    const meeting = await createShared(app, owner.headers, {
      content: AGENDA,
      visibility: 'Public',
    });
    const cockpit = await client({ token: owner.token });
    const stage = await client();
    const cockpitAck = await cockpit.emitWithAck('join', {
      meetingId: meeting.uuid,
      device: device('cockpit', 'c1'),
    });
    const stageAck = await stage.emitWithAck('join', {
      meetingId: meeting.joinCode,
      device: device('stage', 's1'),
    });
    expect(cockpitAck).toMatchObject({ ok: true, role: 'controller', state: { status: 'idle' } });
    expect(stageAck).toMatchObject({ ok: true, role: 'viewer', state: { status: 'idle' } });
    expect(JSON.stringify(stageAck)).not.toContain('private note');
    expect(stageAck.ok && 'devices' in stageAck).toBe(false);
  });

  it('refuses private meetings to strangers, restricted ones without a valid pass', async () => {
    const secret = await createShared(app, owner.headers, {
      content: AGENDA,
      visibility: 'Private',
    });
    const locked = await createShared(app, owner.headers, {
      content: AGENDA,
      visibility: 'Restricted',
      code: 'sunrise-42',
    });
    const socket = await client({ token: stranger.token });
    expect(await socket.emitWithAck('join', { meetingId: secret.uuid })).toEqual({
      ok: false,
      error: { code: 'MEETING_NOT_FOUND', message: 'Meeting not found' },
    });
    expect(await socket.emitWithAck('join', { meetingId: locked.uuid })).toMatchObject({
      ok: false,
      error: { code: 'PASSWORD_REQUIRED' },
    });
    expect(
      await socket.emitWithAck('join', { meetingId: locked.uuid, pass: 'forged.pass' }),
    ).toMatchObject({ ok: false, error: { code: 'INVALID_PASSWORD' } });
    const opened = await app.inject({ url: `/v3/meetings/${locked.uuid}?code=sunrise-42` });
    const pass = opened.json<{ pass: string }>().pass;
    expect(await socket.emitWithAck('join', { meetingId: locked.uuid, pass })).toMatchObject({
      ok: true,
      role: 'viewer',
    });
    expect(await socket.emitWithAck('join', { meetingId: 'not an id' })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_ID' },
    });
  });

  it('moves every device when the remote sends a command; viewers may not', async () => {
    const meeting = await createShared(app, owner.headers, {
      content: AGENDA,
      visibility: 'Public',
    });
    const { token } = await controlToken(meeting.uuid);
    const cockpit = await client({ token: owner.token });
    const stage = await client();
    const remote = await client({ controlToken: token });
    for (const socket of [cockpit, stage, remote]) {
      await socket.emitWithAck('join', { meetingId: meeting.uuid });
    }
    const seenByStage = nextEvent(stage, 'state');
    const seenByCockpit = nextEvent(cockpit, 'state');
    const ack = await remote.emitWithAck('command', { meetingId: meeting.uuid, type: 'start' });
    expect(ack).toMatchObject({ ok: true, state: { status: 'running' } });
    expect((await seenByStage).state).toMatchObject({ status: 'running', currentIndex: 0 });
    expect((await seenByCockpit).serverTime).toEqual(expect.any(Number));

    expect(
      await stage.emitWithAck('command', { meetingId: meeting.uuid, type: 'next' }),
    ).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    expect(
      await remote.emitWithAck('command', { meetingId: meeting.uuid, type: 'resume' }),
    ).toMatchObject({ ok: false, error: { code: 'INVALID_TRANSITION' } });
    expect(
      await remote.emitWithAck('command', {
        meetingId: meeting.uuid,
        type: 'addTime',
        minutes: 600,
      } as never),
    ).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });

    const flashed = nextEvent(stage, 'state');
    await cockpit.emitWithAck('command', {
      meetingId: meeting.uuid,
      type: 'message',
      text: 'Wrap up',
      flash: true,
    });
    expect((await flashed).state.message).toMatchObject({ text: 'Wrap up', flash: true });
  });

  it('answers pings with the server clock', async () => {
    const socket = await client();
    const clientTime = 1_700_000_000_000;
    heldAt = 1_800_000_000_000;
    try {
      const ack = await socket.emitWithAck('ping', { clientTime });
      expect(ack).toEqual({ clientTime, serverTime: heldAt });
    } finally {
      heldAt = null;
    }
  });

  it('tells controllers, and only them, which devices came and went', async () => {
    const meeting = await createShared(app, owner.headers, {
      content: AGENDA,
      visibility: 'Public',
    });
    const cockpit = await client({ token: owner.token });
    const watcher = await client();
    // Devices are listed under the id they sent scoped to their credential (device-identity.ts).
    const listed = (ack: LiveJoinAck) => (ack.ok ? ack.deviceId : undefined);
    const cockpitId = listed(
      await cockpit.emitWithAck('join', {
        meetingId: meeting.uuid,
        device: device('cockpit', 'd1'),
      }),
    );
    const watcherId = listed(
      await watcher.emitWithAck('join', {
        meetingId: meeting.uuid,
        device: device('public', 'd2'),
      }),
    );
    let viewerHeard = false;
    watcher.on('devices', () => (viewerHeard = true));

    const arrivals: LiveDevicesEvent[] = [];
    cockpit.on('devices', (event) => arrivals.push(event));
    const stage = await client();
    const stageId = listed(
      await stage.emitWithAck('join', {
        meetingId: meeting.uuid,
        device: { ...device('stage', 'd3'), name: 'Main hall' },
      }),
    );
    await expect
      .poll(() => arrivals.flatMap((event) => event.upserted))
      .toContainEqual(
        expect.objectContaining<Partial<Device>>({
          id: stageId,
          kind: 'stage',
          name: 'Main hall',
        }),
      );

    const renamed = await app.inject({
      method: 'PUT',
      url: `/v3/meetings/${meeting.uuid}/run/devices/${stageId}`,
      headers: owner.headers,
      payload: { name: 'Back screen' },
    });
    expect(renamed.json()).toMatchObject({ name: 'Back screen' });
    const list = await app.inject({
      url: `/v3/meetings/${meeting.uuid}/run/devices`,
      headers: owner.headers,
    });
    expect(
      list
        .json<{ items: Device[] }>()
        .items.map((item) => item.id)
        .sort(),
    ).toEqual([cockpitId, watcherId, stageId].sort());

    stage.close();
    await expect.poll(() => arrivals.flatMap((event) => event.removed)).toContain(stageId);
    expect(viewerHeard).toBe(false);
  });

  it('ends for everyone: every device hears it and is disconnected', async () => {
    const meeting = await createShared(app, owner.headers, {
      content: AGENDA,
      visibility: 'Public',
    });
    const cockpit = await client({ token: owner.token });
    const stage = await client();
    await cockpit.emitWithAck('join', { meetingId: meeting.uuid });
    await stage.emitWithAck('join', { meetingId: meeting.uuid });
    await cockpit.emitWithAck('command', { meetingId: meeting.uuid, type: 'start' });
    const ended = nextEvent(stage, 'ended');
    const gone = new Promise((resolve) => stage.once('disconnect', resolve));
    const ack = await cockpit.emitWithAck('command', { meetingId: meeting.uuid, type: 'end' });
    expect(ack).toMatchObject({ ok: true, state: { status: 'finished' } });
    expect(await ended).toEqual({ meetingId: meeting.uuid });
    expect(await gone).toBe('io server disconnect');
  });

  it('disconnects a remote whose control token is revoked, and refuses it afterwards', async () => {
    const meeting = await createShared(app, owner.headers, {
      content: AGENDA,
      visibility: 'Public',
    });
    const { id, token } = await controlToken(meeting.uuid);
    const remote = await client({ controlToken: token });
    await remote.emitWithAck('join', { meetingId: meeting.uuid });
    const gone = new Promise((resolve) => remote.once('disconnect', resolve));
    await app.inject({
      method: 'DELETE',
      url: `/v3/meetings/${meeting.uuid}/run/control-tokens/${id}`,
      headers: owner.headers,
    });
    expect(await gone).toBe('io server disconnect');
    // Refused in the handshake now (issue 27), as HTTP answers 401.
    expect(await handshakeRefusal(base, { controlToken: token })).toMatchObject({
      code: 'CONTROL_TOKEN_INVALID',
    });
  });
});
