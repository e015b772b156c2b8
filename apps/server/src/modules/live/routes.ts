import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { publicRunState } from '@ordo/agenda';
import {
  CONTROL_TOKEN_HEADER,
  controlTokenCreatedSchema,
  controlTokenListSchema,
  controlTokenParamsSchema,
  createControlTokenSchema,
  deviceListSchema,
  deviceParamsSchema,
  deviceSchema,
  errorBodySchema,
  meetingIdParamsSchema,
  noContentSchema,
  publicMeetingQuerySchema,
  renameDeviceSchema,
  runCommandInputSchema,
  runNotesSchema,
  runStateResponseSchema,
} from '@ordo/contract';
import {
  commandScopeRefusal,
  controlRefusal,
  mayControl,
  mayPresent,
  type LiveCredentials,
} from '../../access/live-access.ts';
import { findMeeting, loadEditable } from '../../access/loaders.ts';
import type { PublishRights } from '../../access/rights-events.ts';
import type { MeetingAccess } from '../../access/meeting-access.ts';
import { parseMeetingRef } from '../../access/meeting-ref.ts';
import { bearerSecurity, requireViewer } from '../../auth/viewer.ts';
import { AppError } from '../../http/app-error.ts';
import { setPublicHeaders, visitorOf } from '../sharing/route-kit.ts';
import {
  controlTokenGrant,
  createControlToken,
  listControlTokens,
  revokeControlToken,
} from './control-tokens.ts';
import type { DeviceRegistry } from './device-registry.ts';
import type { LiveHub } from './live-hub.ts';
import { stateFor } from './rooms.ts';
import { runNotes } from './run-notes.ts';
import { readRun, runCommand, type RunCommandDeps } from './run-commands.ts';

export type LiveRouteDeps = {
  access: MeetingAccess;
  hub: LiveHub;
  registry: DeviceRegistry;
  run: RunCommandDeps;
  /** A revoked token's open remotes are told and disconnected, in every process. */
  publishRights: PublishRights;
};

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  429: errorBodySchema,
};
const security = [...bearerSecurity, { controlToken: [] }];
/** The state reads for anyone who may see the meeting, signed in or not. */
const optionalSecurity = [...security, {}];

/**
 * The credentials of a route that needs some: a caller with neither a bearer token nor a
 * control token is 401 UNAUTHENTICATED before any meeting is read (so it tells nothing).
 */
async function requiredCredentials(
  deps: LiveRouteDeps,
  request: FastifyRequest,
): Promise<LiveCredentials> {
  const credentials = await runCredentialsOf(deps, request);
  if (!credentials.caller && credentials.controlToken === undefined) {
    throw new AppError('UNAUTHENTICATED', 'Sign in, or send a control token in X-Control-Token');
  }
  return credentials;
}

/** The caller's credentials for a run over HTTP: the bearer token's user and `X-Control-Token`. */
async function runCredentialsOf(
  deps: LiveRouteDeps,
  request: FastifyRequest,
): Promise<LiveCredentials> {
  const header = request.headers[CONTROL_TOKEN_HEADER];
  if (typeof header !== 'string' || !header) return { caller: request.viewer };
  return { caller: request.viewer, controlToken: await controlTokenGrant(deps.run.db, header) };
}

/**
 * The HTTP side of the live run (DESIGN §9): the same command table as the sockets, so a Stream
 * Deck, a script or curl can drive a run with a control token; control tokens and devices for
 * the cockpit.
 */
export const liveRoutes =
  (deps: LiveRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = deps.run.db;
    const now = () => deps.run.clock().getTime();
    const editable = (request: FastifyRequest, id: string) =>
      loadEditable(db, requireViewer(request), parseMeetingRef(id));

    app.get(
      '/v3/meetings/:id/run',
      {
        schema: {
          tags: ['live'],
          summary: 'The state of the meeting’s current run',
          description:
            'Editors, control and presenter tokens get the whole state; anyone who may see the meeting ' +
            'gets the public projection (with `code` or a pass when Restricted). 401 ' +
            'CONTROL_TOKEN_INVALID for a control token that is wrong, revoked, of another ' +
            'meeting or of one in the trash, rather than the public view, so a remote learns ' +
            'its token is dead.',
          security: optionalSecurity,
          params: meetingIdParamsSchema,
          querystring: publicMeetingQuerySchema.pick({ code: true, pass: true }),
          response: { 200: runStateResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const row = await findMeeting(db, parseMeetingRef(request.params.id));
        const credentials = await runCredentialsOf(deps, request);
        if (row && mayPresent(row, credentials)) {
          return { state: stateFor(credentials, await readRun(db, row, now())) };
        }
        // A dead token is refused, not quietly demoted, as on the socket's join.
        if (credentials.controlToken !== undefined) throw controlRefusal(row, credentials);
        setPublicHeaders(reply);
        await deps.access.visit(row, visitorOf(request, request.query));
        if (!row) throw new AppError('MEETING_NOT_FOUND');
        return { state: publicRunState(await readRun(db, row, now())) };
      },
    );

    app.post(
      '/v3/meetings/:id/run',
      {
        schema: {
          tags: ['live'],
          summary: 'Send a command to the run (start, next, pause, addTime, setTimeLeft, endAt, …)',
          description:
            'Bearer token of an editor, or `X-Control-Token`. `togglePause` pauses a running ' +
            'run and resumes a paused one (with `room`, that breakout room); whole numbers may be sent as digit strings ' +
            '(`"minutes": "1"`) for tools that only send text. 409 INVALID_TRANSITION when the ' +
            'run cannot do this now; 403 FORBIDDEN for a viewer of a shared meeting or a ' +
            'presenter token; 401 UNAUTHENTICATED without any credential; 401 ' +
            'CONTROL_TOKEN_INVALID for a control token that is wrong, revoked, of another ' +
            'meeting or of one in the trash, whatever the meeting id; 404 MEETING_NOT_FOUND ' +
            'for a signed-in editor naming a meeting that does not exist.',
          security,
          params: meetingIdParamsSchema,
          body: runCommandInputSchema,
          response: { 200: runStateResponseSchema, ...errors, 409: errorBodySchema },
        },
      },
      async (request) => {
        const credentials = await requiredCredentials(deps, request);
        const row = await findMeeting(db, parseMeetingRef(request.params.id));
        if (!row || !mayControl(row, credentials)) throw controlRefusal(row, credentials);
        const outOfScope = commandScopeRefusal(credentials, request.body);
        if (outOfScope) throw outOfScope;
        const state = await runCommand(deps.run, row.id, request.body, credentials.caller?.id);
        return { state: stateFor(credentials, state) };
      },
    );

    app.get(
      '/v3/meetings/:id/run/notes',
      {
        schema: {
          tags: ['live'],
          summary: 'The private notes of the run’s sequences, for the presenter view',
          description:
            'Bearer token of an editor, or `X-Control-Token` of a control or presenter token. ' +
            'Notes as HTML of the agenda’s safe markdown, one entry per sequence of the run; ' +
            'never `//` comments. 403 FORBIDDEN for a viewer of a shared meeting, 404 ' +
            'MEETING_NOT_FOUND for a Private one, 401 UNAUTHENTICATED without any credential, ' +
            '401 CONTROL_TOKEN_INVALID for a dead token.',
          security,
          params: meetingIdParamsSchema,
          response: { 200: runNotesSchema, ...errors },
        },
      },
      async (request) => {
        const credentials = await requiredCredentials(deps, request);
        const row = await findMeeting(db, parseMeetingRef(request.params.id));
        if (!row || !mayPresent(row, credentials)) throw controlRefusal(row, credentials);
        return runNotes(row, await readRun(db, row, now()));
      },
    );

    app.post(
      '/v3/meetings/:id/run/control-tokens',
      {
        schema: {
          tags: ['live'],
          summary: 'Create a control token for a phone remote (its URL is shown as a QR code)',
          description:
            '`kind: "presenter"` makes a read-only token for the presenter view instead: its ' +
            'URL opens `/m/{uuid}/presenter`, it reads the run with notes and sends no command.',
          security: bearerSecurity,
          params: meetingIdParamsSchema,
          body: createControlTokenSchema.optional(),
          response: { 201: controlTokenCreatedSchema, ...errors },
        },
      },
      async (request, reply) => {
        const row = await editable(request, request.params.id);
        const kind = request.body?.kind ?? 'control';
        const name = request.body?.name ?? (kind === 'presenter' ? 'Presenter' : 'Remote');
        const room = kind === 'control' ? request.body?.room : undefined;
        const created = await createControlToken(
          db,
          row.id,
          { name, kind, room },
          deps.run.clock(),
        );
        // The token rides in the fragment, which browsers never send to a server or a log.
        const screen = kind === 'presenter' ? 'presenter' : 'remote';
        const query = room === undefined ? '' : `?room=${room}`;
        const url = `${app.config.publicUrl}/m/${row.id}/${screen}${query}#t=${created.token}`;
        return reply.status(201).send({ id: created.row.id, token: created.token, url });
      },
    );

    app.get(
      '/v3/meetings/:id/run/control-tokens',
      {
        schema: {
          tags: ['live'],
          summary: 'The control tokens of a meeting (never the tokens themselves)',
          security: bearerSecurity,
          params: meetingIdParamsSchema,
          response: { 200: controlTokenListSchema, ...errors },
        },
      },
      async (request) => {
        const row = await editable(request, request.params.id);
        const rows = await listControlTokens(db, row.id);
        return {
          items: rows.map((token) => ({
            id: token.id,
            name: token.name,
            kind: token.kind,
            room: token.room,
            createdAt: token.createdAt.toISOString(),
          })),
        };
      },
    );

    app.delete(
      '/v3/meetings/:id/run/control-tokens/:tokenId',
      {
        schema: {
          tags: ['live'],
          summary: 'Revoke a control or presenter token and disconnect its devices',
          security: bearerSecurity,
          params: controlTokenParamsSchema,
          response: { 204: noContentSchema, ...errors },
        },
      },
      async (request, reply) => {
        const row = await editable(request, request.params.id);
        if (!(await revokeControlToken(db, row.id, request.params.tokenId))) {
          throw new AppError('NOT_FOUND', 'No such control token');
        }
        deps.publishRights([{ kind: 'token', tokenId: request.params.tokenId }]);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/v3/meetings/:id/run/devices',
      {
        schema: {
          tags: ['live'],
          summary: 'Devices connected to the run now',
          security: bearerSecurity,
          params: meetingIdParamsSchema,
          response: { 200: deviceListSchema, ...errors },
        },
      },
      async (request) => {
        const row = await editable(request, request.params.id);
        return { items: await deps.registry.list(row.id, now()) };
      },
    );

    app.put(
      '/v3/meetings/:id/run/devices/:deviceId',
      {
        schema: {
          tags: ['live'],
          summary: 'Rename a connected device',
          security: bearerSecurity,
          params: deviceParamsSchema,
          body: renameDeviceSchema,
          response: { 200: deviceSchema, ...errors },
        },
      },
      async (request) => {
        const row = await editable(request, request.params.id);
        const device = await deps.registry.rename(
          row.id,
          request.params.deviceId,
          request.body.name,
        );
        if (!device) throw new AppError('NOT_FOUND', 'This device is not connected');
        deps.hub.devices.upsert(row.id, device);
        return device;
      },
    );
  };
