import { io, type Socket } from 'socket.io-client';
import {
  estimateClockOffset,
  isOlderRunState,
  recordClockSample,
  type ClockSample,
} from '@ordo/agenda';
import {
  LIVE_HEARTBEAT_MS,
  LIVE_NAMESPACE,
  runStateSchema,
  type LiveClientToServer,
  type LiveCommandAck,
  type LiveDevicesEvent,
  type LiveError,
  type LiveJoinAck,
  type LiveRevokedEvent,
  type LivePingAck,
  type LiveServerToClient,
  type RunStateBody,
} from '@ordo/contract';
import { liveDeviceId } from './device-id.ts';
import {
  initialLiveSnapshot,
  NETWORK_ERROR,
  type LiveConnection,
  type LiveConnectionOptions,
  type LiveSnapshot,
} from './live-types.ts';
import { mergeDevices } from './merge-devices.ts';

export {
  initialLiveSnapshot,
  NETWORK_ERROR,
  type LiveAuth,
  type LiveConnection,
  type LiveConnectionOptions,
  type LiveSnapshot,
  type LiveStatus,
} from './live-types.ts';

/** How long an ack may take before the call counts as lost. */
export const LIVE_ACK_TIMEOUT_MS = 5000;
/** Pings 1 s apart until this many samples are in, then every {@link SLOW_PING_MS}. */
const FAST_PINGS = 6;
const FAST_PING_MS = 1000;
// The heartbeat the cockpit's device list expects: a device quiet for longer is shown as stale.
const SLOW_PING_MS = LIVE_HEARTBEAT_MS;
const RATE_LIMIT_RETRY_MS = 5000;
/**
 * How long a check of the link may take when the network changes: a socket that does not
 * answer a ping that fast after the browser went offline or came back is presumed dead.
 */
const PROBE_TIMEOUT_MS = 1500;

const networkError = (message: string): LiveError => ({ code: NETWORK_ERROR, message });

/**
 * Opens a live connection to a meeting's run: connects to `/live` (websocket first), joins and
 * re-joins after every reconnect, keeps the last state, estimates the clock offset with pings,
 * merges device deltas, and stops for good on `ended` or a refused join.
 *
 * @example
 * const live = createLiveConnection({ meetingId, kind: 'stage', auth: {} });
 * const off = live.subscribe(() => render(live.getSnapshot(), live.serverNow()));
 * await live.send({ type: 'next' });
 * off(); live.close();
 */
export function createLiveConnection(options: LiveConnectionOptions): LiveConnection {
  const now = options.now ?? Date.now;
  const listeners = new Set<() => void>();
  let samples: ClockSample[] = [];
  let snapshot = initialLiveSnapshot;
  let joined = false;
  let stopped = false;
  let pingTimer: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let serverDisconnects = 0;
  const device = {
    id: liveDeviceId(options.kind),
    kind: options.kind,
    ...(options.deviceName ? { name: options.deviceName.slice(0, 60) } : {}),
  };

  const update = (patch: Partial<LiveSnapshot>) => {
    snapshot = Object.freeze({ ...snapshot, ...patch });
    listeners.forEach((listener) => listener());
  };
  const clearTimers = () => {
    clearTimeout(pingTimer);
    clearTimeout(retryTimer);
  };
  const stop = (patch: Partial<LiveSnapshot>) => {
    stopped = true;
    joined = false;
    clearTimers();
    forgetNetwork();
    socket.disconnect();
    update(patch);
  };

  const base = options.url ? options.url.replace(/\/+$/, '') : '';
  const socket: Socket<LiveServerToClient, LiveClientToServer> = io(base + LIVE_NAMESPACE, {
    transports: ['websocket', 'polling'],
    auth: { ...options.auth },
    forceNew: true,
    // Back within a few seconds of a server restart, and within 2 s of the network returning
    // (issue 24): attempts at most 1.5 s apart; socket.io's jitter spreads a room's
    // reconnections, and a thousand joins take under two seconds. The window's `online` event
    // reconnects at once (below).
    reconnectionDelay: 500,
    reconnectionDelayMax: 1_500,
    ...options.socketOptions,
  });

  /** The newer of `raw` and the state shown: the server's order may not survive the way. */
  const newest = (raw: unknown): RunStateBody | null => {
    const state = readState(raw);
    return state && !isOlderRunState(state, snapshot.state) ? state : snapshot.state;
  };
  const acceptState = (raw: unknown) => {
    const state = newest(raw);
    if (state !== snapshot.state) update({ state });
  };

  const schedulePing = (delay: number) => {
    clearTimeout(pingTimer);
    pingTimer = setTimeout(ping, delay);
  };
  /** Starts a fresh connection now, dropping socket.io's back-off (and a link that went dead). */
  const reconnectNow = () => {
    if (stopped) return;
    joined = false;
    clearTimers();
    socket.disconnect();
    socket.connect();
  };
  /** Asks the server for a sign of life; without one within `timeoutMs`, reconnects. */
  const probe = (timeoutMs: number) => {
    if (stopped) return;
    if (!joined || !socket.connected) {
      reconnectNow();
      return;
    }
    socket.timeout(timeoutMs).emit('ping', { clientTime: now() }, (err: Error | null) => {
      if (err && !stopped && joined) reconnectNow();
    });
  };

  const ping = () => {
    if (!joined || stopped) return;
    const sentAt = now();
    const offsetMs = snapshot.offsetMs;
    const message =
      samples.length > 0 && offsetMs !== null
        ? { clientTime: sentAt, offsetMs }
        : { clientTime: sentAt };
    socket
      .timeout(LIVE_ACK_TIMEOUT_MS)
      .emit('ping', message, (err: Error | null, ack: LivePingAck) => {
        if (stopped) return;
        if (!err && typeof ack?.serverTime === 'number') {
          const receivedAt = now();
          samples = recordClockSample(samples, { sentAt, serverTime: ack.serverTime, receivedAt });
          const estimate = estimateClockOffset(samples);
          // The estimate is the server's clock minus ours; the snapshot keeps ours minus theirs.
          if (estimate) update({ offsetMs: -estimate.offsetMs });
        } else if (err && joined) {
          // No answer in 5 s: the link died without saying so (a network gone quiet), which
          // socket.io's own heartbeat would notice only after 40 s.
          reconnectNow();
          return;
        }
        if (joined) schedulePing(samples.length < FAST_PINGS ? FAST_PING_MS : SLOW_PING_MS);
      });
  };

  const join = () => {
    const sentAt = now();
    const message = {
      meetingId: options.meetingId,
      ...(options.pass ? { pass: options.pass } : {}),
      ...(options.room !== undefined ? { room: options.room } : {}),
      device,
    };
    socket
      .timeout(LIVE_ACK_TIMEOUT_MS)
      .emit('join', message, (err: Error | null, ack: LiveJoinAck) => {
        if (stopped) return;
        if (err || !ack) {
          // Lost on the way: try again while the socket stays up.
          retryTimer = setTimeout(() => socket.connected && join(), FAST_PING_MS);
          return;
        }
        if (!ack.ok) {
          if (ack.error.code === 'RATE_LIMITED') {
            update({ error: ack.error });
            retryTimer = setTimeout(() => socket.connected && join(), RATE_LIMIT_RETRY_MS);
            return;
          }
          stop({ status: 'error', error: ack.error });
          return;
        }
        joined = true;
        serverDisconnects = 0;
        const receivedAt = now();
        update({
          status: 'live',
          error: null,
          role: ack.role,
          state: newest(ack.state),
          devices: Object.freeze(ack.devices ?? []),
          deviceId: ack.deviceId ?? null,
          // Until pings answer, the join's own round trip gives a rough offset.
          offsetMs: snapshot.offsetMs ?? (sentAt + receivedAt) / 2 - ack.serverTime,
        });
        schedulePing(0);
      });
  };

  socket.on('connect', join);
  socket.on('state', (event) => acceptState(event?.state));
  socket.on('devices', (event: LiveDevicesEvent) => {
    if (event) update({ devices: Object.freeze(mergeDevices(snapshot.devices, event)) });
  });
  socket.on('ended', () => stop({ status: 'ended', error: null }));
  socket.on('revoked', (event: LiveRevokedEvent) => {
    if (!event) return;
    if (event.role === 'viewer') {
      // Downgraded: it keeps the public projection, without the controls or the device list.
      update({ role: 'viewer', revoked: event, devices: Object.freeze([]) });
      return;
    }
    // The server hangs up right after: reconnecting would only be refused again.
    stop({ status: 'error', error: { code: event.code, message: event.message }, revoked: event });
  });
  socket.on('disconnect', (reason) => {
    joined = false;
    clearTimers();
    if (stopped) return;
    update({ status: snapshot.state ? 'reconnecting' : 'connecting' });
    if (reason === 'io server disconnect') {
      // socket.io does not come back by itself after the server hung up (a revoked remote, a
      // restart): reconnect so the join answer says why, backing off if it keeps happening.
      const delay = Math.min(30_000, 1000 * 2 ** serverDisconnects++);
      retryTimer = setTimeout(() => !stopped && socket.connect(), delay);
    }
  });
  socket.on('connect_error', (error: Error & { data?: unknown }) => {
    if (stopped) return;
    if (!socket.active) {
      const data = error.data as Partial<LiveError> | undefined;
      if (data?.code === 'RATE_LIMITED') {
        // Too many connections from this address: wait, then knock again.
        update({ status: snapshot.state ? 'reconnecting' : 'connecting', error: null });
        retryTimer = setTimeout(() => !stopped && socket.connect(), RATE_LIMIT_RETRY_MS);
        return;
      }
      // The handshake itself was refused (a bad or revoked credential): no automatic retry.
      stop({
        status: 'error',
        error: { code: data?.code ?? 'FORBIDDEN', message: data?.message ?? error.message },
      });
      return;
    }
    update({ status: snapshot.state ? 'reconnecting' : 'connecting' });
  });

  // The browser knows before socket.io does: offline, check the link at once (a server on this
  // very machine still answers); back online, reconnect now rather than at the next back-off.
  const network =
    options.network !== undefined ? options.network : typeof window === 'undefined' ? null : window;
  const onOffline = () => probe(PROBE_TIMEOUT_MS);
  const onOnline = () => probe(PROBE_TIMEOUT_MS);
  network?.addEventListener('offline', onOffline);
  network?.addEventListener('online', onOnline);
  const forgetNetwork = () => {
    network?.removeEventListener('offline', onOffline);
    network?.removeEventListener('online', onOnline);
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    serverNow: () => now() - (snapshot.offsetMs ?? 0),
    send(command) {
      if (stopped || !joined || !socket.connected) {
        return Promise.resolve({ ok: false, error: networkError('Not connected to the server') });
      }
      return new Promise<LiveCommandAck>((resolve) => {
        socket
          .timeout(LIVE_ACK_TIMEOUT_MS)
          .emit(
            'command',
            { meetingId: options.meetingId, ...command },
            (err: Error | null, ack: LiveCommandAck) => {
              if (err || !ack) {
                resolve({ ok: false, error: networkError('The server did not answer') });
                return;
              }
              if (ack.ok) acceptState(ack.state);
              resolve(ack);
            },
          );
      });
    },
    close() {
      forgetNetwork();
      if (stopped) {
        listeners.clear();
        return;
      }
      stopped = true;
      joined = false;
      clearTimers();
      socket.removeAllListeners();
      socket.disconnect();
      listeners.clear();
    },
  };
}

/**
 * A state from the server. Development and tests check each against the contract, so a drift
 * fails there; production trusts its own server and leaves zod out of participants' pages.
 */
function readState(raw: unknown): RunStateBody | null {
  if (import.meta.env.DEV) {
    const parsed = runStateSchema.safeParse(raw);
    return parsed.success ? parsed.data : null;
  }
  return typeof raw === 'object' && raw !== null ? (raw as RunStateBody) : null;
}
