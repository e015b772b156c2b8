import * as Y from 'yjs';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import { io, type Socket } from 'socket.io-client';
import {
  COLLAB_MESSAGE_AWARENESS,
  COLLAB_MESSAGE_SYNC,
  COLLAB_NAMESPACE,
  COLLAB_TEXT,
  type CollabClientToServer,
  type CollabJoinAck,
  type CollabServerToClient,
  type CollabUser,
} from '@ordo/contract';
import { authToken } from '../../api/auth-token.ts';

/**
 * `connecting` until the first sync with the server; `live` while joined; `offline` when the
 * network or the server is gone (edits keep landing in the document and merge on return);
 * `closed` when the server refused or removed the person.
 */
export type CollabStatus = 'connecting' | 'live' | 'offline' | 'closed';

export type CollabSnapshot = {
  status: CollabStatus;
  /** True once the document holds the server's text: the editor binds to it only then. */
  synced: boolean;
  canEdit: boolean;
  user: CollabUser | null;
  /** Why the server refused or removed the person (`closed`). */
  error: { code: string; message: string } | null;
};

export type CollabEvents = {
  /**
   * The server stored the text as the meeting's content at this version; `mineStored`: every
   * edit made here is in what it stored (one typed while it was storing is not).
   */
  persisted?: (version: number, updatedAt: string, mineStored: boolean) => void;
};

type CollabSocket = Socket<CollabServerToClient, CollabClientToServer>;

/**
 * A Yjs provider over the `/collab` socket.io namespace (packages/contract/src/collab.ts): one
 * meeting's document, its awareness, and the y-protocols sync framed as y-websocket frames it.
 * Reconnects with a fresh sync (step 1/2 exchanges exactly what each side lacks), so work done
 * offline merges on return.
 */
export class CollabSession {
  readonly doc = new Y.Doc();
  readonly text = this.doc.getText(COLLAB_TEXT);
  readonly awareness = new awarenessProtocol.Awareness(this.doc);
  private snapshot: CollabSnapshot = {
    status: 'connecting',
    synced: false,
    canEdit: false,
    user: null,
    error: null,
  };
  private readonly listeners = new Set<() => void>();
  private socket: CollabSocket | null = null;
  private joined = false;
  /** Local updates made while not joined, sent again on return (the sync would too). */
  private unsent: Uint8Array[] = [];
  /** Local updates the server has not said it stored (see `persisted`). */
  private unstored: Uint8Array[] = [];

  constructor(
    readonly meetingId: string,
    private readonly events: CollabEvents = {},
  ) {
    this.doc.on('update', this.onDocUpdate);
    this.awareness.on('update', this.onAwarenessUpdate);
  }

  getSnapshot = (): CollabSnapshot => this.snapshot;
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  connect(): void {
    const token = authToken.get();
    const socket: CollabSocket = io(COLLAB_NAMESPACE, {
      auth: token ? { token } : {},
      withCredentials: true,
      transports: ['websocket', 'polling'],
    });
    this.socket = socket;
    socket.on('connect', () => this.join());
    socket.on('disconnect', () => this.goOffline());
    // Refused at the handshake (a signed-out token) or the server unreachable: the editor then
    // works on its own, as before co-editing, until the socket gets in.
    socket.on('connect_error', () => this.goOffline());
    socket.on('y', (meetingId, message) => {
      if (meetingId === this.meetingId) this.receive(new Uint8Array(message));
    });
    socket.on('rights', ({ meetingId, canEdit }) => {
      if (meetingId === this.meetingId) this.set({ canEdit });
    });
    socket.on('removed', ({ meetingId, code, message }) => {
      if (meetingId === this.meetingId) this.close({ code, message });
    });
    window.addEventListener('offline', this.onBrowserOffline);
    window.addEventListener('online', this.onBrowserOnline);
    // Closing or leaving the page runs no React cleanup: say goodbye here, so the others'
    // avatars drop at once rather than when the server notices the socket is gone.
    window.addEventListener('pagehide', this.onPageHide);
    socket.on('persisted', ({ meetingId, version, updatedAt, snapshot }) => {
      if (meetingId !== this.meetingId) return;
      const stored = Y.decodeSnapshot(new Uint8Array(snapshot));
      this.unstored = this.unstored.filter((update) => !Y.snapshotContainsUpdate(stored, update));
      this.events.persisted?.(version, updatedAt, this.unstored.length === 0);
    });
  }

  /** Publishes where the person is (their sequence in the timeline). */
  setSequenceIndex(sequenceIndex: number | null): void {
    if (this.awareness.getLocalState()?.sequenceIndex === sequenceIndex) return;
    this.awareness.setLocalStateField('sequenceIndex', sequenceIndex);
  }

  /** Leaves the meeting: others see the person gone at once rather than after a timeout. */
  destroy(): void {
    window.removeEventListener('offline', this.onBrowserOffline);
    window.removeEventListener('online', this.onBrowserOnline);
    window.removeEventListener('pagehide', this.onPageHide);
    awarenessProtocol.removeAwarenessStates(this.awareness, [this.doc.clientID], 'local');
    if (this.socket) {
      this.socket.emit('leave', { meetingId: this.meetingId });
      this.socket.disconnect();
    }
    this.listeners.clear();
    this.awareness.destroy();
    this.doc.destroy();
  }

  /*
   * The browser knows the network is gone before the socket's heartbeat does (tens of seconds):
   * the session goes offline at once, and comes back (with a resync) when the network does.
   */
  private onBrowserOffline = (): void => {
    this.socket?.disconnect();
  };
  private onPageHide = (): void => {
    awarenessProtocol.removeAwarenessStates(this.awareness, [this.doc.clientID], 'local');
    this.socket?.emit('leave', { meetingId: this.meetingId });
  };
  private onBrowserOnline = (): void => {
    if (this.snapshot.status === 'offline') this.socket?.connect();
  };

  private join(): void {
    const socket = this.socket;
    if (!socket) return;
    socket.emit('join', { meetingId: this.meetingId }, (ack: CollabJoinAck) => {
      if (!ack.ok) return this.close({ code: ack.code, message: ack.message });
      this.joined = true;
      this.set({ canEdit: ack.canEdit, user: ack.user, status: 'live', error: null });
      this.awareness.setLocalStateField('user', ack.user);
      const step1 = encoding.createEncoder();
      encoding.writeVarUint(step1, COLLAB_MESSAGE_SYNC);
      syncProtocol.writeSyncStep1(step1, this.doc);
      this.send(encoding.toUint8Array(step1));
      if (this.unsent.length > 0) {
        this.sendUpdate(Y.mergeUpdates(this.unsent));
        this.unsent = [];
      }
      this.sendAwareness([this.doc.clientID]);
    });
  }

  private receive(message: Uint8Array): void {
    const decoder = decoding.createDecoder(message);
    const type = decoding.readVarUint(decoder);
    if (type === COLLAB_MESSAGE_SYNC) {
      const reply = encoding.createEncoder();
      encoding.writeVarUint(reply, COLLAB_MESSAGE_SYNC);
      const kind = syncProtocol.readSyncMessage(decoder, reply, this.doc, this);
      if (encoding.length(reply) > 1) this.send(encoding.toUint8Array(reply));
      if (kind === syncProtocol.messageYjsSyncStep2 && !this.snapshot.synced) {
        this.set({ synced: true });
      }
    } else if (type === COLLAB_MESSAGE_AWARENESS) {
      awarenessProtocol.applyAwarenessUpdate(
        this.awareness,
        decoding.readVarUint8Array(decoder),
        this,
      );
    }
  }

  private onDocUpdate = (update: Uint8Array, origin: unknown): void => {
    if (origin === this) return;
    this.unstored.push(update);
    // One update per keystroke: merged now and then so an hour offline stays one short list.
    if (this.unstored.length > 64) this.unstored = [Y.mergeUpdates(this.unstored)];
    if (this.joined) this.sendUpdate(update);
    else this.unsent.push(update);
  };

  private onAwarenessUpdate = (
    { added, updated, removed }: { added: number[]; updated: number[]; removed: number[] },
    origin: unknown,
  ): void => {
    if (origin !== 'local' || !this.joined) return;
    this.sendAwareness([...added, ...updated, ...removed]);
  };

  private sendUpdate(update: Uint8Array): void {
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, COLLAB_MESSAGE_SYNC);
    syncProtocol.writeUpdate(encoder, update);
    this.send(encoding.toUint8Array(encoder));
  }

  private sendAwareness(clients: number[]): void {
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, COLLAB_MESSAGE_AWARENESS);
    encoding.writeVarUint8Array(
      encoder,
      awarenessProtocol.encodeAwarenessUpdate(this.awareness, clients),
    );
    this.send(encoding.toUint8Array(encoder));
  }

  private send(message: Uint8Array): void {
    this.socket?.emit('y', this.meetingId, message);
  }

  /** The connection is gone: others' presence goes too, and edits wait for the return. */
  private goOffline(): void {
    this.joined = false;
    const others = [...this.awareness.getStates().keys()].filter(
      (client) => client !== this.doc.clientID,
    );
    awarenessProtocol.removeAwarenessStates(this.awareness, others, this);
    if (this.snapshot.status !== 'closed') this.set({ status: 'offline' });
  }

  private close(error: { code: string; message: string }): void {
    this.joined = false;
    this.socket?.disconnect();
    this.set({ status: 'closed', canEdit: false, error });
  }

  private set(patch: Partial<CollabSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    this.listeners.forEach((listener) => listener());
  }
}
