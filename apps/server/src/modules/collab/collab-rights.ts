import type { FastifyBaseLogger } from 'fastify';
import type { Namespace, Socket } from 'socket.io';
import { collabSeat } from '../../access/collab-access.ts';
import type { RightsEvent } from '../../access/rights-events.ts';
import { callerAfter, followRights, type MeetingReader } from '../../access/socket-rights.ts';
import type { AuthService } from '../../auth/auth-service.ts';
import type { Db } from '../../db/client.ts';
import type { MeetingRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { RightsBus } from '../../realtime/rights-bus.ts';
import type { CollabSocketData } from './collab-socket.ts';
import { documentRoom, type SharedDocuments } from './shared-documents.ts';

const userRoom = (userId: string) => `collab-user:${userId}`;
const teamRoom = (workspaceId: string) => `collab-team:${workspaceId}`;
const ownerRoom = (ownerId: string) => `collab-owner:${ownerId}`;

const rightsRooms = { user: userRoom, owner: ownerRoom, team: teamRoom, meeting: documentRoom };

/**
 * Co-editing rights follow the account (DESIGN §9 "Live rights", the rule of `/live` and
 * `/edits`, through the one loop in `access/socket-rights.ts`): a rights event re-reads, in the
 * process that owns each affected socket, its session and team seats and each meeting it has
 * open. Removed → `removed` and the document closes; demoted to a read-only seat →
 * `rights { canEdit: false }`, and its updates are ignored from then on (a message waits for the
 * re-evaluation in flight); promoted → `rights { canEdit: true }`.
 */
export function collabRights(
  nsp: Namespace,
  deps: {
    db: Db;
    authService: AuthService;
    bus: RightsBus;
    documents: () => SharedDocuments;
    log: FastifyBaseLogger;
  },
) {
  const rights = followRights(nsp, { ...deps, rooms: rightsRooms, reevaluate });

  async function reevaluate(
    socket: Socket,
    event: RightsEvent | null,
    fresh: MeetingReader,
  ): Promise<void> {
    if (socket.disconnected) return;
    const data = socket.data as CollabSocketData;
    if (!data.caller) return;
    const caller = await callerAfter(deps, event, data.caller, data.token);
    data.caller = caller;
    for (const [meetingId, seat] of [...data.seats]) {
      const row = await fresh(meetingId);
      const now = collabSeat(caller, row);
      if (socket.disconnected || data.seats.get(meetingId) !== seat) continue;
      if (now.kind === 'none') {
        data.seats.delete(meetingId);
        const reason = caller ? now.reason : new AppError('UNAUTHENTICATED', 'You were signed out');
        socket.emit('removed', { meetingId, code: reason.code, message: reason.message });
        await deps.documents().leave(meetingId, socket);
        continue;
      }
      const canEdit = now.kind === 'edit';
      if (row) await follow(socket, row);
      if (seat.canEdit === canEdit) continue;
      seat.canEdit = canEdit;
      socket.emit('rights', { meetingId, canEdit });
    }
    if (!caller) socket.disconnect(true);
  }

  /** The rooms of the meeting's team and owner, whose events may change this seat. */
  async function follow(socket: Socket, row: MeetingRow): Promise<void> {
    const rooms = [ownerRoom(row.ownerId)];
    if (row.workspaceId) rooms.push(teamRoom(row.workspaceId));
    await socket.join(rooms);
  }

  return {
    async connected(socket: Socket): Promise<void> {
      const caller = (socket.data as CollabSocketData).caller;
      if (caller) await socket.join(userRoom(caller.id));
    },
    epoch: rights.epoch,
    /** After a join: the rooms its seat depends on, and a fresh look if an event overlapped. */
    async joined(socket: Socket, row: MeetingRow, startedAt: number): Promise<void> {
      await follow(socket, row);
      rights.recheckSince(socket, startedAt);
    },
    settled: rights.settled,
    stop: rights.stop,
  };
}
export type CollabRights = ReturnType<typeof collabRights>;
