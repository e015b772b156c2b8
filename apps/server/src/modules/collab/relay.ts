import type { FastifyBaseLogger } from 'fastify';
import type { Namespace } from 'socket.io';
import type { SnapshotAuthor } from '../../db/schema/index.ts';
import { describeError } from '../../http/describe-error.ts';

type UpdateListener = (
  meetingId: string,
  update: Uint8Array,
  author: SnapshotAuthor | null,
) => void;
type AwarenessListener = (meetingId: string, update: Uint8Array) => void;
type HelloListener = (meetingId: string) => void;

/**
 * Carries document and presence changes to the same meeting's document in the other Ordo
 * processes (issue 30 scale-out), over socket.io's server-side emit: the Redis adapter already
 * connects the processes, so nothing else is needed, and clients can never send these. Alone
 * (no Redis) there is nobody to tell.
 */
export function collabRelay(
  nsp: Namespace,
  options: { crossProcess: boolean; log: FastifyBaseLogger },
) {
  const onUpdate = new Set<UpdateListener>();
  const onAwareness = new Set<AwarenessListener>();
  const onHello = new Set<HelloListener>();
  const server = nsp as unknown as {
    on(event: string, listener: (...args: unknown[]) => void): void;
    serverSideEmit(event: string, ...args: unknown[]): void;
  };
  const send = (event: string, ...args: unknown[]) => {
    if (!options.crossProcess) return;
    try {
      server.serverSideEmit(event, ...args);
    } catch (error) {
      options.log.warn({ error: describeError(error) }, 'collab relay not sent');
    }
  };
  // The adapter sends server-side events as JSON: bytes travel as base64.
  const text = (update: Uint8Array) => Buffer.from(update).toString('base64');
  const bytes = (raw: unknown) =>
    typeof raw === 'string' && raw.length > 0 ? new Uint8Array(Buffer.from(raw, 'base64')) : null;
  server.on('collab:update', (meetingId, raw, author) => {
    const update = bytes(raw);
    if (typeof meetingId !== 'string' || !update) return;
    const who = isAuthor(author) ? author : null;
    for (const listener of onUpdate) guard(() => listener(meetingId, update, who));
  });
  server.on('collab:awareness', (meetingId, raw) => {
    const update = bytes(raw);
    if (typeof meetingId !== 'string' || !update) return;
    for (const listener of onAwareness) guard(() => listener(meetingId, update));
  });
  server.on('collab:hello', (meetingId) => {
    if (typeof meetingId !== 'string') return;
    for (const listener of onHello) guard(() => listener(meetingId));
  });
  function guard(work: () => void) {
    try {
      work();
    } catch (error) {
      options.log.warn({ error: describeError(error) }, 'collab relay message dropped');
    }
  }
  return {
    update: (meetingId: string, update: Uint8Array, author: SnapshotAuthor | null) =>
      send('collab:update', meetingId, text(update), author),
    /** An awareness update (y-protocols' encoding, without the frame's type). */
    awareness: (meetingId: string, update: Uint8Array) =>
      send('collab:awareness', meetingId, text(update)),
    /** This process opened the document: the others send their state. */
    hello: (meetingId: string) => send('collab:hello', meetingId),
    onUpdate: (listener: UpdateListener) => void onUpdate.add(listener),
    onAwareness: (listener: AwarenessListener) => void onAwareness.add(listener),
    onHello: (listener: HelloListener) => void onHello.add(listener),
  };
}
export type CollabRelay = ReturnType<typeof collabRelay>;

function isAuthor(raw: unknown): raw is SnapshotAuthor {
  const value = raw as { id?: unknown; name?: unknown } | null;
  return typeof value?.id === 'string' && typeof value.name === 'string';
}
