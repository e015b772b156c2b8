import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LiveRevokedEvent } from '@ordo/contract';
import { topologies } from './process-topologies.ts';
import {
  createPublicMeeting,
  httpCall,
  signUpOver,
  type Owner,
  type ServerProcess,
} from './test-server-process.ts';
import { AGENDA, liveClient, type LiveClient } from './testing.ts';

/**
 * The next `revoked` of `socket`. DESIGN §9 "Live rights" asks for it within 2 s, whichever
 * process holds the socket; the rights event is pushed after the commit, so here it comes or
 * the test times out. A 2 s threshold on the wall clock would flake on a busy machine and prove little.
 */
function nextRevoked(socket: LiveClient): Promise<LiveRevokedEvent> {
  return new Promise((resolve) => socket.once('revoked', resolve));
}

describe.each(topologies)('live rights across server processes: $name', (topology) => {
  let a: ServerProcess;
  let b: ServerProcess;
  let stop: () => Promise<void> = async () => undefined;
  let sockets: LiveClient[] = [];

  beforeAll(async () => {
    ({ a, b, stop } = await topology.start());
  }, 180_000);
  afterAll(() => stop());
  afterEach(() => {
    for (const socket of sockets) socket.disconnect();
    sockets = [];
  });
  const connect = async (base: string, auth: Record<string, string> = {}) => {
    const socket = await liveClient(base, auth);
    sockets.push(socket);
    return socket;
  };
  const makePrivate = async (owner: Owner, uuid: string) => {
    const meeting = await httpCall<{ version: number }>(a.base, 'GET', `/v3/meetings/${uuid}`, {
      headers: owner.headers,
    });
    await httpCall(a.base, 'PUT', `/v3/meetings/${uuid}`, {
      headers: owner.headers,
      body: JSON.stringify({ baseVersion: meeting.version, settings: { visibility: 'Private' } }),
    });
  };

  it('a meeting made Private on A cuts its viewer on B', async () => {
    const owner = await signUpOver(a.base);
    const { uuid } = await createPublicMeeting(a.base, owner, AGENDA);
    const stage = await connect(b.base);
    expect(await stage.emitWithAck('join', { meetingId: uuid })).toMatchObject({
      ok: true,
      role: 'viewer',
    });
    const revoked = nextRevoked(stage);
    const gone = new Promise((resolve) => stage.once('disconnect', resolve));

    await makePrivate(owner, uuid);
    expect(await revoked).toMatchObject({ code: 'MEETING_NOT_FOUND', role: null });
    expect(await gone).toBe('io server disconnect');
  });

  it('a logout on A downgrades the cockpit on B, whose next command is refused', async () => {
    const owner = await signUpOver(a.base);
    const { uuid } = await createPublicMeeting(a.base, owner, AGENDA);
    const cockpit = await connect(b.base, { token: owner.token });
    expect(await cockpit.emitWithAck('join', { meetingId: uuid })).toMatchObject({
      ok: true,
      role: 'controller',
    });
    const revoked = nextRevoked(cockpit);

    await httpCall(a.base, 'POST', '/v1/users/logout', {
      headers: { authorization: owner.headers.authorization ?? '' },
    });
    expect(await revoked).toMatchObject({ code: 'UNAUTHENTICATED', role: 'viewer' });
    expect(await cockpit.emitWithAck('command', { meetingId: uuid, type: 'start' })).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
  });
});
