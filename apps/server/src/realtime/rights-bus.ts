import type { FastifyBaseLogger } from 'fastify';
import type { Namespace, Server, Socket } from 'socket.io';
import { isRightsEvent, type PublishRights, type RightsEvent } from '../access/rights-events.ts';
import { describeError } from '../http/describe-error.ts';

type Listener = (event: RightsEvent) => void;
type BusNamespace = Namespace<
  Record<string, never>,
  Record<string, never>,
  { rights: (event: RightsEvent) => void }
>;

export type RightsBus = {
  /** Call once the change is committed: this process hears it at once, the others via Redis. */
  publish: PublishRights;
  /** `listener` hears every event of every process; returns the unsubscribe function. */
  subscribe(listener: Listener): () => void;
};

/**
 * The one path by which a change of rights reaches open sockets (DESIGN §9 "Live rights"): the
 * command that changed something publishes after its commit, and each process re-evaluates its
 * own sockets. Across processes it rides socket.io's server-side emit on the default namespace,
 * so it needs nothing besides the adapter already carrying the rooms; clients cannot send it.
 */
export function createRightsBus(
  io: Server,
  options: { crossProcess: boolean; log: FastifyBaseLogger },
): RightsBus {
  const nsp = io.of('/') as unknown as BusNamespace;
  const listeners = new Set<Listener>();
  const deliver = (event: RightsEvent) => {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        options.log.error({ error: describeError(error) }, 'rights listener failed');
      }
    }
  };
  nsp.on('rights', (raw: unknown) => {
    if (isRightsEvent(raw)) deliver(raw);
  });
  return {
    publish(events) {
      for (const event of events) {
        deliver(event);
        // Alone there is nobody to tell; with Redis a lost publish is logged, not thrown.
        if (!options.crossProcess) continue;
        try {
          nsp.serverSideEmit('rights', event);
        } catch (error) {
          options.log.warn({ error: describeError(error) }, 'rights event not sent');
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * How a namespace files its sockets by what a rights event can name: the caller's own room
 * (and, for a team owner, the owner's), a teamspace's, a meeting's, and a control token's
 * (namespaces without tokens have none).
 */
export type RightsRooms = {
  user: (userId: string) => string;
  owner: (ownerId: string) => string;
  team: (workspaceId: string) => string;
  meeting: (meetingId: string) => string;
  token?: (tokenId: string) => string;
};

/** The rooms holding the sockets that depend on what `event` names. */
export function roomsOfRightsEvent(event: RightsEvent, rooms: RightsRooms): string[] {
  switch (event.kind) {
    case 'user':
      return [rooms.user(event.userId), rooms.owner(event.userId)];
    case 'team':
      return [rooms.team(event.workspaceId)];
    case 'meeting':
      return [rooms.meeting(event.meetingId)];
    case 'token':
      return rooms.token ? [rooms.token(event.tokenId)] : [];
  }
}

/** This process's sockets in any of `rooms`, each once (the adapter keeps local rooms too). */
export function localSocketsIn(nsp: Namespace, rooms: readonly string[]): Socket[] {
  const found = new Map<string, Socket>();
  for (const room of rooms) {
    for (const id of nsp.adapter.rooms.get(room) ?? []) {
      const socket = nsp.sockets.get(id);
      if (socket) found.set(id, socket);
    }
  }
  return [...found.values()];
}

/**
 * Runs each socket's re-evaluations one after the other, in the order the events came, and
 * lets a message wait for the one in flight: a command that arrives just after an event is
 * judged on the new rights, never on the cached old ones.
 */
export function perSocketQueue(log: FastifyBaseLogger) {
  const tails = new WeakMap<Socket, Promise<void>>();
  return {
    run(socket: Socket, work: () => Promise<void>): void {
      const tail = (tails.get(socket) ?? Promise.resolve()).then(work).catch((error: unknown) => {
        log.warn({ error: describeError(error) }, 'socket rights re-evaluation failed');
      });
      tails.set(socket, tail);
      void tail.then(() => {
        if (tails.get(socket) === tail) tails.delete(socket);
      });
    },
    /** Resolves once every re-evaluation queued for `socket` so far is done. */
    settled(socket: Socket): Promise<void> | undefined {
      return tails.get(socket);
    },
  };
}
