import { expect } from 'vitest';
import type { LiveRevokedEvent } from '@ordo/contract';
import type { Headers } from '../sharing/testing.ts';
import type { LiveClient } from './testing.ts';

/*
 * DESIGN §9 "Live rights": the verdict must reach the device within 2 s of the change. The
 * verdict is pushed after the commit (nothing polls), so the tests wait for the event itself
 * and a missing one fails on the test's timeout; a 2 s threshold on the wall clock would flake
 * on a busy machine.
 */

/** The next `revoked` of `socket`. */
export function revokedSoon(socket: LiveClient): Promise<LiveRevokedEvent> {
  return new Promise((resolve) => socket.once('revoked', resolve));
}

/** The reason `socket` is disconnected, once it is. */
export function disconnectedSoon(socket: LiveClient): Promise<string> {
  return new Promise((resolve) => socket.once('disconnect', resolve));
}

/** Counts the states `socket` receives from now on. */
export function countStates(socket: LiveClient): () => number {
  let count = 0;
  socket.on('state', () => (count += 1));
  return () => count;
}

export const tokenOf = (headers: Headers) => (headers.authorization ?? '').replace('Bearer ', '');
export const forbidden = { ok: false, error: { code: 'FORBIDDEN' } };

/** A command of the run from `socket`: `start` unless told. */
export const command = (socket: LiveClient, meetingId: string, type: 'start' | 'next' = 'start') =>
  socket.emitWithAck('command', { meetingId, type });

/** A cockpit of `headers`' account joined to `meetingId` as its controller, through `client`. */
export function cockpitFor(client: (auth?: Record<string, string>) => Promise<LiveClient>) {
  return async (headers: Headers, meetingId: string) => {
    const socket = await client({ token: tokenOf(headers) });
    expect(await socket.emitWithAck('join', { meetingId })).toMatchObject({
      ok: true,
      role: 'controller',
    });
    return socket;
  };
}
