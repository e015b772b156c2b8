import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createMeetingSchema,
  errorBodySchema,
  historyListSchema,
  listMeetingsQuerySchema,
  meetingIdParamsSchema,
  meetingListSchema,
  meetingSchema,
  publicMeetingQuerySchema,
  publicMeetingSchema,
  snapshotListSchema,
  snapshotSchema,
  updateMeetingSchema,
  type UpdateMeeting,
} from '@ordo/contract';
import { AppError } from '../../http/app-error.ts';
import { actorOf } from './actor.ts';
import { createMeeting, duplicateMeeting, updateMeeting, type CommandContext } from './commands.ts';
import { getHistory, getSnapshot, listSnapshots } from './history-queries.ts';
import { parseMeetingRef } from '../../access/meeting-ref.ts';
import { presentForEditor } from './presenter.ts';
import { listMeetings, readAsEditor } from './queries.ts';
import type { MeetingAccess } from '../../access/meeting-access.ts';
import type { EditFeed } from '../workspaces/edit-feed.ts';
import { visitorOf } from '../sharing/route-kit.ts';
import { readPublicMeetingCached, type PublicReadDeps } from '../sharing/public-read.ts';

/** Meeting bodies carry up to 200 KB of agenda plus fridge and trash; checked precisely inside. */
const MEETING_BODY_LIMIT = 2 * 1024 * 1024;
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};
const security = [{ bearer: [] }];

/**
 * Whether a change may narrow who sees the meeting: its visibility or access code (a restored
 * version may bring its code back), the trash, or a move between teamspaces.
 */
function touchesAccess(body: UpdateMeeting): boolean {
  const settings = body.settings;
  return (
    settings?.visibility !== undefined ||
    settings?.code !== undefined ||
    body.status !== undefined ||
    body.workspace_uuid !== undefined ||
    body.restoreSnapshotId !== undefined
  );
}

/**
 * `/v3/meetings` (SPEC §7): the caller's meetings, their history and snapshots. Readers who
 * cannot edit get the public projection, decided by the access service.
 */
export const meetingRoutes =
  (deps: {
    access: MeetingAccess;
    publicReads: Pick<PublicReadDeps, 'cache' | 'trusted'>;
    /** Tells a meeting's other editors about each save (teamspaces, issue 14). */
    edits?: EditFeed;
    /** Hands each changed text to the shared document of co-editing (issue 30). */
    contentWritten?: CommandContext['contentWritten'];
  }): FastifyPluginAsyncZod =>
  async (app) => {
    // SPEC §9 `snapshot` flag: with history switched off its endpoints do not exist.
    const requireHistory = () => {
      if (!app.config.features.snapshot)
        throw new AppError('NOT_FOUND', 'Version history is switched off');
    };
    const commands = () => ({
      db: app.database.db,
      now: app.clock(),
      versionIntervalMs: app.config.historyVersionIntervalSeconds * 1000,
      contentWritten: deps.contentWritten,
    });

    app.get(
      '/v3/meetings',
      {
        schema: {
          tags: ['meetings'],
          summary: 'List your meetings, one page at a time',
          security,
          querystring: listMeetingsQuerySchema,
          response: { 200: meetingListSchema, ...errors },
        },
      },
      async (request) => listMeetings(app.database.db, actorOf(request), request.query),
    );

    app.post(
      '/v3/meetings',
      {
        bodyLimit: MEETING_BODY_LIMIT,
        schema: {
          tags: ['meetings'],
          summary: 'Create a meeting',
          security,
          body: createMeetingSchema.optional(),
          response: { 201: meetingSchema, ...errors, 402: errorBodySchema, 413: errorBodySchema },
        },
      },
      async (request, reply) => {
        const row = await createMeeting(commands(), actorOf(request), request.body ?? {});
        return reply.status(201).send(presentForEditor(row));
      },
    );

    app.get(
      '/v3/meetings/:id',
      {
        schema: {
          tags: ['meetings'],
          summary: 'Read a meeting (by uuid or join code)',
          // Anyone may read a shared meeting's public projection, signed in or not.
          security: [...security, {}],
          description:
            'Editors get the whole meeting; anyone else (and editors asking `?view=public`) the ' +
            'public projection, with `code` or a pass (`?pass=` or `X-Meeting-Pass`) when Restricted.',
          params: meetingIdParamsSchema,
          querystring: publicMeetingQuerySchema,
          response: {
            200: z.union([meetingSchema, publicMeetingSchema]),
            ...errors,
            429: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const ref = parseMeetingRef(request.params.id);
        // Only a signed-in caller can be an editor; everyone else reads the cached projection.
        if (request.viewer && request.query.view !== 'public') {
          const asEditor = await readAsEditor(app.database.db, request.viewer, ref);
          if (asEditor) return asEditor;
        }
        return readPublicMeetingCached(
          { ...deps.publicReads, db: app.database.db, access: deps.access },
          ref,
          visitorOf(request, request.query),
          request,
          reply,
        );
      },
    );

    app.post(
      '/v3/meetings/:id',
      {
        schema: {
          tags: ['meetings'],
          summary: 'Duplicate a meeting',
          security,
          params: meetingIdParamsSchema,
          response: { 201: meetingSchema, ...errors },
        },
      },
      async (request, reply) => {
        const row = await duplicateMeeting(
          commands(),
          actorOf(request),
          parseMeetingRef(request.params.id),
        );
        return reply.status(201).send(presentForEditor(row));
      },
    );

    app.put(
      '/v3/meetings/:id',
      {
        bodyLimit: MEETING_BODY_LIMIT,
        schema: {
          tags: ['meetings'],
          summary: 'Update, delete (status DELETED), restore (status ACTIVE) or restore a version',
          description:
            'Carries `baseVersion`; a stale one answers 409 VERSION_CONFLICT with `current`.',
          security,
          params: meetingIdParamsSchema,
          body: updateMeetingSchema,
          response: {
            200: meetingSchema,
            ...errors,
            402: errorBodySchema,
            409: errorBodySchema,
            413: errorBodySchema,
          },
        },
      },
      async (request) => {
        if (request.body.restoreSnapshotId) requireHistory();
        const actor = actorOf(request);
        const row = await updateMeeting(
          commands(),
          actor,
          parseMeetingRef(request.params.id),
          request.body,
        );
        // The transaction committed: the other editors may read the change back at once.
        deps.edits?.saved(row, actor);
        // Who may follow it may have changed: its devices are re-evaluated (DESIGN §9).
        if (touchesAccess(request.body)) {
          app.rights.publish([{ kind: 'meeting', meetingId: row.id }]);
        }
        return presentForEditor(row);
      },
    );

    app.get(
      '/v3/meetings/:id/history',
      {
        schema: {
          tags: ['meetings'],
          summary: 'Recorded versions, newest first',
          security,
          params: meetingIdParamsSchema,
          response: { 200: historyListSchema, ...errors },
        },
      },
      async (request) => {
        requireHistory();
        return getHistory(app.database.db, actorOf(request), parseMeetingRef(request.params.id));
      },
    );

    app.get(
      '/v3/meetings/:id/snapshots',
      {
        schema: {
          tags: ['meetings'],
          summary: 'Snapshot ids and dates, newest first',
          security,
          params: meetingIdParamsSchema,
          response: { 200: snapshotListSchema, ...errors },
        },
      },
      async (request) => {
        requireHistory();
        return listSnapshots(app.database.db, actorOf(request), parseMeetingRef(request.params.id));
      },
    );

    app.get(
      '/v3/meetings/:id/snapshots/:snapshotId',
      {
        schema: {
          tags: ['meetings'],
          summary: 'One snapshot: its full text and settings',
          security,
          params: meetingIdParamsSchema.extend({ snapshotId: z.string().max(100) }),
          response: { 200: snapshotSchema, ...errors },
        },
      },
      async (request) => {
        requireHistory();
        return getSnapshot(
          app.database.db,
          actorOf(request),
          parseMeetingRef(request.params.id),
          request.params.snapshotId,
        );
      },
    );
  };
