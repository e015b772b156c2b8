import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ControlTokenCreated, DeviceList, LiveServerToClient } from '@ordo/contract';
import { topologies } from './process-topologies.ts';
import {
  createPublicMeeting,
  httpCall,
  sendOver,
  signUpOver,
  type Owner,
  type ServerProcess,
} from './test-server-process.ts';
import { AGENDA, handshakeRefusal, liveClient, nextEvent, type LiveClient } from './testing.ts';

/** The first `event` on `socket` that `accept` likes, or a rejection after `ms`. */
function eventMatching<E extends keyof LiveServerToClient>(
  socket: LiveClient,
  event: E,
  accept: (payload: Parameters<LiveServerToClient[E]>[0]) => boolean,
  ms = 10_000,
): Promise<Parameters<LiveServerToClient[E]>[0]> {
  return new Promise((resolve, reject) => {
    const listener = ((payload: Parameters<LiveServerToClient[E]>[0]) => {
      if (!accept(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    }) as never;
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no matching ${event} within ${ms} ms`));
    }, ms);
    socket.on(event, listener);
  });
}

const deviceId = (kind: string) => `${kind}-${Math.random().toString(36).slice(2, 12)}`;

describe.each(topologies)('live run across server processes: $name', (topology) => {
  let a: ServerProcess;
  let b: ServerProcess;
  let stop: () => Promise<void> = async () => undefined;
  let owner: Owner;
  let meetingId: string;

  beforeAll(async () => {
    ({ a, b, stop } = await topology.start());
    owner = await signUpOver(a.base);
    meetingId = (await createPublicMeeting(a.base, owner, AGENDA)).uuid;
  }, 180_000);
  afterAll(() => stop());

  let sockets: LiveClient[] = [];
  afterEach(() => {
    for (const socket of sockets) socket.disconnect();
    sockets = [];
  });
  const connect = async (base: string, auth: Record<string, string> = {}) => {
    const socket = await liveClient(base, auth);
    sockets.push(socket);
    return socket;
  };

  it("a room's screens on B get that room's messages only, and the recall, from commands sent to A", async () => {
    const rooms = '# Breakouts\n: 20\n## Budget\n### Pitch\n: 5\n### Vote\n: 15\n## Roadmap\n';
    const { uuid } = await createPublicMeeting(a.base, owner, rooms);
    const [budget, roadmap] = [await connect(b.base), await connect(b.base)];
    await budget.emitWithAck('join', { meetingId: uuid, room: 0 });
    await roadmap.emitWithAck('join', { meetingId: uuid, room: 1 });
    // Listening first: the states may reach B before A answers the command.
    // (start is the meeting's first command, the message its second.)
    const at = (socket: LiveClient) =>
      eventMatching(socket, 'state', (event) => event.state.position >= 2);
    const seen = Promise.all([at(budget), at(roadmap)]);
    await sendOver(a.base, owner, uuid, { type: 'start' });
    await sendOver(a.base, owner, uuid, { type: 'message', text: 'Budget: vote now', room: 0 });
    const [seenByBudget, seenByRoadmap] = await seen;
    expect(seenByBudget.state.rooms?.[0]?.message?.text).toBe('Budget: vote now');
    expect(JSON.stringify(seenByRoadmap.state)).not.toContain('Budget: vote now');

    const recalled = Promise.all(
      [budget, roadmap].map((socket) =>
        eventMatching(socket, 'state', (event) => event.state.recall !== undefined),
      ),
    );
    await sendOver(a.base, owner, uuid, { type: 'recall', minutes: 2 });
    for (const event of await recalled) {
      expect(event.state.rooms?.map((room) => room.status)).toEqual(['running', 'running']);
    }
  });

  it('a device on B receives the state of commands sent to A, over HTTP and over a socket', async () => {
    const { uuid } = await createPublicMeeting(a.base, owner, AGENDA);
    const stage = await connect(b.base);
    expect(
      await stage.emitWithAck('join', {
        meetingId: uuid,
        device: { id: deviceId('stage'), kind: 'stage' },
      }),
    ).toMatchObject({ ok: true, role: 'viewer', state: { status: 'idle' } });

    const started = nextEvent(stage, 'state', 10_000);
    await sendOver(a.base, owner, uuid, { type: 'start' });
    expect((await started).state).toMatchObject({ status: 'running', currentIndex: 0 });

    const cockpit = await connect(a.base, { token: owner.token });
    expect(await cockpit.emitWithAck('join', { meetingId: uuid })).toMatchObject({ ok: true });
    const messaged = eventMatching(stage, 'state', (event) => event.state.message !== null);
    const ack = await cockpit.emitWithAck('command', {
      meetingId: uuid,
      type: 'message',
      text: 'Sent on A',
    });
    expect(ack).toMatchObject({ ok: true });
    expect((await messaged).state.message).toMatchObject({ text: 'Sent on A' });

    // B forgot the run it had read for the first join: a device joining B now sees the message.
    const late = await connect(b.base);
    expect(await late.emitWithAck('join', { meetingId: uuid })).toMatchObject({
      ok: true,
      state: { status: 'running', message: { text: 'Sent on A' } },
    });
  });

  it('a control token revoked on A disconnects its remote on B', async () => {
    const created = await httpCall<ControlTokenCreated>(
      a.base,
      'POST',
      `/v3/meetings/${meetingId}/run/control-tokens`,
      { headers: owner.headers, body: JSON.stringify({ name: 'Phone' }) },
    );
    const remote = await connect(b.base, { controlToken: created.token });
    expect(await remote.emitWithAck('join', { meetingId })).toMatchObject({
      ok: true,
      role: 'controller',
    });
    const disconnected = new Promise<string>((resolve) => remote.once('disconnect', resolve));

    await httpCall(a.base, 'DELETE', `/v3/meetings/${meetingId}/run/control-tokens/${created.id}`, {
      headers: { authorization: owner.headers.authorization ?? '' },
    });
    const reason = await Promise.race([
      disconnected,
      new Promise((resolve) => setTimeout(() => resolve('still connected after 10 s'), 10_000)),
    ]);
    expect(reason).toBe('io server disconnect');

    // And the token opens nothing any more, on either process.
    for (const server of [a, b]) {
      expect(await handshakeRefusal(server.base, { controlToken: created.token })).toMatchObject({
        code: 'CONTROL_TOKEN_INVALID',
      });
    }
  });

  it('the device list a controller on A sees includes a device on B', async () => {
    const cockpit = await connect(a.base, { token: owner.token });
    expect(
      await cockpit.emitWithAck('join', {
        meetingId,
        device: { id: deviceId('cockpit'), kind: 'cockpit' },
      }),
    ).toMatchObject({ ok: true, role: 'controller' });

    const announced = eventMatching(cockpit, 'devices', (event) =>
      event.upserted.some((device) => device.name === 'Stage on B'),
    );
    const stage = await connect(b.base);
    const stageAck = await stage.emitWithAck('join', {
      meetingId,
      device: { id: deviceId('stage'), kind: 'stage', name: 'Stage on B' },
    });
    expect(stageAck).toMatchObject({ ok: true, role: 'viewer' });
    // Listed under the id it sent, scoped to its credential: the same on every process.
    const stageId = stageAck.ok ? stageAck.deviceId : undefined;

    expect((await announced).upserted).toContainEqual(
      expect.objectContaining({ id: stageId, kind: 'stage', name: 'Stage on B' }),
    );
    const list = await httpCall<DeviceList>(
      a.base,
      'GET',
      `/v3/meetings/${meetingId}/run/devices`,
      { headers: { authorization: owner.headers.authorization ?? '' } },
    );
    expect(list.items).toContainEqual(
      expect.objectContaining({ id: stageId, kind: 'stage', name: 'Stage on B' }),
    );

    // A controller joining A later gets B's device in its join answer too.
    const second = await connect(a.base, { token: owner.token });
    const joined = await second.emitWithAck('join', { meetingId });
    expect(joined.ok && joined.devices).toContainEqual(expect.objectContaining({ id: stageId }));
  });
});
