import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveCommandAck, LiveJoinAck, RunStateBody } from '@ordo/contract';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { signUp } from '../../test/users.ts';
import { createShared, type Headers } from '../sharing/testing.ts';
import { listen, liveClient, type LiveClient } from './testing.ts';

// A room's phone remote (a control token made for one breakout room, DESIGN §9 "Rooms") reads
// its own room's messages and never another room's, whichever way the state reaches it; and
// its one pause button (`togglePause` with `room`) drives its room only.

const ROOMS_AGENDA = `Workshop

# Breakouts
: 20
## Budget
### Pitch
: 5
### Vote
: 15
## Roadmap
: 20

# Report back
: 10
`;

const BUDGET_ONLY = 'Budget room: vote now';
const ROADMAP_ONLY = 'Roadmap room: wrap up';

describe.each(testDatabaseKinds)('a breakout room’s phone remote on %s', (kind) => {
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
  /** Every state a socket receives from now on, as it receives them. */
  const record = (socket: LiveClient) => {
    const states: RunStateBody[] = [];
    socket.on('state', (({ state }: { state: RunStateBody }) => states.push(state)) as never);
    return states;
  };
  const stateOf = (ack: LiveJoinAck | LiveCommandAck): RunStateBody => {
    if (!ack.ok) throw new Error(ack.error.message);
    return ack.state;
  };
  /** A running meeting on its rooms, and a control token for room `room` of it. */
  async function roomsRunning(room: number) {
    const meeting = await createShared(app, owner.headers, {
      content: ROOMS_AGENDA,
      visibility: 'Public',
    });
    const created = await app.inject({
      method: 'POST',
      url: `/v3/meetings/${meeting.uuid}/run/control-tokens`,
      headers: owner.headers,
      payload: { name: 'Host', room },
    });
    const { token } = created.json<{ token: string }>();
    const started = await app.inject({
      method: 'POST',
      url: `/v3/meetings/${meeting.uuid}/run`,
      headers: owner.headers,
      payload: { type: 'start' },
    });
    expect(started.json<{ state: RunStateBody }>().state.rooms).toHaveLength(2);
    return { uuid: meeting.uuid, token };
  }

  it('gets its own room’s message and never another room’s, on every path', async () => {
    const { uuid, token } = await roomsRunning(1);
    const cockpit = await client({ token: owner.token });
    const remote = await client({ controlToken: token });
    await cockpit.emitWithAck('join', { meetingId: uuid });
    await remote.emitWithAck('join', { meetingId: uuid });
    const atCockpit = record(cockpit);
    const atRemote = record(remote);
    const command = (fields: Record<string, unknown>) =>
      cockpit.emitWithAck('command', { meetingId: uuid, ...fields } as never);
    await command({ type: 'message', text: BUDGET_ONLY, room: 0 });
    const last = stateOf(await command({ type: 'message', text: ROADMAP_ONLY, room: 1 }));

    // The planted message reaches the cockpit, so its absence below is the filter's doing.
    await expect.poll(() => atCockpit.at(-1)?.position).toBe(last.position);
    expect(atCockpit.at(-1)?.rooms?.map((room) => room.message?.text)).toEqual([
      BUDGET_ONLY,
      ROADMAP_ONLY,
    ]);
    await expect.poll(() => atRemote.at(-1)?.position).toBe(last.position);
    expect(atRemote.at(-1)?.rooms?.[1]?.message?.text).toBe(ROADMAP_ONLY);
    expect(JSON.stringify(atRemote)).not.toContain(BUDGET_ONLY);

    // Its join, its own command's answer and the HTTP state are read the same way.
    const again = await client({ controlToken: token });
    const joined = stateOf(await again.emitWithAck('join', { meetingId: uuid }));
    expect(joined.rooms?.[1]?.message?.text).toBe(ROADMAP_ONLY);
    const answer = await remote.emitWithAck('command', {
      meetingId: uuid,
      type: 'addTime',
      minutes: 1,
      room: 1,
    });
    const viaHttp = await app.inject({
      url: `/v3/meetings/${uuid}/run`,
      headers: { 'x-control-token': token },
    });
    const byHttp = await app.inject({
      method: 'POST',
      url: `/v3/meetings/${uuid}/run`,
      headers: { 'x-control-token': token },
      payload: { type: 'message', text: 'Back soon', room: 1 },
    });
    for (const state of [joined, stateOf(answer), viaHttp.json(), byHttp.json()]) {
      expect(JSON.stringify(state)).not.toContain(BUDGET_ONLY);
    }
    expect(byHttp.json<{ state: RunStateBody }>().state.rooms?.[1]?.message?.text).toBe(
      'Back soon',
    );
    // A whole-run remote and the editor still read every room's message.
    const editorView = await app.inject({
      url: `/v3/meetings/${uuid}/run`,
      headers: owner.headers,
    });
    expect(JSON.stringify(editorView.json())).toContain(BUDGET_ONLY);
  });

  it('pauses and resumes its own room with one button, and nothing else', async () => {
    const { uuid, token } = await roomsRunning(0);
    const toggle = (payload: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: `/v3/meetings/${uuid}/run`,
        headers: { 'x-control-token': token },
        payload,
      });
    const paused = await toggle({ type: 'togglePause', room: 0 });
    expect(paused.statusCode).toBe(200);
    const pausedState = paused.json<{ state: RunStateBody }>().state;
    expect(pausedState.status).toBe('running');
    expect(pausedState.rooms?.map((room) => room.status)).toEqual(['paused', 'running']);

    const plenary = await toggle({ type: 'togglePause' });
    expect(plenary.statusCode).toBe(403);
    expect(plenary.json()).toMatchObject({ code: 'CONTROL_TOKEN_SCOPE' });

    const remote = await client({ controlToken: token });
    await remote.emitWithAck('join', { meetingId: uuid });
    const resumed = await remote.emitWithAck('command', {
      meetingId: uuid,
      type: 'togglePause',
      room: 0,
    });
    expect(stateOf(resumed).rooms?.map((room) => room.status)).toEqual(['running', 'running']);
    expect(
      await remote.emitWithAck('command', { meetingId: uuid, type: 'togglePause', room: 1 }),
    ).toMatchObject({ ok: false, error: { code: 'CONTROL_TOKEN_SCOPE' } });
  });
});
