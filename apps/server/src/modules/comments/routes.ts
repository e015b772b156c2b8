import { findMeeting } from '../../access/loaders.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activityPageSchema,
  activityQuerySchema,
  commentParamsSchema,
  commentThreadListSchema,
  commentThreadSchema,
  createCommentSchema,
  errorBodySchema,
  meetingIdParamsSchema,
  mentionCandidateListSchema,
  updateCommentSchema,
} from '@ordo/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireViewer } from '../../auth/viewer.ts';
import { parseMeetingRef } from '../../access/meeting-ref.ts';
import { createKeyedLimit } from '../../http/keyed-limit.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { listActivity } from './activity-queries.ts';
import { createComment, deleteComment, updateComment, type Commenter } from './commands.ts';
import { mailMentions } from './notify.ts';
import { listMentionCandidates, listThreads } from './queries.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};
const security = [{ bearer: [] }];
const tags = ['comments'];

function commenterOf(request: FastifyRequest): Commenter {
  const viewer = requireViewer(request);
  return { id: viewer.id, name: viewer.name, teams: viewer.teams };
}

/**
 * Comment threads, @mentions and the activity list of a meeting (issue 30). Signed-in people
 * who see the meeting inside Ordo only (access/comment-access.ts).
 */
export const commentRoutes =
  (deps: {
    mailer: Mailer;
    /** Tells the meeting's open editors (co-editing, issue 30) to read the threads again. */
    commentsChanged?: (meetingId: string) => void;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    /** After a committed change: the meeting's uuid, whichever reference the path used. */
    const changed = async (id: string) => {
      if (!deps.commentsChanged) return;
      const ref = parseMeetingRef(id);
      const row = ref.kind === 'uuid' ? { id: ref.value } : await findMeeting(app.database.db, ref);
      if (row) deps.commentsChanged(row.id);
    };
    const mailsPerPerson = createKeyedLimit(app, {
      name: 'comment:mention-mail',
      max: app.config.mentionMailsPerHour,
      timeWindow: 3_600_000,
    });
    const notify = () => ({
      db: app.database.db,
      mailer: deps.mailer,
      mailsPerPerson,
      publicUrl: app.config.publicUrl,
      brandName: app.config.brandName,
      log: app.log,
    });

    app.get(
      '/v3/meetings/:id/comments',
      {
        schema: {
          tags,
          summary: 'The comment threads of a meeting, oldest first, with their replies',
          security,
          params: meetingIdParamsSchema,
          response: { 200: commentThreadListSchema, ...errors },
        },
      },
      async (request) =>
        listThreads(app.database.db, commenterOf(request), parseMeetingRef(request.params.id)),
    );

    app.post(
      '/v3/meetings/:id/comments',
      {
        schema: {
          tags,
          summary: 'Start a thread (on the meeting or a sequence) or reply to one',
          description:
            '`@Full Name` of a team member who sees the meeting mentions them: one e-mail each.',
          security,
          params: meetingIdParamsSchema,
          body: createCommentSchema,
          response: { 201: commentThreadSchema, ...errors },
        },
      },
      async (request, reply) => {
        const caller = commenterOf(request);
        const outcome = await createComment(
          app.database.db,
          caller,
          parseMeetingRef(request.params.id),
          request.body,
          app.clock(),
        );
        await changed(request.params.id);
        await mailMentions(notify(), outcome, caller.name);
        return reply.status(201).send(outcome.thread);
      },
    );

    app.patch(
      '/v3/meetings/:id/comments/:commentId',
      {
        schema: {
          tags,
          summary: 'Resolve or reopen a thread, or edit your comment',
          security,
          params: commentParamsSchema,
          body: updateCommentSchema,
          response: { 200: commentThreadSchema, ...errors },
        },
      },
      async (request) => {
        const caller = commenterOf(request);
        const outcome = await updateComment(
          app.database.db,
          caller,
          parseMeetingRef(request.params.id),
          request.params.commentId,
          request.body,
          app.clock(),
        );
        await changed(request.params.id);
        await mailMentions(notify(), outcome, caller.name);
        return outcome.thread;
      },
    );

    app.delete(
      '/v3/meetings/:id/comments/:commentId',
      {
        schema: {
          tags,
          summary: 'Delete a comment (a thread with its replies)',
          security,
          params: commentParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await deleteComment(
          app.database.db,
          commenterOf(request),
          parseMeetingRef(request.params.id),
          request.params.commentId,
        );
        await changed(request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/v3/meetings/:id/comments/people',
      {
        schema: {
          tags,
          summary: 'Who a comment on this meeting may @mention',
          security,
          params: meetingIdParamsSchema,
          response: { 200: mentionCandidateListSchema, ...errors },
        },
      },
      async (request) =>
        listMentionCandidates(
          app.database.db,
          commenterOf(request),
          parseMeetingRef(request.params.id),
        ),
    );

    app.get(
      '/v3/meetings/:id/activity',
      {
        schema: {
          tags,
          summary: 'Who changed, commented on and ran the meeting, newest first',
          security,
          params: meetingIdParamsSchema,
          querystring: activityQuerySchema,
          response: { 200: activityPageSchema, ...errors },
        },
      },
      async (request) =>
        listActivity(
          app.database.db,
          commenterOf(request),
          parseMeetingRef(request.params.id),
          request.query,
        ),
    );
  };
