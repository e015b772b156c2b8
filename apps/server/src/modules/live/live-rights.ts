import type { LiveRevokedEvent } from '@ordo/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { DeviceRegistry } from './device-registry.ts';
import type { Socket } from 'socket.io';
import { liveVerdict, type LiveCredentials } from '../../access/live-access.ts';
import type { MeetingAccess } from '../../access/meeting-access.ts';
import type { RightsEvent } from '../../access/rights-events.ts';
import { followRights, touchesCaller, type MeetingReader } from '../../access/socket-rights.ts';
import type { AuthService } from '../../auth/auth-service.ts';
import { resolveCaller } from '../../auth/resolve-caller.ts';
import type { Db } from '../../db/client.ts';
import type { MeetingRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { RightsBus } from '../../realtime/rights-bus.ts';
import { findControlToken } from './control-tokens.ts';
import type { LiveHub } from './live-hub.ts';
import type { SocketData } from './live-socket.ts';
import {
  allRoom,
  ownerRoom,
  roleRoom,
  teamRoom,
  tokenRoom,
  userRoom,
  viewersRoom,
} from './rooms.ts';

export type LiveRightsDeps = {
  db: Db;
  hub: LiveHub;
  access: MeetingAccess;
  authService: AuthService;
  bus: RightsBus;
  registry: DeviceRegistry;
  clock: () => number;
  log: FastifyBaseLogger;
};

/** The sockets that depend on what an event names (see the rooms' comments). */
const rightsRooms = {
  user: userRoom,
  owner: ownerRoom,
  team: teamRoom,
  meeting: allRoom,
  token: tokenRoom,
};

/**
 * Live rights follow the account or token *now* (DESIGN §9): each socket sits in the rooms of
 * what its rights depend on (its user, its control token, its meeting, that meeting's team and
 * owner); a rights event re-reads, in the process that owns the socket, the session, the team
 * seats, the token and the meeting row, and `liveVerdict` decides: keep, downgrade to viewer,
 * or revoke and disconnect. The cached role a command checks is only trusted once the
 * re-evaluations queued for its socket are done.
 */
export function liveRights(deps: LiveRightsDeps) {
  const { hub } = deps;
  // The namespace-independent part (the bus, the rooms, the per-socket queue, the join overlap)
  // is the loop every namespace shares; the verdict below is live's own.
  const rights = followRights(hub.nsp, {
    ...deps,
    rooms: rightsRooms,
    reevaluate,
    heard: (event) => {
      if (event.kind !== 'token') hub.cache.forgetMeetings();
    },
  });

  async function reevaluate(
    socket: Socket,
    event: RightsEvent | null,
    fresh: MeetingReader,
  ): Promise<void> {
    if (socket.disconnected) return;
    const data = socket.data as SocketData;
    const { credentials, lost } = await refreshed(socket, data.credentials, event);
    data.credentials = credentials;
    const joined = data.joined;
    if (!joined) {
      // Nothing joined to downgrade: what it connected with is gone, so is the connection.
      if (lost) revoke(socket, lost);
      return;
    }
    const row = await fresh(joined.meeting.id);
    if (data.joined !== joined || socket.disconnected) return;
    const rights = { ...credentials, pass: joined.pass };
    const verdict = liveVerdict(deps.access, row, joined.role, rights, lost);
    if (verdict.kind === 'revoke') return revoke(socket, verdict.reason);
    // liveRole refuses a missing meeting, so a kept or downgraded device has its row.
    if (!row) return revoke(socket, new AppError('MEETING_NOT_FOUND'));
    joined.meeting = row;
    await follow(socket, row);
    if (verdict.kind === 'keep') return;
    await socket.leave(roleRoom(joined.role, row.id));
    joined.role = 'viewer';
    await socket.join(viewersRoom(row.id));
    socket.emit('revoked', revokedEvent(verdict.reason, 'viewer'));
    await relistAsViewer(socket, row.id, joined.deviceId);
  }

  /** The cockpits' device list shows a downgraded cockpit or remote as the screen it now is. */
  async function relistAsViewer(socket: Socket, meetingId: string, deviceId?: string) {
    if (!deviceId) return;
    const device = await deps.registry.touch(meetingId, deviceId, socket.id, {
      lastSeenAt: deps.clock(),
      viewer: true,
    });
    if (device) hub.devices.upsert(meetingId, device);
  }

  /** The credentials as they are now, and what went missing since the handshake. */
  async function refreshed(
    socket: Socket,
    credentials: LiveCredentials,
    event: RightsEvent | null,
  ): Promise<{ credentials: LiveCredentials; lost?: AppError }> {
    const auth = (socket.handshake.auth ?? {}) as { token?: unknown; controlToken?: unknown };
    const caller = credentials.caller;
    if (caller && typeof auth.token === 'string' && touchesCaller(event, caller.id)) {
      // Logout deletes the session: the handshake's bearer token is resolved again.
      const now = await resolveCaller(deps.authService, deps.db, `Bearer ${auth.token}`);
      if (now) return { credentials: { ...credentials, caller: now } };
      void socket.leave(userRoom(caller.id));
      return {
        credentials: { ...credentials, caller: null },
        lost: new AppError('UNAUTHENTICATED', 'You were signed out'),
      };
    }
    const token = credentials.controlToken;
    if (token && token !== 'invalid' && (!event || event.kind === 'token')) {
      const row =
        typeof auth.controlToken === 'string'
          ? await findControlToken(deps.db, auth.controlToken)
          : undefined;
      if (!row) {
        return {
          credentials: { ...credentials, controlToken: 'invalid' },
          lost: new AppError('CONTROL_TOKEN_INVALID'),
        };
      }
    }
    return { credentials };
  }

  function revoke(socket: Socket, reason: AppError): void {
    socket.emit('revoked', revokedEvent(reason, null));
    // Packets leave in order: the device reads why before it sees the connection close.
    socket.disconnect(true);
  }

  /** The rooms of the meeting's team and owner, which may change with the row. */
  async function follow(socket: Socket, row: MeetingRow): Promise<void> {
    const wanted = new Set([ownerRoom(row.ownerId)]);
    if (row.workspaceId) wanted.add(teamRoom(row.workspaceId));
    for (const room of socket.rooms) {
      const dependency = room.startsWith('live-team:') || room.startsWith('live-owner:');
      if (dependency && !wanted.has(room)) await socket.leave(room);
    }
    await socket.join([...wanted]);
  }

  /** The rooms of the user and control token the socket still holds. */
  async function identify(socket: Socket): Promise<void> {
    const { caller, controlToken } = (socket.data as SocketData).credentials;
    const rooms: string[] = [];
    if (caller) rooms.push(userRoom(caller.id));
    if (controlToken && controlToken !== 'invalid') rooms.push(tokenRoom(controlToken.tokenId));
    if (rooms.length > 0) await socket.join(rooms);
  }

  return {
    /** At connection: the rooms of the user and control token the handshake named. */
    connected: identify,
    /** Where a join starts: what the queued re-evaluations leave, and the event count. */
    async beforeJoin(socket: Socket): Promise<number> {
      await rights.settled(socket);
      return rights.epoch();
    },
    /** After a join: the rooms its rights depend on (a join first leaves every room). */
    async joined(socket: Socket, row: MeetingRow): Promise<void> {
      await identify(socket);
      await follow(socket, row);
    },
    /**
     * After the join's answer: if an event came while the join read, it may have read the older
     * rights, so everything is read again (and any verdict reaches the device after the answer).
     */
    recheckSince: rights.recheckSince,
    /** A command waits for the re-evaluations in flight, then trusts the cached role. */
    settled: rights.settled,
  };
}
export type LiveRights = ReturnType<typeof liveRights>;

function revokedEvent(reason: AppError, role: 'viewer' | null): LiveRevokedEvent {
  return { code: reason.code, message: reason.message, role };
}
