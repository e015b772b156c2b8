import type { FastifyBaseLogger } from 'fastify';
import type { Server, Socket } from 'socket.io';
import {
  EDITS_NAMESPACE,
  editWatchSchema,
  errorCatalog,
  type EditWatchAck,
  type MeetingSavedEvent,
} from '@ordo/contract';
import { findMeeting } from '../../access/loaders.ts';
import { canSeeAsEditor } from '../../access/policy.ts';
import type { AuthService } from '../../auth/auth-service.ts';
import { resolveCaller } from '../../auth/resolve-caller.ts';
import type { Db } from '../../db/client.ts';
import type { MeetingRow } from '../../db/schema/index.ts';
import { describeError } from '../../http/describe-error.ts';
import type { RightsBus } from '../../realtime/rights-bus.ts';
import { editFeedRights, watchRoom, type EditSocketData } from './edit-feed-rights.ts';

export type EditFeed = {
  /** Tells the meeting's other editors that `row` was saved; call after the commit. */
  saved(row: MeetingRow, author: { id: string; fullName: string }): void;
};

function refusal(code: 'UNAUTHENTICATED' | 'MEETING_NOT_FOUND' | 'VALIDATION_FAILED') {
  return { ok: false as const, error: { code, message: errorCatalog[code].message } };
}

/**
 * The `/edits` namespace: someone editing a meeting watches it and hears every save of the
 * others at once, so a teammate's change appears without a reload; the autosave's three-way
 * merge stays the safety net for saves that cross. Only those who see the meeting as its
 * editors do may watch, and the event carries no text: the client reads the meeting back
 * through the API and its rules. A watch ends when its caller's rights do (edit-feed-rights.ts).
 */
export function registerEditFeed(
  io: Server,
  deps: { db: Db; authService: AuthService; log: FastifyBaseLogger; rights: RightsBus },
): EditFeed {
  const namespace = io.of(EDITS_NAMESPACE);
  const rights = editFeedRights(namespace, { ...deps, bus: deps.rights });
  namespace.use((socket, next) => {
    const token: unknown = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || token.length > 500) return next(new Error('UNAUTHENTICATED'));
    resolveCaller(deps.authService, deps.db, `Bearer ${token}`).then(
      (caller) => {
        if (!caller) return next(new Error('UNAUTHENTICATED'));
        // The token is kept to be resolved again when the caller's rights change.
        (socket.data as EditSocketData) = { caller, token };
        next();
      },
      (error: unknown) => {
        deps.log.warn({ error: describeError(error) }, 'edit feed handshake failed');
        next(new Error('UNAUTHENTICATED'));
      },
    );
  });
  namespace.on('connection', (socket: Socket) => {
    rights.connected(socket);
    socket.on('watch', (raw: unknown, ack: unknown) => {
      if (typeof ack !== 'function') return;
      const answer = ack as (answer: EditWatchAck) => void;
      const message = editWatchSchema.safeParse(raw);
      if (!message.success) return answer(refusal('VALIDATION_FAILED'));
      const startedAt = rights.epoch();
      findMeeting(deps.db, { kind: 'uuid', value: message.data.meetingId }).then(
        async (row) => {
          const caller = (socket.data as EditSocketData).caller ?? null;
          if (!row || !canSeeAsEditor(caller, row)) return answer(refusal('MEETING_NOT_FOUND'));
          await rights.watched(socket, row, startedAt);
          answer({ ok: true, version: row.version });
        },
        (error: unknown) => {
          deps.log.warn({ error: describeError(error) }, 'edit feed watch failed');
          answer(refusal('MEETING_NOT_FOUND'));
        },
      );
    });
    socket.on('unwatch', (raw: unknown) => {
      const message = editWatchSchema.safeParse(raw);
      if (message.success) void socket.leave(watchRoom(message.data.meetingId));
    });
  });
  return {
    saved(row, author) {
      const event: MeetingSavedEvent = {
        meetingId: row.id,
        version: row.version,
        authorId: author.id,
        authorName: author.fullName,
      };
      namespace.to(watchRoom(row.id)).emit('meeting:saved', event);
    },
  };
}
