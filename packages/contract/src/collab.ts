/**
 * Co-editing of a meeting's agenda text (issue 30), pinned here so the server and the editor
 * build the same protocol.
 *
 * Transport: the socket.io namespace `/collab` on Ordo's own origin and server (the same
 * socket.io server as `/live`, so the Redis adapter already carries it across processes). The
 * handshake reads the session cookie; anonymous visitors are refused (their editor stays local).
 *
 * Document: one Yjs document per meeting with one `Y.Text` named `COLLAB_TEXT` holding the
 * agenda text. The meeting's `content` column stays the source of truth for everything else
 * (schedule, public view, live run); the server stores the document with the meeting and writes
 * its text back as the meeting's content (a new version, attributed to its authors).
 *
 * Messages: y-protocols' binary messages as y-websocket frames them: a varUint message type
 * (`COLLAB_MESSAGE_SYNC` then a y-protocols/sync message, or `COLLAB_MESSAGE_AWARENESS` then a
 * y-protocols/awareness update), sent as a `Uint8Array` in the `y` event with the meeting id.
 */

export const COLLAB_NAMESPACE = '/collab';
export const COLLAB_TEXT = 'agenda';
export const COLLAB_MESSAGE_SYNC = 0;
export const COLLAB_MESSAGE_AWARENESS = 1;

/** Client → server `join`: enter a meeting's document. */
export type CollabJoin = { meetingId: string };
/** The ack of `join`. `canEdit: false` is a read-only (viewer) seat: the server ignores its updates. */
export type CollabJoinAck =
  | { ok: true; canEdit: boolean; version: number; user: CollabUser }
  | { ok: false; code: string; message: string };

/** Who a person is in the document's awareness (avatars, cursors, timeline position). */
export type CollabUser = { id: string; name: string; color: string };

/** The awareness state each editor publishes. `cursor` is y-codemirror.next's own field. */
export type CollabAwarenessState = {
  user: CollabUser;
  /** The sequence (0-based) the person has selected in the timeline or is typing in. */
  sequenceIndex?: number | null;
};

/** Events, both directions unless said. */
export type CollabClientToServer = {
  join: (input: CollabJoin, ack: (answer: CollabJoinAck) => void) => void;
  leave: (input: CollabJoin) => void;
  y: (meetingId: string, message: Uint8Array) => void;
};
export type CollabServerToClient = {
  y: (meetingId: string, message: Uint8Array) => void;
  /**
   * The document's text was stored as the meeting's content at this version (the same version
   * when the text had come back to what was stored). `snapshot` is the Yjs snapshot (state vector
   * and delete set, `Y.encodeSnapshot`) of what was stored: an editor's own edits are stored once
   * it contains each of them (`Y.snapshotContainsUpdate`).
   */
  persisted: (input: {
    meetingId: string;
    version: number;
    updatedAt: string;
    snapshot: Uint8Array;
  }) => void;
  /** Rights changed (within 2 s of a removal or demotion): `canEdit: false` makes the editor read-only. */
  rights: (input: { meetingId: string; canEdit: boolean }) => void;
  /** The person lost access to the meeting: the editor closes the document. */
  removed: (input: { meetingId: string; code: string; message: string }) => void;
  /**
   * A comment of the meeting was written, edited, resolved, reopened or deleted: read the
   * threads again (the event carries no text; the API applies its rules).
   */
  'comments-changed': (input: { meetingId: string }) => void;
};
