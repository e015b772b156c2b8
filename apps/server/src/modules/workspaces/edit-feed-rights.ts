import type { FastifyBaseLogger } from 'fastify';
import type { Namespace, Socket } from 'socket.io';
import type { EditRevokedEvent } from '@ordo/contract';
import { refusalFor } from '../../access/loaders.ts';
import { canSeeAsEditor } from '../../access/policy.ts';
import type { RightsEvent } from '../../access/rights-events.ts';
import { callerAfter, followRights, type MeetingReader } from '../../access/socket-rights.ts';
import type { AuthService } from '../../auth/auth-service.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db } from '../../db/client.ts';
import type { MeetingRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { RightsBus } from '../../realtime/rights-bus.ts';

/** The watchers of a meeting: they hear its saves. */
export const watchRoom = (meetingId: string) => `edits:${meetingId}`;
const userRoom = (userId: string) => `edits-user:${userId}`;
const teamRoom = (workspaceId: string) => `edits-team:${workspaceId}`;
const ownerRoom = (ownerId: string) => `edits-owner:${ownerId}`;

export type EditSocketData = { caller?: Viewer | null; token?: string };

const rightsRooms = { user: userRoom, owner: ownerRoom, team: teamRoom, meeting: watchRoom };

/**
 * The `/edits` namespace follows the same rule as `/live` (DESIGN §9 "Live rights", through the
 * one loop in `access/socket-rights.ts`): a rights event re-reads, in the process that owns each
 * affected socket, its session and team seats and the meetings it watches; a watch its caller
 * may no longer hold ends with `revoked`, and a socket whose session is gone is told and
 * disconnected.
 */
export function editFeedRights(
  namespace: Namespace,
  deps: { db: Db; authService: AuthService; bus: RightsBus; log: FastifyBaseLogger },
) {
  const rights = followRights(namespace, { ...deps, rooms: rightsRooms, reevaluate });

  async function reevaluate(
    socket: Socket,
    event: RightsEvent | null,
    fresh: MeetingReader,
  ): Promise<void> {
    if (socket.disconnected) return;
    const data = socket.data as EditSocketData;
    const caller = data.caller ?? null;
    if (!caller || !data.token) return;
    const now = await callerAfter(deps, event, caller, data.token);
    if (!now) {
      const reason = new AppError('UNAUTHENTICATED', 'You were signed out');
      socket.emit('revoked', revokedEvent(reason, null));
      socket.disconnect(true);
      return;
    }
    data.caller = now;
    for (const room of [...socket.rooms]) {
      if (!room.startsWith('edits:')) continue;
      const meetingId = room.slice('edits:'.length);
      const row = await fresh(meetingId);
      if (row && canSeeAsEditor(now, row)) continue;
      await socket.leave(room);
      socket.emit('revoked', revokedEvent(refusalFor(row, now), meetingId));
    }
  }

  return {
    connected(socket: Socket): void {
      const caller = (socket.data as EditSocketData).caller;
      if (caller) void socket.join(userRoom(caller.id));
    },
    epoch: rights.epoch,
    /** After a watch: the rooms its right depends on, and a fresh look if an event overlapped. */
    async watched(socket: Socket, row: MeetingRow, startedAt: number): Promise<void> {
      const rooms = [watchRoom(row.id), ownerRoom(row.ownerId)];
      if (row.workspaceId) rooms.push(teamRoom(row.workspaceId));
      await socket.join(rooms);
      rights.recheckSince(socket, startedAt);
    },
  };
}

function revokedEvent(reason: AppError, meetingId: string | null): EditRevokedEvent {
  return { code: reason.code, message: reason.message, meetingId };
}
