import proxyAddr from '@fastify/proxy-addr';
import {
  liveHandshakeSchema,
  liveJoinSchema,
  livePingSchema,
  runCommandInputSchema,
  type LiveError,
} from '@ordo/contract';
import { presentRun, publicRunState } from '@ordo/agenda';
import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import {
  commandScopeRefusal,
  liveRole,
  type LiveCredentials,
  type LiveRole,
} from '../../access/live-access.ts';
import type { MeetingAccess } from '../../access/meeting-access.ts';
import { parseMeetingRef } from '../../access/meeting-ref.ts';
import { resolveCaller } from '../../auth/resolve-caller.ts';
import type { AuthService } from '../../auth/auth-service.ts';
import type { Db } from '../../db/client.ts';
import type { MeetingRow } from '../../db/schema/index.ts';
import { toErrorResponse } from '../../http/error-handler.ts';
import { AppError } from '../../http/app-error.ts';
import { describeError } from '../../http/describe-error.ts';
import { controlTokenGrant } from './control-tokens.ts';
import { listedDevice } from './device-identity.ts';
import type { KeyedLimit } from '../../http/keyed-limit.ts';
import type { DeviceRegistry } from './device-registry.ts';
import { inFlightLimiter } from './in-flight.ts';
import { issueMessage } from './issue-message.ts';
import type { LiveHub } from './live-hub.ts';
import type { LiveRights } from './live-rights.ts';
import {
  allRoom,
  breakoutRoomOf,
  roleRoom,
  roomControllersRoom,
  roomViewersRoom,
  stateFor,
  tokenRoom,
} from './rooms.ts';
import { runCommand, type RunCommandDeps } from './run-commands.ts';

export type LiveSocketDeps = {
  db: Db;
  hub: LiveHub;
  access: MeetingAccess;
  authService: AuthService;
  registry: DeviceRegistry;
  run: RunCommandDeps;
  clock: () => number;
  log: FastifyBaseLogger;
  /** Re-evaluates open sockets when rights change (DESIGN §9 "Live rights"). */
  rights: LiveRights;
  /**
   * Connections and commands per client address (LIVE_*_PER_MINUTE), counted where every other
   * limit is: in Redis when it is configured, so a client spreading over processes gains
   * nothing; and commands one socket may have unanswered.
   */
  limits: { connections: KeyedLimit; commands: KeyedLimit; commandBurst: number };
  /** TRUST_PROXY: the same rule as Fastify's `request.ip` for HTTP requests. */
  trustProxy: boolean | string[];
};

/** What the server remembers about a socket between its messages. */
export type SocketData = {
  credentials: LiveCredentials;
  joined?: {
    meeting: MeetingRow;
    /** `presenter`: a presenter token, which reads the whole state and sends no command. */
    role: LiveRole;
    /** The pass it joined with: a changed access code or visibility is checked against it. */
    pass?: string | undefined;
    deviceId?: string;
    offsetMs?: number;
    /** The last-seen time controllers were last told about. */
    seenAt?: number;
  };
};

/**
 * Controllers hear that a device is still there at most this often: every message refreshes
 * its last-seen time in the registry, the device list is told when it moved this much.
 */
export const SEEN_ANNOUNCE_MS = 5_000;

/** Any refusal as `{ code, message }`; unexpected failures are logged, never described. */
function errorOf(error: unknown, log: FastifyBaseLogger): LiveError {
  const { status, body } = toErrorResponse(error);
  if (status >= 500) log.error({ error: describeError(error) }, 'live message failed');
  const refusal = { code: String(body.code), message: String(body.message) };
  return typeof body.retryAfter === 'number'
    ? { ...refusal, retryAfter: body.retryAfter }
    : refusal;
}

/** A socket with `commandBurst` commands unanswered sends the next one too soon. */
const tooManyAtOnce: LiveError = {
  code: 'RATE_LIMITED',
  message: 'Too many commands at once, wait for their answers',
  retryAfter: 1,
};

const validation = (message: string): LiveError => ({ code: 'VALIDATION_FAILED', message });

/**
 * The `/live` namespace (DESIGN §9): the handshake names the caller, `join` admits a device to
 * a meeting's rooms with the state of its run, `command` goes through the same command table
 * as HTTP, `ping` answers with the server's clock so devices correct theirs.
 */
export function registerLiveSocket(deps: LiveSocketDeps): void {
  const { hub, log } = deps;
  const unanswered = inFlightLimiter(deps.limits.commandBurst);

  hub.nsp.use((socket, next) => {
    allowed(deps.limits.connections, addressOf(socket, deps.trustProxy))
      .then(async (ok) => {
        if (!ok) {
          const error = new Error('Too many connections, please wait a moment') as Error & {
            data?: LiveError;
          };
          error.data = { code: 'RATE_LIMITED', message: error.message };
          return next(error);
        }
        const credentials = await handshakeCredentials(deps, socket.handshake.auth);
        if (credentials.controlToken === 'invalid') {
          // Refused at the door, as HTTP answers 401: a dead remote link learns it at once
          // instead of connecting and failing its join.
          const refusal = new AppError('CONTROL_TOKEN_INVALID');
          const error = new Error(refusal.message) as Error & { data?: LiveError };
          error.data = { code: refusal.code, message: refusal.message };
          return next(error);
        }
        (socket.data as SocketData) = { credentials };
        next();
      })
      .catch((error: unknown) => next(new Error(errorOf(error, log).message)));
  });

  /** A limit that cannot answer (its store failing) lets the client through, as HTTP's do. */
  async function allowed(limit: KeyedLimit, key: string): Promise<boolean> {
    try {
      return (await limit(key)).allowed;
    } catch (error) {
      log.warn({ error: describeError(error) }, 'live rate limit unavailable');
      return true;
    }
  }

  hub.nsp.on('connection', (socket) => {
    const data = socket.data as SocketData;
    void deps.rights.connected(socket);

    socket.on('join', async (raw, ack) => {
      if (typeof ack !== 'function') return;
      const message = liveJoinSchema.safeParse(raw);
      if (!message.success) {
        return ack({ ok: false, error: validation(issueMessage('join', message.error.issues)) });
      }
      try {
        const rightsAt = await deps.rights.beforeJoin(socket);
        const meeting = await hub.cache.meeting(parseMeetingRef(message.data.meetingId));
        const role = liveRole(deps.access, meeting, {
          ...data.credentials,
          pass: message.data.pass,
        });
        if (!meeting) throw new Error('liveRole admitted a missing meeting');
        leave(socket, data);
        await enterRooms(socket, meeting.id, role, data.credentials, message.data.room);
        data.joined = { meeting, role, pass: message.data.pass };
        await deps.rights.joined(socket, meeting);
        // Listed by what its connection may do, under an id scoped to its credential.
        const sent = message.data.device;
        const device = sent && listedDevice(data.credentials, role, sent);
        if (device) {
          data.joined.deviceId = device.id;
          data.joined.seenAt = deps.clock();
          const entry = await deps.registry.connect(meeting.id, {
            ...device,
            offsetMs: null,
            lastSeenAt: data.joined.seenAt,
            socketId: socket.id,
          });
          hub.devices.upsert(meeting.id, entry);
        }
        const { agenda, core, position } = await hub.cache.run(meeting);
        const serverTime = deps.clock();
        const state = presentRun(core, agenda, serverTime, position);
        const listed = device ? { deviceId: device.id } : {};
        switch (role) {
          case 'controller': {
            const devices = await deps.registry.list(meeting.id, serverTime);
            const seen = stateFor(data.credentials, state);
            ack({ ok: true, role, state: seen, serverTime, devices, ...listed });
            break;
          }
          case 'presenter':
            // The whole state, but no command and no device list: on the wire it is a viewer.
            ack({ ok: true, role: 'viewer', state, serverTime, ...listed });
            break;
          case 'viewer':
            ack({
              ok: true,
              role,
              state: publicRunState(state, message.data.room ?? null),
              serverTime,
              ...listed,
            });
            break;
        }
        deps.rights.recheckSince(socket, rightsAt);
      } catch (error) {
        ack({ ok: false, error: errorOf(error, log) });
      }
    });

    socket.on('command', async (raw, ack) => {
      if (typeof ack !== 'function') return;
      await deps.rights.settled(socket);
      const joined = data.joined;
      if (!joined || !isSameMeeting(raw, joined.meeting)) {
        return ack({ ok: false, error: { code: 'FORBIDDEN', message: 'Join the meeting first' } });
      }
      // A command is a sign of life like a ping, whatever the run answers (a remote pressing
      // Next must not read "seen 10 minutes ago" in the cockpit).
      void touchDevice(deps, socket.id, data, undefined).catch((error: unknown) =>
        log.warn({ error: describeError(error) }, 'device registry update failed'),
      );
      if (joined.role !== 'controller') {
        return ack({
          ok: false,
          error: { code: 'FORBIDDEN', message: 'You do not have permission!' },
        });
      }
      const { meetingId: _meetingId, ...body } = raw as Record<string, unknown>;
      const input = runCommandInputSchema.safeParse(body);
      if (!input.success)
        return ack({
          ok: false,
          error: validation(issueMessage('command', input.error.issues)),
        });
      if (!(await allowed(deps.limits.commands, addressOf(socket, deps.trustProxy)))) {
        return ack({
          ok: false,
          error: { code: 'RATE_LIMITED', message: 'Too many commands, please wait a moment' },
        });
      }
      const outOfScope = commandScopeRefusal(data.credentials, input.data);
      if (outOfScope) return ack({ ok: false, error: errorOf(outOfScope, log) });
      if (!unanswered.enter(socket.id)) return ack({ ok: false, error: tooManyAtOnce });
      try {
        const by = data.credentials.caller?.id;
        const state = await runCommand(deps.run, joined.meeting.id, input.data, by);
        ack({ ok: true, state: stateFor(data.credentials, state) });
      } catch (error) {
        ack({ ok: false, error: errorOf(error, log) });
      } finally {
        unanswered.leave(socket.id);
      }
    });

    socket.on('ping', async (raw, ack) => {
      if (typeof ack !== 'function') return;
      const message = livePingSchema.safeParse(raw);
      if (!message.success) return;
      ack({ clientTime: message.data.clientTime, serverTime: deps.clock() });
      await touchDevice(deps, socket.id, data, message.data.offsetMs).catch((error: unknown) =>
        log.warn({ error: describeError(error) }, 'device registry update failed'),
      );
    });

    socket.on('disconnect', () => {
      leave(socket, data);
    });
  });

  function leave(socket: Socket, data: SocketData): void {
    const joined = data.joined;
    if (!joined) return;
    data.joined = undefined;
    for (const room of socket.rooms) if (room !== socket.id) void socket.leave(room);
    const deviceId = joined.deviceId;
    if (!deviceId) return;
    deps.registry.disconnect(joined.meeting.id, deviceId, socket.id).then(
      (removed) => {
        if (removed) hub.devices.remove(joined.meeting.id, deviceId);
      },
      (error: unknown) =>
        log.warn({ error: describeError(error) }, 'device registry update failed'),
    );
  }
}

/**
 * The device's address for rate limits, read like Fastify's `request.ip`: the peer's, unless
 * the operator trusts proxies (TRUST_PROXY); then the nearest address in X-Forwarded-For that
 * is not a trusted proxy, so a client cannot pick its own by writing the header.
 */
function addressOf(socket: Socket, trustProxy: boolean | string[]): string {
  if (trustProxy === false) return socket.handshake.address;
  return proxyAddr(socket.request, trustOf(trustProxy)) || socket.handshake.address;
}

const compiledTrust = new WeakMap<string[], (address: string, hop: number) => boolean>();
function trustOf(trustProxy: true | string[]) {
  if (trustProxy === true) return () => true;
  let trust = compiledTrust.get(trustProxy);
  if (!trust) compiledTrust.set(trustProxy, (trust = proxyAddr.compile(trustProxy)));
  return trust;
}

/** The credentials a socket's handshake `auth` carries: a bearer token or a control token. */
async function handshakeCredentials(deps: LiveSocketDeps, raw: unknown): Promise<LiveCredentials> {
  const auth = liveHandshakeSchema.safeParse(raw ?? {});
  // A control token no one could have issued (empty, too long, not text) is a wrong one, not
  // a viewer without credentials: the schema's `{}` member would let it through as that.
  const sentToken = typeof raw === 'object' && raw !== null && 'controlToken' in raw;
  const wrongToken: LiveCredentials = { caller: null, controlToken: 'invalid' };
  if (!auth.success) return sentToken ? wrongToken : { caller: null };
  if ('token' in auth.data) {
    return { caller: await resolveCaller(deps.authService, deps.db, `Bearer ${auth.data.token}`) };
  }
  if ('controlToken' in auth.data) {
    return { caller: null, controlToken: await controlTokenGrant(deps.db, auth.data.controlToken) };
  }
  return sentToken ? wrongToken : { caller: null };
}

async function enterRooms(
  socket: Socket,
  meetingId: string,
  role: LiveRole,
  credentials: LiveCredentials,
  breakoutRoom: number | undefined,
): Promise<void> {
  const rooms = [allRoom(meetingId), roleRoom(role, meetingId)];
  if (role === 'viewer' && breakoutRoom !== undefined) {
    rooms.push(roomViewersRoom(meetingId, breakoutRoom));
  }
  const remoteOf = breakoutRoomOf(credentials);
  if (role === 'controller' && remoteOf !== null) {
    rooms.push(roomControllersRoom(meetingId, remoteOf));
  }
  const token = credentials.controlToken;
  if (token && token !== 'invalid') rooms.push(tokenRoom(token.tokenId));
  await socket.join(rooms);
}

function isSameMeeting(raw: unknown, meeting: MeetingRow): boolean {
  const id = (raw as { meetingId?: unknown } | null)?.meetingId;
  if (typeof id !== 'string') return false;
  const trimmed = id.trim();
  return trimmed.toLowerCase() === meeting.id || trimmed.toUpperCase() === meeting.joinCode;
}

async function touchDevice(
  deps: LiveSocketDeps,
  socketId: string,
  data: SocketData,
  offsetMs: number | undefined,
): Promise<void> {
  const joined = data.joined;
  if (!joined?.deviceId) return;
  const rounded = offsetMs === undefined ? undefined : Math.round(offsetMs);
  const now = deps.clock();
  const device = await deps.registry.touch(joined.meeting.id, joined.deviceId, socketId, {
    lastSeenAt: now,
    ...(rounded === undefined ? {} : { offsetMs: rounded }),
  });
  if (!device) return;
  // Controllers hear about a device when its clock estimate moved or its last sign of life is
  // news (a heartbeat after a quiet while, a command), not on every ping of a busy remote.
  const moved = rounded !== undefined && Math.abs(rounded - (joined.offsetMs ?? Infinity)) >= 5;
  const news = now - (joined.seenAt ?? -Infinity) >= SEEN_ANNOUNCE_MS;
  if (!moved && !news) return;
  if (moved) joined.offsetMs = rounded;
  joined.seenAt = now;
  deps.hub.devices.upsert(joined.meeting.id, device);
}
