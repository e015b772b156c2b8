import {
  COLLAB_NAMESPACE,
  COLLAB_TEXT,
  type CollabClientToServer,
  type CollabJoinAck,
  type CollabServerToClient,
} from '@ordo/contract';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { io as connect, type Socket } from 'socket.io-client';
import { Awareness, applyAwarenessUpdate } from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import { COLLAB_MESSAGE_AWARENESS, COLLAB_MESSAGE_SYNC } from '@ordo/contract';
import { awarenessFrame, syncStep1, updateFrame } from './frames.ts';

export type CollabSocket = Socket<CollabServerToClient, CollabClientToServer>;

const FROM_SERVER = Symbol('server');

/** What `persisted` carries, as a socket.io client receives it (binary as an ArrayBuffer). */
type Persisted = { meetingId: string; version: number; updatedAt: string; snapshot: ArrayBuffer };

/** A `/collab` socket, connected, or the handshake's refusal thrown with its `data`. */
export async function collabSocket(base: string, token?: string): Promise<CollabSocket> {
  const socket: CollabSocket = connect(`${base}${COLLAB_NAMESPACE}`, {
    auth: token ? { token } : {},
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
  return socket;
}

/**
 * An editor as the web app's would be, without the editor: a Yjs document and awareness kept
 * in sync with the server through y-protocols over the socket (what y-websocket's provider
 * does), so tests type with real Yjs edits and read what converged.
 */
export class CollabPeer {
  readonly doc = new Y.Doc();
  readonly text = this.doc.getText(COLLAB_TEXT);
  readonly awareness = new Awareness(this.doc);
  ack: CollabJoinAck | undefined;
  /** Events besides `y`, in the order they came. */
  readonly events: { event: string; payload: unknown }[] = [];
  private constructor(
    readonly socket: CollabSocket,
    readonly meetingId: string,
  ) {}

  static async open(base: string, token: string, meetingId: string): Promise<CollabPeer> {
    return CollabPeer.on(await collabSocket(base, token), meetingId);
  }

  /** Another document on a socket already connected (a socket may have several open). */
  static async on(socket: CollabSocket, meetingId: string): Promise<CollabPeer> {
    const peer = new CollabPeer(socket, meetingId);
    peer.shared = true;
    await peer.join();
    return peer;
  }

  private shared = false;
  private listeners: [string, (...args: never[]) => void][] = [];
  private get untyped() {
    return this.socket as unknown as { off(event: string, listener: unknown): void };
  }

  private async join(): Promise<void> {
    const { socket, doc, meetingId } = this;
    const onY = (id: string, message: Uint8Array) => {
      if (id === meetingId) this.receive(new Uint8Array(message));
    };
    socket.on('y', onY);
    this.listeners.push(['y', onY]);
    for (const event of ['persisted', 'rights', 'removed', 'comments-changed'] as const) {
      const record = (payload: { meetingId: string }) => {
        if (payload.meetingId === meetingId) this.events.push({ event, payload });
      };
      socket.on(event, record);
      this.listeners.push([event, record]);
    }
    doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin !== FROM_SERVER) socket.emit('y', meetingId, updateFrame(update));
    });
    this.awareness.on(
      'update',
      (changes: { added: number[]; updated: number[]; removed: number[] }, origin: unknown) => {
        if (origin === FROM_SERVER) return;
        const clients = [...changes.added, ...changes.updated, ...changes.removed];
        socket.emit('y', meetingId, awarenessFrame(this.awareness, clients));
      },
    );
    this.ack = await socket.emitWithAck('join', { meetingId });
    if (!this.ack.ok) return;
    socket.emit('y', meetingId, syncStep1(doc));
    await this.synced();
  }

  private receive(message: Uint8Array) {
    const decoder = decoding.createDecoder(message);
    const kind = decoding.readVarUint(decoder);
    if (kind === COLLAB_MESSAGE_AWARENESS) {
      applyAwarenessUpdate(this.awareness, decoding.readVarUint8Array(decoder), FROM_SERVER);
      return;
    }
    if (kind !== COLLAB_MESSAGE_SYNC) return;
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, COLLAB_MESSAGE_SYNC);
    syncProtocol.readSyncMessage(decoder, encoder, this.doc, FROM_SERVER);
    if (encoding.length(encoder) > 1)
      this.socket.emit('y', this.meetingId, encoding.toUint8Array(encoder));
  }

  /** Resolves once a round trip through the server's ordered message queue is done. */
  async synced(): Promise<void> {
    const probe = new Y.Doc();
    await new Promise<void>((resolve) => {
      const onY = (id: string, message: Uint8Array) => {
        const decoder = decoding.createDecoder(new Uint8Array(message));
        if (id !== this.meetingId || decoding.readVarUint(decoder) !== COLLAB_MESSAGE_SYNC) return;
        if (decoding.readVarUint(decoder) !== syncProtocol.messageYjsSyncStep2) return;
        this.socket.off('y', onY);
        resolve();
      };
      this.socket.on('y', onY);
      this.socket.emit('y', this.meetingId, syncStep1(probe));
    });
    probe.destroy();
  }

  /** The next event `name` (after those already seen), or a rejection after `ms`. */
  next(
    name: 'persisted' | 'rights' | 'removed' | 'comments-changed',
    ms = 5_000,
  ): Promise<unknown> {
    return this.waitFor(name, this.events.length, () => true, ms);
  }

  /**
   * The first `persisted` (already seen or to come) whose store holds everything this peer's
   * document holds now. Any frame a peer sends, even its empty sync reply on joining, asks for
   * a store, so the next `persisted` may be one taken before the edit a test just typed.
   */
  stored(ms = 5_000): Promise<Persisted> {
    const state = Y.encodeStateAsUpdate(this.doc);
    const holds = (payload: unknown) => {
      const snapshot = (payload as { snapshot?: ArrayBuffer }).snapshot;
      return (
        !!snapshot && Y.snapshotContainsUpdate(Y.decodeSnapshot(new Uint8Array(snapshot)), state)
      );
    };
    return this.waitFor('persisted', 0, holds, ms) as Promise<Persisted>;
  }

  /** The first event `name` from the `from`-th on that `matches`, or a rejection after `ms`. */
  private waitFor(
    name: 'persisted' | 'rights' | 'removed' | 'comments-changed',
    from: number,
    matches: (payload: unknown) => boolean,
    ms: number,
  ): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.events
          .slice(from)
          .find((one) => one.event === name && matches(one.payload));
        if (!found) return;
        clearTimeout(timer);
        this.socket.off(name, check);
        resolve(found.payload);
      };
      const timer = setTimeout(() => {
        this.socket.off(name, check);
        reject(new Error(`no ${name} within ${ms} ms`));
      }, ms);
      this.socket.on(name, check);
      check();
    });
  }

  /** Leaves the document; closes the socket unless it was opened with `on`. */
  close() {
    if (this.shared) {
      this.socket.emit('leave', { meetingId: this.meetingId });
      for (const [event, listener] of this.listeners) this.untyped.off(event, listener);
    } else {
      this.socket.close();
    }
    this.awareness.destroy();
    this.doc.destroy();
  }
}

/**
 * Waits until `check` holds, polling every few milliseconds (after `refresh`, when given), or
 * fails after `ms`: a bound for a hung test, never a measure of speed.
 */
export async function eventually(
  check: () => boolean,
  ms = 5_000,
  refresh?: () => Promise<void>,
): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    await refresh?.();
    if (check()) return;
    if (Date.now() > until) throw new Error('condition not met in time');
    // A refresh reads the server: asked less often than a local check.
    await new Promise((resolve) => setTimeout(resolve, refresh ? 25 : 5));
  }
}
