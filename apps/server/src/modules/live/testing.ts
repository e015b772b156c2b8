import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll } from 'vitest';
import type { LiveClientToServer, LiveServerToClient } from '@ordo/contract';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import type { DatabaseKind } from '../../test/databases.ts';

export type LiveClient = Socket<LiveServerToClient, LiveClientToServer>;

export const AGENDA = `Team retro
> Look back on the sprint
secret header note

# Check-in
: 5
@ Facilitator
private note for the check-in

# What went well
: 10
// hidden comment

/# Energizer
: 5

# Actions
: 15
`;

/** Listens on a free port (sockets need a real server) and returns its base URL. */
export async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/**
 * For a `describe` block: an app on `kind` listening on a free port (built before its tests,
 * closed after them), and live clients that are closed with it.
 */
export function liveTestServer(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  options: { clock?: () => Date } = {},
) {
  const open: LiveClient[] = [];
  const server = {
    app: undefined as unknown as App,
    base: '',
    /** A connected `/live` client, closed after the block. */
    async client(auth: Record<string, string> = {}): Promise<LiveClient> {
      const socket = await liveClient(server.base, auth);
      open.push(socket);
      return socket;
    },
  };
  beforeAll(async () => {
    server.app = await buildTestApp(kind, env, options);
    server.base = await listen(server.app);
  }, 60_000);
  afterAll(async () => {
    for (const socket of open) socket.close();
    await server.app?.close();
  });
  return server;
}

/** A socket.io client on `/live`, connected (websocket only, as a quick device would be). */
export async function liveClient(
  base: string,
  auth: Record<string, string> = {},
): Promise<LiveClient> {
  const socket: LiveClient = connect(`${base}/live`, {
    auth,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/**
 * What the server answered a `/live` handshake it refused (`connect_error`'s `data`, e.g.
 * `{ code: 'CONTROL_TOKEN_INVALID', message }`), or `connected` when it let the socket in.
 */
export async function handshakeRefusal(
  base: string,
  auth: Record<string, string>,
): Promise<unknown> {
  try {
    (await liveClient(base, auth)).close();
    return 'connected';
  } catch (error) {
    return (error as { data?: unknown }).data;
  }
}

/** The next `event` the socket receives, or a rejection after `ms`. */
export function nextEvent<E extends keyof LiveServerToClient>(
  socket: LiveClient,
  event: E,
  ms = 3_000,
): Promise<Parameters<LiveServerToClient[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, ((payload: Parameters<LiveServerToClient[E]>[0]) => {
      clearTimeout(timer);
      resolve(payload);
    }) as never);
  });
}
