import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveJoinAck, RunStateBody } from '@ordo/contract';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { signUp } from '../../test/users.ts';
import { createShared, type Headers } from '../sharing/testing.ts';
import { listen, liveClient, type LiveClient } from './testing.ts';

const ROOMS_AGENDA = `Workshop

# Intro
: 5

# Breakouts
: 20
## Budget
@ Ann
host secret note
### Pitch
: 5
### Vote
: 15
## Roadmap
## Hiring
: 10

# Report back
: 10
`;

describe.each(testDatabaseKinds)('breakout rooms over live sockets on %s', (kind) => {
  let app: App;
  let base: string;
  let owner: { token: string; headers: Headers };
  const open: LiveClient[] = [];

  beforeAll(async () => {
    app = await buildTestApp(kind);
    base = await listen(app);
    owner = await signUp(app);
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
  /** The first state a socket receives from now on that `fits` (states of earlier commands may still arrive). */
  const stateWhere = (socket: LiveClient, fits: (state: RunStateBody) => boolean) =>
    new Promise<RunStateBody>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no such state within 5 s')), 5_000);
      const listener = ({ state }: { state: RunStateBody }) => {
        if (!fits(state)) return;
        clearTimeout(timer);
        socket.off('state', listener as never);
        resolve(state);
      };
      socket.on('state', listener as never);
    });
  const everyone = (fits: (state: RunStateBody) => boolean, sockets: LiveClient[]) =>
    Promise.all(sockets.map((socket) => stateWhere(socket, fits)));
  const stateOf = (ack: LiveJoinAck): RunStateBody => {
    if (!ack.ok) throw new Error(ack.error.message);
    return ack.state;
  };

  it('sends a room its own messages only; a message to all and the recall reach every room', async () => {
    const meeting = await createShared(app, owner.headers, {
      content: ROOMS_AGENDA,
      visibility: 'Public',
    });
    const cockpit = await client({ token: owner.token });
    await cockpit.emitWithAck('join', { meetingId: meeting.uuid });
    const [plenary, budget, roadmap] = await Promise.all([client(), client(), client()]);
    await plenary.emitWithAck('join', { meetingId: meeting.uuid });
    await budget.emitWithAck('join', { meetingId: meeting.uuid, room: 0 });
    // Digits in a string, as a link's query gives them.
    const roadmapAck = await roadmap.emitWithAck('join', {
      meetingId: meeting.uuid,
      room: '1' as unknown as number,
    });
    expect(stateOf(roadmapAck).rooms).toBeUndefined();

    const command = (fields: Record<string, unknown>) =>
      cockpit.emitWithAck('command', { meetingId: meeting.uuid, ...fields } as never);
    await command({ type: 'start' });
    const reached = everyone((s) => s.currentIndex === 1, [budget, roadmap, plenary]);
    const moved = await command({ type: 'next' });
    expect(moved).toMatchObject({ ok: true });
    const position = moved.ok ? moved.state.position : -1;
    for (const state of await reached) {
      expect(state.rooms?.map((room) => [room.name, room.status, room.stepIndex])).toEqual([
        ['Budget', 'running', 0],
        ['Roadmap', 'running', 0],
        ['Hiring', 'running', 0],
      ]);
      expect(JSON.stringify(state)).not.toContain('host secret');
    }

    // A message to the Budget room: its screens show it, no other screen does.
    const messaged = everyone((s) => s.position > position, [budget, roadmap, plenary]);
    const sent = await command({ type: 'message', text: 'Five minutes left', room: 0 });
    expect(sent).toMatchObject({ ok: true });
    const [atBudget, atRoadmap, atPlenary] = await messaged;
    expect(atBudget?.rooms?.[0]?.message?.text).toBe('Five minutes left');
    expect(JSON.stringify(atRoadmap)).not.toContain('Five minutes left');
    expect(JSON.stringify(atPlenary)).not.toContain('Five minutes left');

    // A host advances only their room.
    const advanced = everyone((s) => s.rooms?.[0]?.stepIndex === 1, [budget, roadmap]);
    await command({ type: 'next', room: '0' });
    for (const state of await advanced) {
      expect(state.rooms?.map((room) => room.stepIndex)).toEqual([1, 0, 0]);
    }

    // A message without room and the recall reach every screen.
    const toAll = everyone((s) => s.message !== null, [budget, roadmap, plenary]);
    await command({ type: 'message', text: 'Coffee is here' });
    for (const state of await toAll) expect(state.message?.text).toBe('Coffee is here');
    const recalled = everyone((s) => s.recall !== undefined, [budget, roadmap, plenary]);
    expect(await command({ type: 'recall', minutes: 0 })).toMatchObject({ ok: true });
    for (const state of await recalled) {
      expect(state.recall).toBeDefined();
      expect(state.rooms?.every((room) => room.status === 'done')).toBe(true);
      expect(state.currentIndex).toBe(1);
    }
    expect(await command({ type: 'next', room: 0 })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_TRANSITION' },
    });
    expect(await command({ type: 'recall', minutes: 61 })).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION_FAILED' },
    });
  });

  it("limits a room's control token to that room, on HTTP and on the socket", async () => {
    const meeting = await createShared(app, owner.headers, {
      content: ROOMS_AGENDA,
      visibility: 'Public',
    });
    const created = await app.inject({
      method: 'POST',
      url: `/v3/meetings/${meeting.uuid}/run/control-tokens`,
      headers: owner.headers,
      payload: { name: 'Roadmap host', room: 1 },
    });
    expect(created.statusCode).toBe(201);
    const { token, url } = created.json<{ token: string; url: string }>();
    expect(url).toContain(`/m/${meeting.uuid}/remote?room=1#t=`);
    const listed = await app.inject({
      url: `/v3/meetings/${meeting.uuid}/run/control-tokens`,
      headers: owner.headers,
    });
    expect(listed.json<{ items: { room: number | null }[] }>().items.map((t) => t.room)).toEqual([
      1,
    ]);

    const asHost = (payload: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: `/v3/meetings/${meeting.uuid}/run`,
        headers: { 'x-control-token': token },
        payload,
      });
    // The plenary is the facilitator's: the host cannot start the run or move it.
    const start = await asHost({ type: 'start' });
    expect(start.statusCode).toBe(403);
    expect(start.json()).toMatchObject({ code: 'CONTROL_TOKEN_SCOPE' });
    const cockpit = await app.inject({
      method: 'POST',
      url: `/v3/meetings/${meeting.uuid}/run`,
      headers: owner.headers,
      payload: { type: 'start' },
    });
    expect(cockpit.statusCode).toBe(200);
    await app.inject({
      method: 'POST',
      url: `/v3/meetings/${meeting.uuid}/run`,
      headers: owner.headers,
      payload: { type: 'next' },
    });
    for (const payload of [
      { type: 'next' },
      { type: 'next', room: 0 },
      { type: 'recall', minutes: 1 },
    ]) {
      const refused = await asHost(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'CONTROL_TOKEN_SCOPE' });
    }
    const own = await asHost({ type: 'pause', room: '1' });
    expect(own.statusCode).toBe(200);
    expect(own.json<{ state: RunStateBody }>().state.rooms?.map((r) => r.status)).toEqual([
      'running',
      'paused',
      'running',
    ]);

    const remote = await client({ controlToken: token });
    const joined = await remote.emitWithAck('join', { meetingId: meeting.uuid });
    expect(joined).toMatchObject({ ok: true, role: 'controller' });
    expect(
      await remote.emitWithAck('command', { meetingId: meeting.uuid, type: 'next', room: 0 }),
    ).toMatchObject({ ok: false, error: { code: 'CONTROL_TOKEN_SCOPE' } });
    expect(
      await remote.emitWithAck('command', { meetingId: meeting.uuid, type: 'resume', room: 1 }),
    ).toMatchObject({ ok: true });
  });
});
