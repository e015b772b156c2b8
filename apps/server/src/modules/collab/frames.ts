import { COLLAB_MESSAGE_AWARENESS, COLLAB_MESSAGE_SYNC } from '@ordo/contract';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import type * as Y from 'yjs';

/**
 * y-websocket's framing (contract/collab.ts): a varUint message type, then a y-protocols sync
 * or awareness message. Kept here so the socket, the relay and the tests frame alike.
 */
export function syncStep1(doc: Y.Doc): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, COLLAB_MESSAGE_SYNC);
  syncProtocol.writeSyncStep1(encoder, doc);
  return encoding.toUint8Array(encoder);
}

export function updateFrame(update: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, COLLAB_MESSAGE_SYNC);
  syncProtocol.writeUpdate(encoder, update);
  return encoding.toUint8Array(encoder);
}

export function awarenessFrame(awareness: awarenessProtocol.Awareness, clients: number[]) {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, COLLAB_MESSAGE_AWARENESS);
  encoding.writeVarUint8Array(encoder, awarenessProtocol.encodeAwarenessUpdate(awareness, clients));
  return encoding.toUint8Array(encoder);
}

/**
 * Reads one message from a peer and applies it to `doc`/`awareness` with `origin`; answers
 * (a sync step 2 for a step 1) go to `reply`. A read-only peer's document changes are read
 * and dropped, never applied. Throws on a garbled message: the caller drops it.
 */
export function readFrame(
  message: Uint8Array,
  target: { doc: Y.Doc; awareness: awarenessProtocol.Awareness },
  peer: { origin: unknown; canEdit: boolean; reply: (frame: Uint8Array) => void },
): 'sync' | 'update' | 'awareness' | 'ignored' {
  const decoder = decoding.createDecoder(message);
  const kind = decoding.readVarUint(decoder);
  if (kind === COLLAB_MESSAGE_AWARENESS) {
    const update = decoding.readVarUint8Array(decoder);
    awarenessProtocol.applyAwarenessUpdate(target.awareness, update, peer.origin);
    return 'awareness';
  }
  if (kind !== COLLAB_MESSAGE_SYNC) return 'ignored';
  const step = decoding.readVarUint(decoder);
  if (step === syncProtocol.messageYjsSyncStep1) {
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, COLLAB_MESSAGE_SYNC);
    syncProtocol.readSyncStep1(decoder, encoder, target.doc);
    peer.reply(encoding.toUint8Array(encoder));
    return 'sync';
  }
  if (step !== syncProtocol.messageYjsSyncStep2 && step !== syncProtocol.messageYjsUpdate) {
    return 'ignored';
  }
  if (!peer.canEdit) return 'ignored';
  const rethrow = (error: Error) => {
    throw error;
  };
  if (step === syncProtocol.messageYjsSyncStep2) {
    syncProtocol.readSyncStep2(decoder, target.doc, peer.origin, rethrow);
  } else {
    syncProtocol.readUpdate(decoder, target.doc, peer.origin, rethrow);
  }
  return 'update';
}
