// @vitest-environment node
import { createServer, type Server as HttpServer } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { Server, type Socket as ServerSocket } from 'socket.io';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { remainingMs } from '@ordo/agenda';
import type { LiveJoin, RunStateBody } from '@ordo/contract';
import { NOW, runState } from '../test/run-state.ts';
import {
  createLiveConnection,
  type LiveConnection,
  type LiveConnectionOptions,
} from './live-connection.ts';

/** A server that answers like the real one (DESIGN §9), with a few knobs for the tests. */
type FakeServer = {
  url: string;
  joins: LiveJoin[];
  sockets: ServerSocket[];
  state: RunStateBody;
  refuseJoin: { code: string; message: string } | null;
  /** The server's clock: the real one unless a test injects its own. */
  clock: () => number;
  /** Pings answered so far. */
  pings: number;
  /** True: pings get no answer, as over a link that died without closing. */
  silent: boolean;
  io: Server;
};

let http: HttpServer;
let server: FakeServer;
let connection: LiveConnection | null = null;

beforeEach(() => listen(0));

/**
 * Starts the stand-in server on `port` (0: any free one). Started again on the same port after
 * a drop, it keeps what the previous one knew (joins, state), as Ordo's does from its database.
 */
async function listen(port: number): Promise<void> {
  http = createServer();
  const io = new Server(http, { transports: ['websocket', 'polling'] });
  const previous = port === 0 ? null : server;
  server = {
    url: previous?.url ?? '',
    joins: previous?.joins ?? [],
    sockets: [],
    state: previous?.state ?? runState(),
    refuseJoin: null,
    clock: Date.now,
    pings: 0,
    silent: false,
    io,
  };
  io.of('/live').use((socket, next) => {
    const { controlToken } = socket.handshake.auth as { controlToken?: string };
    if (controlToken === 'revoked') return next(new Error('This token was revoked'));
    next();
  });
  io.of('/live').on('connection', (socket) => {
    server.sockets.push(socket);
    socket.on('join', (message: LiveJoin, ack) => {
      server.joins.push(message);
      if (server.refuseJoin) return ack({ ok: false, error: server.refuseJoin });
      ack({
        ok: true,
        role: 'controller',
        state: server.state,
        serverTime: server.clock(),
        devices: [],
        deviceId: 'listed-device',
      });
    });
    socket.on('ping', (message: { clientTime: number }, ack) => {
      if (server.silent) return;
      server.pings += 1;
      ack({ clientTime: message.clientTime, serverTime: server.clock() });
    });
    socket.on('command', (message: { type: string }, ack) => {
      if (message.type !== 'start') {
        return ack({ ok: false, error: { code: 'INVALID_TRANSITION', message: 'no' } });
      }
      server.state = runState({ status: 'running', runId: 'r1', sequenceStartedAt: Date.now() });
      ack({ ok: true, state: server.state });
    });
  });
  await new Promise<void>((resolve) => http.listen(port, '127.0.0.1', resolve));
  server.url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
}

afterEach(async () => {
  connection?.close();
  connection = null;
  await server.io.close();
});

/**
 * The longest a client here waits before trying again. "Does not come back" is shown by
 * waiting out many such windows ({@link NO_RETRY_WAIT_MS}) and counting the joins: a retry
 * would have come within the first.
 */
const RETRY_MS = 100;
const NO_RETRY_WAIT_MS = RETRY_MS * 10;
const waitOutRetries = () => new Promise((resolve) => setTimeout(resolve, NO_RETRY_WAIT_MS));

function connect(
  extra: Partial<
    Pick<LiveConnectionOptions, 'now' | 'pass' | 'auth' | 'network' | 'socketOptions'>
  > = {},
): LiveConnection {
  connection = createLiveConnection({
    meetingId: 'm-1',
    kind: 'stage',
    auth: {},
    url: server.url,
    socketOptions: { reconnectionDelay: RETRY_MS / 2, reconnectionDelayMax: RETRY_MS },
    ...extra,
  });
  return connection;
}

function firstSocket(): ServerSocket {
  const socket = server.sockets[0];
  if (!socket) throw new Error('no socket yet');
  return socket;
}
function joinAt(index: number): LiveJoin {
  const join = server.joins[index];
  if (!join) throw new Error(`no join #${index}`);
  return join;
}

const until = (check: () => void, timeout = 3000) => vi.waitFor(check, { timeout, interval: 10 });

describe('createLiveConnection', () => {
  it('joins with its device and exposes the state the join answered', async () => {
    const live = connect({ pass: 'the-pass' });
    expect(live.getSnapshot().status).toBe('connecting');
    await until(() => expect(live.getSnapshot().status).toBe('live'));
    expect(live.getSnapshot()).toMatchObject({ role: 'controller', error: null });
    expect(live.getSnapshot().state?.sequences[1]?.title).toBe('Retro');
    expect(joinAt(0)).toMatchObject({
      meetingId: 'm-1',
      pass: 'the-pass',
      device: { kind: 'stage' },
    });
    expect(joinAt(0).device?.id.length).toBeGreaterThanOrEqual(8);
    // The id the server lists it under (its own, scoped to its credential).
    expect(live.getSnapshot().deviceId).toBe('listed-device');
  });

  it('follows the state the server broadcasts', async () => {
    const live = connect();
    const seen: string[] = [];
    live.subscribe(() => seen.push(live.getSnapshot().state?.status ?? 'none'));
    await until(() => expect(live.getSnapshot().status).toBe('live'));
    firstSocket().emit('state', {
      state: runState({ status: 'paused', currentIndex: 1 }),
      serverTime: Date.now(),
    });
    await until(() => expect(live.getSnapshot().state?.status).toBe('paused'));
    expect(live.getSnapshot().state?.currentIndex).toBe(1);
    expect(seen).toContain('paused');
  });

  it('drops a state older than the one it shows, from a broadcast or a join answer', async () => {
    const live = connect();
    const shown: number[] = [];
    live.subscribe(() => shown.push(live.getSnapshot().state?.position ?? -1));
    await until(() => expect(live.getSnapshot().status).toBe('live'));
    const at = (position: number, status: 'running' | 'paused') => ({
      state: runState({ position, status, runId: 'r1' }),
      serverTime: Date.now(),
    });
    // Sent in this order, as two server processes may: 5, then 4 (older), then 6.
    firstSocket().emit('state', at(5, 'paused'));
    firstSocket().emit('state', at(4, 'running'));
    firstSocket().emit('state', at(6, 'paused'));
    await until(() => expect(live.getSnapshot().state?.position).toBe(6));
    expect(shown).not.toContain(4);
    expect(live.getSnapshot().state?.status).toBe('paused');

    // A join answer crossing a newer broadcast is older than what is shown: kept as it was.
    server.state = runState({ position: 3, status: 'running', runId: 'r1' });
    firstSocket().conn.close();
    await until(() => expect(server.joins).toHaveLength(2));
    await until(() => expect(live.getSnapshot().status).toBe('live'));
    expect(live.getSnapshot().state).toMatchObject({ position: 6, status: 'paused' });
  });

  it('keeps the last state while reconnecting and joins again once back', async () => {
    const live = connect();
    await until(() => expect(live.getSnapshot().status).toBe('live'));
    firstSocket().conn.close();
    await until(() => expect(live.getSnapshot().status).toBe('reconnecting'));
    expect(live.getSnapshot().state?.status).toBe('idle');
    await until(() => expect(server.joins).toHaveLength(2));
    await until(() => expect(live.getSnapshot().status).toBe('live'));
    expect(joinAt(1).device?.id).toBe(joinAt(0).device?.id);
  });

  it('stops for good when the event ends', async () => {
    const live = connect();
    await until(() => expect(live.getSnapshot().status).toBe('live'));
    firstSocket().emit('ended', { meetingId: 'm-1' });
    firstSocket().disconnect(true);
    await until(() => expect(live.getSnapshot().status).toBe('ended'));
    await waitOutRetries();
    expect(server.joins).toHaveLength(1);
    expect(live.getSnapshot().state).not.toBeNull();
    expect(await live.send({ type: 'next' })).toMatchObject({
      ok: false,
      error: { code: 'NETWORK_ERROR' },
    });
  });

  it('shows why a join was refused and does not retry', async () => {
    server.refuseJoin = { code: 'PASSWORD_REQUIRED', message: 'A code is needed' };
    const live = connect();
    await until(() => expect(live.getSnapshot().status).toBe('error'));
    expect(live.getSnapshot().error?.code).toBe('PASSWORD_REQUIRED');
    await waitOutRetries();
    expect(server.joins).toHaveLength(1);
  });

  it('stops when the handshake itself is refused (a revoked remote)', async () => {
    const live = connect({ auth: { controlToken: 'revoked' } });
    await until(() => expect(live.getSnapshot().status).toBe('error'));
    expect(live.getSnapshot().error?.code).toBe('FORBIDDEN');
    expect(server.joins).toHaveLength(0);
  });

  it('stays as a viewer when its rights are narrowed, with the reason and no device list', async () => {
    const live = connect();
    await until(() => expect(live.getSnapshot().status).toBe('live'));
    firstSocket().emit('devices', {
      upserted: [{ id: 'device-b2', kind: 'stage', name: 'Hall', offsetMs: 0, lastSeenAt: 1 }],
      removed: [],
    });
    await until(() => expect(live.getSnapshot().devices).toHaveLength(1));
    const revoked = { code: 'FORBIDDEN', message: 'Demoted', role: 'viewer' as const };
    firstSocket().emit('revoked', revoked);
    await until(() => expect(live.getSnapshot().role).toBe('viewer'));
    expect(live.getSnapshot()).toMatchObject({ status: 'live', revoked, devices: [] });
  });

  it('stops for good when its rights are revoked, saying why, and does not come back', async () => {
    const live = connect();
    await until(() => expect(live.getSnapshot().status).toBe('live'));
    const revoked = { code: 'MEETING_NOT_FOUND', message: 'Made private', role: null };
    firstSocket().emit('revoked', revoked);
    firstSocket().disconnect(true);
    await until(() => expect(live.getSnapshot().status).toBe('error'));
    expect(live.getSnapshot()).toMatchObject({
      error: { code: 'MEETING_NOT_FOUND', message: 'Made private' },
      revoked,
    });
    // A server hang-up is otherwise retried: a revoked device stays away.
    await waitOutRetries();
    expect(server.joins).toHaveLength(1);
  });

  it('sends commands, takes the state of their ack, and passes refusals on', async () => {
    const live = connect();
    expect(await live.send({ type: 'start' })).toMatchObject({
      ok: false,
      error: { code: 'NETWORK_ERROR' },
    });
    await until(() => expect(live.getSnapshot().status).toBe('live'));
    expect(await live.send({ type: 'start' })).toMatchObject({ ok: true });
    expect(live.getSnapshot().state?.status).toBe('running');
    expect(await live.send({ type: 'next' })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_TRANSITION' },
    });
  });

  it('merges device deltas for controllers', async () => {
    const live = connect();
    await until(() => expect(live.getSnapshot().status).toBe('live'));
    const device = {
      id: 'device-a1',
      kind: 'stage' as const,
      name: 'Hall',
      offsetMs: 3,
      lastSeenAt: 1,
    };
    firstSocket().emit('devices', { upserted: [device], removed: [] });
    await until(() => expect(live.getSnapshot().devices).toEqual([device]));
    firstSocket().emit('devices', { upserted: [], removed: ['device-a1'] });
    await until(() => expect(live.getSnapshot().devices).toEqual([]));
  });

  it("estimates the client clock's offset from the server's, and tells the server's time", async () => {
    // Both clocks injected: the client's runs 7,345 ms ahead, and every message takes 40 ms
    // on the way out and 40 ms back on this virtual clock, whatever the machine's load.
    let virtual = NOW;
    const skewMs = 7_345;
    const hopMs = 40;
    server.clock = () => {
      virtual += hopMs;
      const serverTime = virtual;
      virtual += hopMs;
      return serverTime;
    };
    const live = connect({ now: () => virtual + skewMs });
    await until(() => expect(live.getSnapshot().status).toBe('live'));
    // The join's own round trip already gives the offset; pings keep it.
    expect(live.getSnapshot().offsetMs).toBe(skewMs);
    // Pings go 1 s apart at first: two of them is the signal, not a time.
    await until(() => expect(server.pings).toBeGreaterThanOrEqual(2), 5_000);
    expect(live.getSnapshot().offsetMs).toBe(skewMs);
    expect(live.serverNow()).toBe(virtual);
  });

  it('is right again within 2 s of the network returning, having kept counting meanwhile', async () => {
    server.state = runState({
      status: 'running',
      runId: 'r1',
      position: 1,
      startedAt: Date.now(),
      sequenceStartedAt: Date.now(),
    });
    // socket.io's own delays, as in production.
    connection = createLiveConnection({
      meetingId: 'm-1',
      kind: 'stage',
      auth: {},
      url: server.url,
    });
    const live = connection;
    await until(() => expect(live.getSnapshot().status).toBe('live'));
    const port = Number(new URL(server.url).port);

    // The network goes: every attempt to reach the server is cut at once.
    await server.io.close();
    let attempts = 0;
    const down = createNetServer((socket) => {
      attempts += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => down.listen(port, '127.0.0.1', resolve));
    await until(() => expect(live.getSnapshot().status).toBe('reconnecting'));
    const shown = live.getSnapshot().state;
    const leftAt = (time: number) => (shown ? remainingMs(shown, time) : 0);
    const before = leftAt(live.serverNow());
    // Long enough for socket.io's back-off to reach its longest delay.
    await until(() => expect(attempts).toBeGreaterThanOrEqual(4), 10_000);
    expect(live.getSnapshot().state).toBe(shown);
    expect(leftAt(live.serverNow())).toBeLessThan(before);

    // Meanwhile the run moved on; the network comes back.
    server.state = runState({
      ...server.state,
      position: 2,
      status: 'paused',
      pausedAt: Date.now(),
    });
    await new Promise<void>((resolve) => down.close(() => resolve()));
    await listen(port);
    const back = Date.now();
    await until(() => expect(live.getSnapshot().state?.status).toBe('paused'), 5_000);
    expect(live.getSnapshot().status).toBe('live');
    expect(Date.now() - back).toBeLessThan(2_000);
  }, 20_000);

  it('reconnects at once when the browser says it is online again', async () => {
    const network = new EventTarget();
    // Back-off so long that only the online event can explain a quick return.
    const live = connect({
      network,
      socketOptions: { reconnectionDelay: 60_000, reconnectionDelayMax: 60_000 },
    });
    await until(() => expect(live.getSnapshot().status).toBe('live'));
    const port = Number(new URL(server.url).port);
    await server.io.close();
    await until(() => expect(live.getSnapshot().status).toBe('reconnecting'));
    await listen(port);
    network.dispatchEvent(new Event('online'));
    await until(() => expect(live.getSnapshot().status).toBe('live'), 2_000);
    expect(server.joins).toHaveLength(2);
  });

  it('checks the link when the browser goes offline, and reconnects a link that died quietly', async () => {
    const network = new EventTarget();
    const live = connect({ network });
    await until(() => expect(live.getSnapshot().status).toBe('live'));
    server.silent = true;
    const seen: string[] = [];
    live.subscribe(() => seen.push(live.getSnapshot().status));
    network.dispatchEvent(new Event('offline'));
    await until(() => expect(seen).toContain('reconnecting'), 4_000);
    // The server was there all along: the fresh connection joins again.
    server.silent = false;
    await until(() => expect(live.getSnapshot().status).toBe('live'), 4_000);
    expect(server.joins).toHaveLength(2);
  });
});
