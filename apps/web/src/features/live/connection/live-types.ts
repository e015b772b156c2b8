import type { ManagerOptions, SocketOptions } from 'socket.io-client';
import type {
  Device,
  DeviceKind,
  LiveCommandAck,
  LiveError,
  LiveRevokedEvent,
  RunCommandInput,
  RunStateBody,
} from '@ordo/contract';

// What a live connection is and shows, apart from how it keeps itself connected
// (live-connection.ts): the views and the React hook read these.

/** The code `send` answers with (and the snapshot's error carries) when the server is unreachable. */
export const NETWORK_ERROR = 'NETWORK_ERROR';

/**
 * - `connecting`: never joined yet.
 * - `live`: joined; `state` follows the server.
 * - `reconnecting`: the link dropped; `state` is the last one received, views keep counting.
 * - `ended`: the facilitator ended the event for everyone; no reconnection.
 * - `error`: the server refused, or revoked the device's rights (see `error.code`:
 *   MEETING_NOT_FOUND, PASSWORD_REQUIRED, INVALID_PASSWORD, FORBIDDEN, CONTROL_TOKEN_INVALID,
 *   …); no reconnection. Create a new connection to try again.
 */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'ended' | 'error';

/** Handshake credentials: an editor's bearer token, a phone remote's control token, or none. */
export type LiveAuth = { token: string } | { controlToken: string } | Record<string, never>;

/** Immutable: a new object after every change, the same object otherwise. */
export type LiveSnapshot = Readonly<{
  status: LiveStatus;
  /** Why the server refused, or null. */
  error: LiveError | null;
  /**
   * The server took rights away (DESIGN §9 "Live rights"): signed out, demoted, the meeting made
   * Private, a new access code, the remote's token revoked. With `role: "viewer"` the device
   * stays and only watches; with `role: null` the status is `error` and it does not reconnect.
   */
  revoked: LiveRevokedEvent | null;
  /** Null until the first join answer. */
  role: 'controller' | 'viewer' | null;
  /**
   * The newest state received; kept while reconnecting. Null until joined. A state older than
   * it (a lower `position`: states may cross on the way) is dropped.
   */
  state: RunStateBody | null;
  /** Controllers only: the connected devices (merged from the server's deltas). */
  devices: readonly Device[];
  /** The id this device is listed under in `devices` (the server scopes the one it sent). */
  deviceId: string | null;
  /** This device's clock minus the server's, in ms; null until estimated. */
  offsetMs: number | null;
}>;

export type LiveConnectionOptions = {
  /** Meeting uuid or join code. */
  meetingId: string;
  kind: DeviceKind;
  auth: LiveAuth;
  /** The sharing pass of a Restricted meeting (never the raw code). */
  pass?: string;
  /**
   * The breakout room this device follows (a room's stage or participant, DESIGN §9 "Rooms"):
   * the join carries it, so the server also sends that room's messages. Absent: the plenary.
   */
  room?: number;
  /** Shown in the cockpit's device list. */
  deviceName?: string;
  /** Origin of the server (`http://127.0.0.1:3000`); the page's own origin when absent. */
  url?: string;
  /** The local clock, injectable for tests; `Date.now` by default. */
  now?: () => number;
  /** Extra socket.io options (tests shorten the reconnection delays). */
  socketOptions?: Partial<ManagerOptions & SocketOptions>;
  /**
   * Where the browser's `online` and `offline` events come from: the window by default (none
   * outside a browser); tests pass their own.
   */
  network?: EventTarget | null;
};

export type LiveConnection = {
  /** Calls `listener` after every snapshot change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  getSnapshot(): LiveSnapshot;
  /** The current time on the server's clock, estimated from the local clock and the offset. */
  serverNow(): number;
  /**
   * Sends a run command; never rejects. Offline, ended, closed or without an ack within 5 s it
   * answers `{ ok: false, error: { code: 'NETWORK_ERROR' } }`; a refusal comes back as the
   * server's error (INVALID_TRANSITION, VALIDATION_FAILED, FORBIDDEN).
   */
  send(command: RunCommandInput): Promise<LiveCommandAck>;
  /** Disconnects for good; the snapshot stays as it was. */
  close(): void;
};

/** The snapshot before anything is known (also what the React hook shows while disabled). */
export const initialLiveSnapshot: LiveSnapshot = Object.freeze({
  status: 'connecting',
  error: null,
  role: null,
  state: null,
  devices: Object.freeze([]) as readonly Device[],
  deviceId: null,
  offsetMs: null,
  revoked: null,
});
