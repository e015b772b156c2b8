import type { LiveRole } from '../../access/live-access.ts';

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
/** The sockets a control token opened: revoking the token disconnects them. */
export const tokenRoom = (tokenId: string) => `live-token:${tokenId}`;
/** Every socket opened with a user's bearer token: their sign-out or demotion re-evaluates it. */
export const userRoom = (userId: string) => `live-user:${userId}`;
/** Devices joined to a meeting of this teamspace: the team closing re-evaluates them. */
export const teamRoom = (workspaceId: string) => `live-team:${workspaceId}`;
/** Devices joined to a meeting of this owner: the owner's account deletion re-evaluates them. */
export const ownerRoom = (ownerId: string) => `live-owner:${ownerId}`;
