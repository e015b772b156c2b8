import type { CollabJoinAck, CollabUser } from '@ordo/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Namespace, Socket } from 'socket.io';
import { z } from 'zod';
import { collabSeat } from '../../access/collab-access.ts';
import { findMeeting } from '../../access/loaders.ts';
import type { AuthService } from '../../auth/auth-service.ts';
import { resolveCaller } from '../../auth/resolve-caller.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { describeError } from '../../http/describe-error.ts';
import type { KeyedLimit } from '../../http/keyed-limit.ts';
import type { CollabRights } from './collab-rights.ts';
import { readFrame } from './frames.ts';
import { colorOf } from './presenter.ts';
import type { SharedDocuments } from './shared-documents.ts';

/** What the server remembers about a co-editing socket. */
export type CollabSocketData = {
  caller: Viewer | null;
  /** The handshake's bearer token, resolved again when the caller's rights change. */
  token: string;
  /** The meetings it has open, and whether it may change each. */
  seats: Map<string, { canEdit: boolean }>;
};

const joinSchema = z.object({ meetingId: z.uuid() });

export type CollabSocketDeps = {
  db: Db;
  nsp: Namespace;
  documents: SharedDocuments;
  rights: CollabRights;
  authService: AuthService;
  log: FastifyBaseLogger;
  limits: { messages: KeyedLimit; maxMessageBytes: number };
};

function refusal(error: AppError): CollabJoinAck {
  return { ok: false, code: error.code, message: error.message };
}

/**
 * The `/collab` namespace (contract/collab.ts): the handshake names the signed-in person,
 * `join` opens a meeting's shared document for those who see it as its editors, `y` carries
 * y-protocols' sync and awareness messages, `leave` closes it. A message that is too large,
 * too frequent, garbled or for a meeting not joined is dropped without an answer.
 */
export function registerCollabSocket(deps: CollabSocketDeps): void {
  const { nsp, documents, log } = deps;

  nsp.use((socket, next) => {
    const token: unknown = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    const refuse = () => {
      const error = new AppError('UNAUTHENTICATED');
      const answer = new Error(error.message) as Error & { data?: unknown };
      answer.data = { code: error.code, message: error.message };
      next(answer);
    };
    if (typeof token !== 'string' || token.length === 0 || token.length > 500) return refuse();
    resolveCaller(deps.authService, deps.db, `Bearer ${token}`).then(
      (caller) => {
        if (!caller) return refuse();
        (socket.data as CollabSocketData) = { caller, token, seats: new Map() };
        next();
      },
      (error: unknown) => {
        log.warn({ error: describeError(error) }, 'collab handshake failed');
        refuse();
      },
    );
  });

  nsp.on('connection', (socket: Socket) => {
    const data = socket.data as CollabSocketData;
    void deps.rights.connected(socket);
    // Messages are handled one after the other, in the order they came: Yjs needs it.
    let tail: Promise<void> = Promise.resolve();
    const inOrder = (work: () => Promise<void>) => {
      tail = tail.then(work).catch((error: unknown) => {
        log.warn({ error: describeError(error) }, 'collab message failed');
      });
    };

    socket.on('join', (raw: unknown, ack: unknown) => {
      if (typeof ack !== 'function') return;
      const answer = ack as (answer: CollabJoinAck) => void;
      const input = joinSchema.safeParse(raw);
      if (!input.success) {
        return answer(refusal(new AppError('VALIDATION_FAILED', 'meetingId must be a uuid')));
      }
      inOrder(() =>
        join(input.data.meetingId.toLowerCase(), answer).catch((error: unknown) => {
          // The join is answered whatever happens: a client never waits for nothing.
          log.warn({ error: describeError(error) }, 'collab join failed');
          answer(refusal(new AppError('SERVICE_UNAVAILABLE')));
        }),
      );
    });

    async function join(meetingId: string, answer: (answer: CollabJoinAck) => void) {
      const startedAt = deps.rights.epoch();
      const row = await findMeeting(deps.db, { kind: 'uuid', value: meetingId });
      const seat = collabSeat(data.caller, row);
      if (seat.kind === 'none' || !row || !data.caller) {
        return answer(refusal(seat.kind === 'none' ? seat.reason : new AppError('NOT_FOUND')));
      }
      const shared = await documents.enter(meetingId, socket);
      if (!shared) return answer(refusal(new AppError('MEETING_NOT_FOUND')));
      data.seats.set(meetingId, { canEdit: seat.kind === 'edit' });
      await deps.rights.joined(socket, row, startedAt);
      const user: CollabUser = {
        id: data.caller.id,
        name: data.caller.name,
        color: colorOf(data.caller.id),
      };
      answer({ ok: true, canEdit: seat.kind === 'edit', version: row.version, user });
      documents.greet(shared, socket);
    }

    socket.on('leave', (raw: unknown) => {
      const input = joinSchema.safeParse(raw);
      if (!input.success) return;
      const meetingId = input.data.meetingId.toLowerCase();
      inOrder(async () => {
        data.seats.delete(meetingId);
        await documents.leave(meetingId, socket);
      });
    });

    socket.on('y', (meetingId: unknown, message: unknown) => {
      if (typeof meetingId !== 'string' || !(message instanceof Uint8Array)) return;
      if (message.byteLength > deps.limits.maxMessageBytes) {
        log.debug({ bytes: message.byteLength }, 'collab message over the size limit dropped');
        return;
      }
      const bytes = new Uint8Array(message.buffer, message.byteOffset, message.byteLength);
      inOrder(async () => {
        const verdict = await allowed(socket.id);
        if (!verdict) return;
        // A rights change in flight is applied before the message is judged.
        await deps.rights.settled(socket);
        const seat = data.seats.get(meetingId);
        const shared = seat && documents.of(meetingId, socket);
        if (!seat || !shared) return;
        try {
          const read = readFrame(bytes, shared, {
            origin: socket,
            canEdit: seat.canEdit,
            reply: (frame) => socket.emit('y', meetingId, frame),
          });
          if (read === 'update') documents.changedBy(shared, socket);
        } catch (error) {
          log.debug({ error: describeError(error) }, 'garbled collab message dropped');
        }
      });
    });

    socket.on('disconnect', () => {
      inOrder(async () => {
        const open = [...data.seats.keys()];
        data.seats.clear();
        await Promise.all(open.map((meetingId) => documents.leave(meetingId, socket)));
      });
    });
  });

  /** A limit that cannot answer (its store failing) lets the message through, as HTTP's do. */
  async function allowed(key: string): Promise<boolean> {
    try {
      return (await deps.limits.messages(key)).allowed;
    } catch (error) {
      log.warn({ error: describeError(error) }, 'collab rate limit unavailable');
      return true;
    }
  }
}
