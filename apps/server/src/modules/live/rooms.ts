/** Every device of a meeting's run: "end for everyone" empties it. */
export const allRoom = (meetingId: string) => `live:${meetingId}`;
/** Editors' cockpits and phone remotes: the full state and the device list. */
export const controllersRoom = (meetingId: string) => `live:${meetingId}:controllers`;
/** Stages and public views: the public projection only. */
export const viewersRoom = (meetingId: string) => `live:${meetingId}:viewers`;
/** The sockets a control token opened: revoking the token disconnects them. */
export const tokenRoom = (tokenId: string) => `live-token:${tokenId}`;
