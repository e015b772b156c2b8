import { publicRunState, type RunState } from '@ordo/agenda';
import type { LiveClientToServer, LiveServerToClient } from '@ordo/contract';
import type { Namespace, Server } from 'socket.io';
import type { LiveEvent } from './run-commands.ts';
import { deviceFeed } from './device-feed.ts';
import { joinCache } from './join-cache.ts';
import { stateOrder } from './state-order.ts';
import {
  allRoom,
  controllersRoom,
  presentersRoom,
  roomControllerRooms,
  roomViewerRooms,
  viewersRoom,
} from './rooms.ts';
import type { Db } from '../../db/client.ts';

/** Events processes send each other (not to devices) through the adapter. */
type InterServer = {
  invalidate: (meetingId: string) => void;
  /** A state another process committed, for this one to send its own devices, in order. */
  state: (meetingId: string, state: RunState) => void;
};
export type LiveNamespace = Namespace<LiveClientToServer, LiveServerToClient, InterServer>;

/** Leave time for `ended` and the `end` command's acknowledgement to reach devices first. */
const END_GRACE_MS = 300;

/**
 * The live run's side of socket.io: the rooms of each meeting, what goes to which room, and
 * what every process must forget when any of them applies a command.
 */
export function createLiveHub(
  io: Server,
  db: Db,
  clock: () => number,
  options: { crossProcess: boolean },
) {
  const nsp = io.of('/live') as LiveNamespace;
  const cache = joinCache(db, clock);
  const devices = deviceFeed((meetingId, event) => {
    nsp.to(controllersRoom(meetingId)).emit('devices', event);
  });
  const timers = new Set<NodeJS.Timeout>();
  nsp.on('invalidate', (meetingId) => cache.invalidate(meetingId));
  const order = stateOrder();
  nsp.on('state', (meetingId, state) => broadcastState(meetingId, state));

  /**
   * Sends a state to this process's devices of the meeting, unless a newer one went out already.
   * Each process sends to its own devices (states cross Redis as `state` between processes,
   * not as room broadcasts), so each can keep the order (state-order.ts).
   */
  function broadcastState(meetingId: string, state: RunState): void {
    if (!order.admit(meetingId, state.position)) return;
    const serverTime = clock();
    // A breakout room's remotes get the state with their room's message only (DESIGN §9).
    const roomRemotes = roomControllerRooms(nsp.adapter.rooms, meetingId);
    nsp.local
      .to([controllersRoom(meetingId), presentersRoom(meetingId)])
      .except(roomRemotes.map(({ name }) => name))
      .emit('state', { state, serverTime });
    for (const { name, room } of roomRemotes) {
      nsp.local.to(name).emit('state', { state: publicRunState(state, room), serverTime });
    }
    // A breakout room's viewers get its messages too; the other viewers, no room's message.
    const roomViewers = roomViewerRooms(nsp.adapter.rooms, meetingId);
    nsp.local
      .to(viewersRoom(meetingId))
      .except(roomViewers.map(({ name }) => name))
      .emit('state', { state: publicRunState(state), serverTime });
    for (const { name, room } of roomViewers) {
      nsp.local.to(name).emit('state', { state: publicRunState(state, room), serverTime });
    }
  }

  /**
   * Closes a room's connections here at once, and asks the other processes to close theirs.
   * With the Redis adapter a plain `disconnectSockets` would only publish the request, and this
   * process's own sockets would wait for it to come back through Redis.
   */
  function disconnectRoom(room: string): void {
    nsp.in(room).local.disconnectSockets(true);
    if (options.crossProcess) nsp.in(room).disconnectSockets(true);
  }

  /** "End for everyone": tell every device, then close every connection of the meeting. */
  function endForEveryone(meetingId: string): void {
    nsp.to(allRoom(meetingId)).emit('ended', { meetingId });
    const timer = setTimeout(() => {
      timers.delete(timer);
      disconnectRoom(allRoom(meetingId));
    }, END_GRACE_MS);
    timers.add(timer);
  }

  return {
    nsp,
    cache,
    devices,
    /** Called with a command's events once its transaction committed. */
    publish(events: readonly LiveEvent[]): void {
      for (const event of events) {
        cache.invalidate(event.meetingId);
        // Other processes (Redis adapter) cache runs too; alone, there is nobody to tell.
        if (options.crossProcess) nsp.serverSideEmit('invalidate', event.meetingId);
        if (event.kind === 'state') {
          if (options.crossProcess) nsp.serverSideEmit('state', event.meetingId, event.state);
          broadcastState(event.meetingId, event.state);
        } else endForEveryone(event.meetingId);
      }
    },
    stop(): void {
      devices.stop();
      for (const timer of timers) clearTimeout(timer);
    },
  };
}
export type LiveHub = ReturnType<typeof createLiveHub>;
