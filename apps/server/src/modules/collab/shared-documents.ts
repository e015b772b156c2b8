import { COLLAB_TEXT } from '@ordo/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Namespace, Socket } from 'socket.io';
import {
  applyAwarenessUpdate,
  Awareness,
  encodeAwarenessUpdate,
  removeAwarenessStates,
} from 'y-protocols/awareness';
import * as Y from 'yjs';
import type { Db, Executor } from '../../db/client.ts';
import type { SnapshotAuthor } from '../../db/schema/index.ts';
import { describeError } from '../../http/describe-error.ts';
import { awarenessFrame, syncStep1, updateFrame } from './frames.ts';
import type { CollabRelay } from './relay.ts';
import { lockMeeting, readDocumentState, storeText, writeDocumentState } from './store.ts';
import { applyTextDiff } from './text-diff.ts';

/** Transaction origins that are not a socket. */
const STORED = Symbol('stored');
export const RELAYED = Symbol('relayed');

/** The socket.io room of a meeting's co-editors. */
export const documentRoom = (meetingId: string) => `collab:${meetingId}`;

/** One meeting's shared document in this process, while some socket here has it open. */
export type SharedDocument = {
  meetingId: string;
  doc: Y.Doc;
  text: Y.Text;
  awareness: Awareness;
  /** The sockets here with it open, and the awareness client ids each one published. */
  peers: Map<Socket, Set<number>>;
  /** Who changed it since it was last stored. */
  authors: Map<string, SnapshotAuthor>;
  dirty: boolean;
  firstDirtyAt: number | null;
  timer: NodeJS.Timeout | null;
  /** Stores run one after the other. */
  storing: Promise<void>;
};

export type SharedDocumentsDeps = {
  db: Db;
  nsp: Namespace;
  relay: CollabRelay;
  log: FastifyBaseLogger;
  clock: () => Date;
  versionIntervalMs: number;
  persist: { debounceMs: number; maxWaitMs: number };
};

/**
 * The shared documents this process holds, one per meeting with a socket here (issue 30). A
 * document is loaded from its stored state, reconciled with the meeting's content under the
 * meeting's row lock, and stored back (state and text) a moment after the last edit. Every
 * change, whoever made it, reaches this process's sockets and, through the relay, the same
 * document in the other processes.
 */
export function sharedDocuments(deps: SharedDocumentsDeps) {
  const open = new Map<string, Promise<SharedDocument | undefined>>();
  const loaded = new Map<string, SharedDocument>();

  deps.relay.onUpdate((meetingId, update, author) => {
    const shared = loaded.get(meetingId);
    if (!shared) return;
    Y.applyUpdate(shared.doc, update, RELAYED);
    if (author) markDirty(shared, author);
  });
  deps.relay.onAwareness((meetingId, update) => {
    const shared = loaded.get(meetingId);
    if (shared) applyAwareness(shared, update);
  });
  deps.relay.onHello((meetingId) => {
    // Another process just opened it: it gets what only this one may hold yet, the text and
    // who is here (an unchanged presence would otherwise reach it only when y-protocols
    // renews it, up to 15 s later, and its people would not see ours meanwhile).
    const shared = loaded.get(meetingId);
    if (!shared) return;
    deps.relay.update(meetingId, Y.encodeStateAsUpdate(shared.doc), null);
    const here = [...shared.peers.values()].flatMap((owned) => [...owned]);
    if (here.length > 0) {
      deps.relay.awareness(meetingId, encodeAwarenessUpdate(shared.awareness, here));
    }
  });

  function applyAwareness(shared: SharedDocument, update: Uint8Array) {
    try {
      applyAwarenessUpdate(shared.awareness, update, RELAYED);
    } catch (error) {
      deps.log.debug({ error: describeError(error) }, 'relayed awareness dropped');
    }
  }

  async function load(meetingId: string): Promise<SharedDocument | undefined> {
    const doc = new Y.Doc({ gc: true });
    const text = doc.getText(COLLAB_TEXT);
    const found = await deps.db.transaction(async (tx) => {
      const row = await lockMeeting(tx, meetingId);
      if (!row) return false;
      const stored = await readDocumentState(tx, meetingId);
      if (stored) Y.applyUpdate(doc, stored, STORED);
      // Content written by another path while nobody had it open (a restore, a template, the
      // API, an import) reaches the document as an edit, once: the lock keeps two processes
      // from both adding it.
      let changed = false;
      doc.transact(() => {
        changed = applyTextDiff(text, row.content);
      }, STORED);
      if (changed || !stored) {
        await writeDocumentState(tx, meetingId, Y.encodeStateAsUpdate(doc), deps.clock());
      }
      return true;
    });
    if (!found) {
      doc.destroy();
      return undefined;
    }
    const awareness = new Awareness(doc);
    // The server is no one in the document: it only relays the people's states.
    awareness.setLocalState(null);
    const shared: SharedDocument = {
      meetingId,
      doc,
      text,
      awareness,
      peers: new Map(),
      authors: new Map(),
      dirty: false,
      firstDirtyAt: null,
      timer: null,
      storing: Promise.resolve(),
    };
    doc.on('update', (update: Uint8Array, origin: unknown) => {
      const except = isSocket(origin) ? origin.id : undefined;
      const local = deps.nsp.local.to(documentRoom(meetingId));
      (except ? local.except(except) : local).emit('y', meetingId, updateFrame(update));
      if (origin !== RELAYED) {
        const author = isSocket(origin) ? authorOf(origin) : null;
        deps.relay.update(meetingId, update, author);
      }
    });
    awareness.on(
      'update',
      (changes: { added: number[]; updated: number[]; removed: number[] }, origin: unknown) => {
        const clients = [...changes.added, ...changes.updated, ...changes.removed];
        if (isSocket(origin)) {
          const owned = shared.peers.get(origin);
          for (const id of changes.added) owned?.add(id);
          for (const id of changes.removed) owned?.delete(id);
        }
        const frame = awarenessFrame(awareness, clients);
        const except = isSocket(origin) ? origin.id : undefined;
        const local = deps.nsp.local.to(documentRoom(meetingId));
        (except ? local.except(except) : local).emit('y', meetingId, frame);
        if (origin !== RELAYED) {
          deps.relay.awareness(meetingId, encodeAwarenessUpdate(awareness, clients));
        }
      },
    );
    loaded.set(meetingId, shared);
    deps.relay.hello(meetingId);
    return shared;
  }

  function acquire(meetingId: string): Promise<SharedDocument | undefined> {
    const known = loaded.get(meetingId);
    if (known) return Promise.resolve(known);
    let pending = open.get(meetingId);
    if (!pending) {
      pending = load(meetingId).finally(() => open.delete(meetingId));
      open.set(meetingId, pending);
    }
    return pending;
  }

  function markDirty(shared: SharedDocument, author: SnapshotAuthor) {
    shared.authors.set(author.id, author);
    shared.dirty = true;
    const now = Date.now();
    shared.firstDirtyAt ??= now;
    if (shared.timer) clearTimeout(shared.timer);
    const wait = Math.min(
      deps.persist.debounceMs,
      Math.max(0, shared.firstDirtyAt + deps.persist.maxWaitMs - now),
    );
    shared.timer = setTimeout(() => void store(shared), wait);
  }

  /** Stores the document's state and, when it changed, its text as the meeting's content. */
  function store(shared: SharedDocument): Promise<void> {
    if (shared.timer) clearTimeout(shared.timer);
    shared.timer = null;
    shared.storing = shared.storing.then(() => storeNow(shared));
    return shared.storing;
  }

  async function storeNow(shared: SharedDocument): Promise<void> {
    if (!shared.dirty) return;
    const authors = [...shared.authors.values()];
    shared.dirty = false;
    shared.firstDirtyAt = null;
    shared.authors.clear();
    try {
      const written = await deps.db.transaction(async (tx) => {
        const row = await lockMeeting(tx, shared.meetingId);
        if (!row) return undefined;
        // Another process may have stored edits this one has not heard yet: merged first, so
        // what is written holds both (a document merge loses nothing).
        const stored = await readDocumentState(tx, shared.meetingId);
        if (stored) Y.applyUpdate(shared.doc, stored, STORED);
        const text = shared.text.toString();
        // Which edits this store holds: an editor with an edit that arrived after this read
        // learns its text is not stored yet (its "Saved" would otherwise come too early).
        const snapshot = Y.encodeSnapshot(Y.snapshot(shared.doc));
        const now = deps.clock();
        const updated =
          text === row.content
            ? row
            : await storeText(tx, row, text, authors, {
                now,
                intervalMs: deps.versionIntervalMs,
              });
        await writeDocumentState(tx, shared.meetingId, Y.encodeStateAsUpdate(shared.doc), now);
        return { version: updated.version, updatedAt: updated.updatedAt, snapshot };
      });
      // Also when the text came back to what was stored (typed, then undone): the edits are
      // stored all the same, at the version the meeting already had.
      if (written) {
        deps.nsp.to(documentRoom(shared.meetingId)).emit('persisted', {
          meetingId: shared.meetingId,
          version: written.version,
          updatedAt: written.updatedAt.toISOString(),
          snapshot: written.snapshot,
        });
      }
    } catch (error) {
      deps.log.warn(
        { error: describeError(error), meetingId: shared.meetingId },
        'shared document not stored',
      );
    }
  }

  async function release(shared: SharedDocument) {
    await store(shared);
    if (shared.peers.size > 0 || loaded.get(shared.meetingId) !== shared) return;
    loaded.delete(shared.meetingId);
    shared.awareness.destroy();
    shared.doc.destroy();
  }

  return {
    /**
     * Opens the meeting's document for `socket` (its rights already checked) and starts the
     * y-protocols sync: the server's state vector and everyone's presence.
     */
    async enter(meetingId: string, socket: Socket): Promise<SharedDocument | undefined> {
      const shared = await acquire(meetingId);
      if (!shared || socket.disconnected) return undefined;
      if (!shared.peers.has(socket)) shared.peers.set(socket, new Set());
      await socket.join(documentRoom(meetingId));
      return shared;
    },
    /** What a socket receives once its join was answered. */
    greet(shared: SharedDocument, socket: Socket) {
      socket.emit('y', shared.meetingId, syncStep1(shared.doc));
      const states = [...shared.awareness.getStates().keys()];
      if (states.length > 0) {
        socket.emit('y', shared.meetingId, awarenessFrame(shared.awareness, states));
      }
    },
    /** The socket's open document, if it has this meeting open here. */
    of(meetingId: string, socket: Socket): SharedDocument | undefined {
      const shared = loaded.get(meetingId);
      return shared?.peers.has(socket) ? shared : undefined;
    },
    changedBy(shared: SharedDocument, socket: Socket) {
      const author = authorOf(socket);
      if (author) markDirty(shared, author);
    },
    /** The socket leaves: its presence goes at once, the document is stored when alone. */
    async leave(meetingId: string, socket: Socket): Promise<void> {
      const shared = loaded.get(meetingId);
      void socket.leave(documentRoom(meetingId));
      const owned = shared?.peers.get(socket);
      if (!shared || !owned) return;
      shared.peers.delete(socket);
      if (owned.size > 0) removeAwarenessStates(shared.awareness, [...owned], 'left');
      if (shared.peers.size === 0) await release(shared);
    },
    /**
     * A text written by another path (the API's PUT, a restore) inside its transaction, after
     * the meeting row was locked and updated: applied to the document as an edit of the changed
     * range, stored with it, and sent to every open editor.
     */
    async contentWritten(tx: Executor, meetingId: string, text: string): Promise<void> {
      const shared = loaded.get(meetingId);
      const stored = await readDocumentState(tx, meetingId);
      if (!shared && !stored) return; // never co-edited: the first join reads the content
      const doc = shared?.doc ?? new Y.Doc();
      if (stored) Y.applyUpdate(doc, stored, STORED);
      const origin = shared ? 'content' : RELAYED;
      let update: Uint8Array | null = null;
      const capture = (change: Uint8Array) => (update = change);
      doc.on('update', capture);
      doc.transact(() => applyTextDiff(doc.getText(COLLAB_TEXT), text), origin);
      doc.off('update', capture);
      await writeDocumentState(tx, meetingId, Y.encodeStateAsUpdate(doc), deps.clock());
      // Held here, the document's own listener sent the change; else the others hear it.
      if (!shared && update) deps.relay.update(meetingId, update, null);
      if (!shared) doc.destroy();
    },
    /** Tells the meeting's open editors, in every process, that its comments changed. */
    commentsChanged(meetingId: string): void {
      deps.nsp.to(documentRoom(meetingId)).emit('comments-changed', { meetingId });
    },
    /** Stores every open document (at shutdown). */
    async flush(): Promise<void> {
      await Promise.all([...loaded.values()].map((shared) => store(shared)));
    },
    loaded,
  };
}
export type SharedDocuments = ReturnType<typeof sharedDocuments>;

function isSocket(origin: unknown): origin is Socket {
  return typeof origin === 'object' && origin !== null && 'handshake' in origin;
}

/** The author a socket's edits are attributed to (set by the handshake). */
export function authorOf(socket: Socket): SnapshotAuthor | null {
  const caller = (socket.data as { caller?: { id: string; name: string } | null }).caller;
  return caller ? { id: caller.id, name: caller.name } : null;
}
