import { publicRunState, type RunState } from '@ordo/agenda';
import type { LiveCredentials, LiveRole } from '../../access/live-access.ts';

/** Every device of a meeting's run: "end for everyone" empties it. */
export const allRoom = (meetingId: string) => `live:${meetingId}`;
/** Editors' cockpits and phone remotes: the full state and the device list. */
export const controllersRoom = (meetingId: string) => `live:${meetingId}:controllers`;
/** Presenter tokens' views: the whole state (as controllers), never the device list. */
export const presentersRoom = (meetingId: string) => `live:${meetingId}:presenters`;
/** Stages and public views: the public projection only. */
export const viewersRoom = (meetingId: string) => `live:${meetingId}:viewers`;
/** The room a device of `role` hears the run's states in. */
export function roleRoom(role: LiveRole, meetingId: string): string {
  switch (role) {
    case 'controller':
      return controllersRoom(meetingId);
    case 'presenter':
      return presentersRoom(meetingId);
    case 'viewer':
      return viewersRoom(meetingId);
  }
}
/**
 * Viewers of one breakout room (joined with `room`): the public projection with that room's
 * messages (DESIGN §9 "Rooms"); they are in `viewersRoom` too, and left out of its broadcast.
 */
export const roomViewersRoom = (meetingId: string, room: number) =>
  `${viewersRoom(meetingId)}:room:${room}`;

/** The room-viewer rooms of a meeting that have sockets here, with their room index. */
export function roomViewerRooms(
  rooms: ReadonlyMap<string, unknown>,
  meetingId: string,
): { name: string; room: number }[] {
  return breakoutRoomsOf(rooms, `${viewersRoom(meetingId)}:room:`);
}

function breakoutRoomsOf(
  rooms: ReadonlyMap<string, unknown>,
  prefix: string,
): { name: string; room: number }[] {
  const found: { name: string; room: number }[] = [];
  for (const name of rooms.keys()) {
    if (name.startsWith(prefix)) found.push({ name, room: Number(name.slice(prefix.length)) });
  }
  return found;
}

/**
 * Phone remotes of one breakout room (a control token made for that room): they are in
 * `controllersRoom` for the device list, but get the state with their room's message only,
 * as the room's viewers do, and are left out of the controllers' broadcast.
 */
export const roomControllersRoom = (meetingId: string, room: number) =>
  `${controllersRoom(meetingId)}:room:${room}`;

/** The room-remote rooms of a meeting that have sockets here, with their room index. */
export function roomControllerRooms(
  rooms: ReadonlyMap<string, unknown>,
  meetingId: string,
): { name: string; room: number }[] {
  return breakoutRoomsOf(rooms, `${controllersRoom(meetingId)}:room:`);
}

/**
 * The breakout room these credentials are limited to: a control token made for one room, held
 * by no signed-in person (an editor is never limited, as `commandScopeRefusal` rules); else null.
 */
export function breakoutRoomOf(credentials: LiveCredentials): number | null {
  const token = credentials.controlToken;
  if (token === undefined || token === 'invalid' || token.room == null) return null;
  return credentials.caller ? null : token.room;
}

/**
 * The state as a controller with these credentials may read it: whole for editors and
 * whole-run tokens; a room's remote gets its own room's message and no other room's.
 */
export function stateFor(credentials: LiveCredentials, state: RunState): RunState {
  const room = breakoutRoomOf(credentials);
  return room === null ? state : publicRunState(state, room);
}

/** The sockets a control token opened: revoking the token disconnects them. */
export const tokenRoom = (tokenId: string) => `live-token:${tokenId}`;
/** Every socket opened with a user's bearer token: their sign-out or demotion re-evaluates it. */
export const userRoom = (userId: string) => `live-user:${userId}`;
/** Devices joined to a meeting of this teamspace: the team closing re-evaluates them. */
export const teamRoom = (workspaceId: string) => `live-team:${workspaceId}`;
/** Devices joined to a meeting of this owner: the owner's account deletion re-evaluates them. */
export const ownerRoom = (ownerId: string) => `live-owner:${ownerId}`;
