import { performance } from 'node:perf_hooks';
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

/** DESIGN §9 "Live rights": within 2 s, whichever process holds the socket. */
const WITHIN_MS = 2_000;

/** The next `revoked` of `socket` and how long after `since` it came; rejects after 2 s. */
function revokedSoon(
  socket: LiveClient,
  since: () => number,
): Promise<{ event: LiveRevokedEvent; ms: number }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no revoked within ${WITHIN_MS} ms`)),
      WITHIN_MS,
    );
    socket.once('revoked', (event) => {
      clearTimeout(timer);
      resolve({ event, ms: performance.now() - since() });
    });
  });
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
    let sentAt = 0;
    const revoked = revokedSoon(stage, () => sentAt);
    const gone = new Promise((resolve) => stage.once('disconnect', resolve));

    sentAt = performance.now();
    await makePrivate(owner, uuid);
    const { event, ms } = await revoked;
    expect(event).toMatchObject({ code: 'MEETING_NOT_FOUND', role: null });
    expect(ms).toBeLessThan(WITHIN_MS);
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
    let sentAt = 0;
    const revoked = revokedSoon(cockpit, () => sentAt);

    sentAt = performance.now();
    await httpCall(a.base, 'POST', '/v1/users/logout', {
      headers: { authorization: owner.headers.authorization ?? '' },
    });
    const { event, ms } = await revoked;
    expect(event).toMatchObject({ code: 'UNAUTHENTICATED', role: 'viewer' });
    expect(ms).toBeLessThan(WITHIN_MS);
    expect(await cockpit.emitWithAck('command', { meetingId: uuid, type: 'start' })).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
  });
});
