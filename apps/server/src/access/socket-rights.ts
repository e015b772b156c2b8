import type { FastifyBaseLogger } from 'fastify';
import type { Namespace, Socket } from 'socket.io';
import type { AuthService } from '../auth/auth-service.ts';
import { resolveCaller } from '../auth/resolve-caller.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { Db } from '../db/client.ts';
import type { MeetingRow } from '../db/schema/index.ts';
import {
  localSocketsIn,
  perSocketQueue,
  roomsOfRightsEvent,
  type RightsBus,
  type RightsRooms,
} from '../realtime/rights-bus.ts';
import { eachMeetingOnce, findMeeting } from './loaders.ts';
import type { RightsEvent } from './rights-events.ts';

/** Reads a meeting row as it is now (one read per meeting and event, shared by its sockets). */
export type MeetingReader = (meetingId: string) => Promise<MeetingRow | undefined>;

/**
 * Decides one socket's rights again and applies the verdict. `event` is what was heard, or
 * null after a join that overlapped an event (then everything is read again).
 */
export type Reevaluate = (
  socket: Socket,
  event: RightsEvent | null,
  fresh: MeetingReader,
) => Promise<void>;

/** Whether the event may have changed this caller's sessions or team seats. */
export function touchesCaller(event: RightsEvent | null, callerId: string): boolean {
  return !event || event.kind === 'team' || (event.kind === 'user' && event.userId === callerId);
}

/**
 * The caller behind a socket's bearer token after `event`: resolved again when the event may
 * have ended its session or changed its seats (logout deletes the session), else as cached.
 * Null: signed out.
 */
export async function callerAfter(
  deps: { authService: AuthService; db: Db },
  event: RightsEvent | null,
  caller: Viewer,
  token: string,
): Promise<Viewer | null> {
  if (!touchesCaller(event, caller.id)) return caller;
  return resolveCaller(deps.authService, deps.db, `Bearer ${token}`);
}

/**
 * The one loop every socket namespace runs to follow rights (DESIGN §9 "Live rights"): each
 * rights event from the bus reaches, in this process, the sockets filed in the rooms it names;
 * each is re-evaluated in its own queue, in event order, with one meeting read per event. The
 * namespace says only how it files sockets (`rooms`) and what a verdict does (`reevaluate`).
 *
 * A join reads rights before it files its socket in the rooms, so an event that arrives in
 * between would be missed: the join notes `epoch()` first and calls `recheckSince` once filed.
 */
export function followRights(
  nsp: Namespace,
  deps: {
    db: Db;
    bus: RightsBus;
    log: FastifyBaseLogger;
    rooms: RightsRooms;
    reevaluate: Reevaluate;
    /** Runs first on every event, before any socket is looked at (a cache to drop, say). */
    heard?: (event: RightsEvent) => void;
  },
) {
  const queue = perSocketQueue(deps.log);
  // Counts the events this process heard: a join that overlapped one checks itself again.
  let epoch = 0;

  const unsubscribe = deps.bus.subscribe((event) => {
    epoch += 1;
    deps.heard?.(event);
    const sockets = localSocketsIn(nsp, roomsOfRightsEvent(event, deps.rooms));
    if (sockets.length === 0) return;
    const fresh = eachMeetingOnce(deps.db);
    for (const socket of sockets) queue.run(socket, () => deps.reevaluate(socket, event, fresh));
  });

  return {
    epoch: () => epoch,
    /** If an event came since `startedAt`, the socket's rights are read again from scratch. */
    recheckSince(socket: Socket, startedAt: number): void {
      if (epoch === startedAt) return;
      const read: MeetingReader = (meetingId) =>
        findMeeting(deps.db, { kind: 'uuid', value: meetingId });
      queue.run(socket, () => deps.reevaluate(socket, null, read));
    },
    /** Resolves once every re-evaluation queued for `socket` so far is done. */
    settled: (socket: Socket) => queue.settled(socket),
    stop: unsubscribe,
  };
}
export type FollowedRights = ReturnType<typeof followRights>;
