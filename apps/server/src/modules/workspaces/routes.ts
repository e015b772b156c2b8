import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  confirmSchema,
  createWorkspaceSchema,
  deleteWorkspaceQuerySchema,
  joinWorkspaceSchema,
  transferWorkspaceSchema,
  updateWorkspaceSchema,
  workspaceIdParamsSchema,
  workspaceListSchema,
  workspaceSchema,
} from '@ordo/contract';
import { bearerSecurity, requireViewer } from '../../auth/viewer.ts';
import { errors, routeKit } from './route-kit.ts';
import type { Config } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { assertAdmin } from '../../access/admin.ts';
import { createTeam, deleteTeam, leaveTeam, renameTeam, transferTeam } from './commands.ts';
import { joinTeam } from './join.ts';
import { memberRoutes } from './member-routes.ts';
import { assertMayDelete, assertMayLeave, assertMayManage } from '../../access/team-policy.ts';
import { describeTeam, listTeams } from './queries.ts';
import { findWorkspace, loadTeam } from './team.ts';

/** `/v3/workspaces` (SPEC §7, DESIGN §9 "Teamspaces") and the admin's ownership transfer. */
export const workspaceRoutes =
  (deps: { config: Config; mailer: Mailer }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, ctx, common, schema } = routeKit(app);

    app.get(
      '/v3/workspaces',
      {
        ...common,
        schema: {
          ...schema,
          summary: 'Your teamspaces, with your role and state (pending invitations included)',
          description:
            'Invitations waiting for your address are listed (state `invited`) only once the ' +
            "address is verified: anyone may type an address, and a team's name is not theirs " +
            "to read. An unverified invitee accepts through the e-mail's link.",
          response: { 200: workspaceListSchema, ...errors },
        },
      },
      async (request) => ({ items: await listTeams(db, requireViewer(request), app.clock()) }),
    );

    app.post(
      '/v3/workspaces',
      {
        ...common,
        schema: {
          ...schema,
          summary: 'Create a teamspace (PRO)',
          body: createWorkspaceSchema,
          response: { 201: workspaceSchema, ...errors },
        },
      },
      async (request, reply) => {
        const viewer = requireViewer(request);
        const id = await createTeam(ctx(), viewer, request.body.name);
        const team = await loadTeam(db, id, viewer.id);
        return reply.status(201).send(await describeTeam(db, team, app.clock()));
      },
    );

    app.get(
      '/v3/workspaces/:id',
      {
        ...common,
        schema: {
          ...schema,
          summary: 'Read a teamspace',
          params: workspaceIdParamsSchema,
          response: { 200: workspaceSchema, ...errors },
        },
      },
      async (request) => {
        const team = await loadTeam(db, request.params.id, requireViewer(request).id);
        return describeTeam(db, team, app.clock());
      },
    );

    app.put(
      '/v3/workspaces/:id',
      {
        ...common,
        schema: {
          ...schema,
          summary: 'Rename a teamspace (owner and admins)',
          params: workspaceIdParamsSchema,
          body: updateWorkspaceSchema,
          response: { 200: workspaceSchema, ...errors },
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        const team = await loadTeam(db, request.params.id, viewer.id);
        assertMayManage(team);
        await renameTeam(ctx(), team, request.body.name);
        return describeTeam(db, await loadTeam(db, team.workspace.id, viewer.id), app.clock());
      },
    );

    app.delete(
      '/v3/workspaces/:id',
      {
        ...common,
        schema: {
          ...schema,
          summary:
            "Delete a teamspace (owner; its workshops to the trash, or to the owner's space)",
          description:
            'Body `{ confirm: true }`. Without `?behaviour=keep_owner` the workshops go to the ' +
            "owner's trash (restorable for 90 days); with it, to the owner's personal space.",
          params: workspaceIdParamsSchema,
          querystring: deleteWorkspaceQuerySchema,
          body: confirmSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const team = await loadTeam(db, request.params.id, requireViewer(request).id);
        assertMayDelete(team);
        await deleteTeam(ctx(), team, request.query.behaviour === 'keep_owner');
        // Its workshops left the team: their devices and editors are re-evaluated.
        app.rights.publish([{ kind: 'team', workspaceId: team.workspace.id }]);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/v3/workspaces/:id/leave',
      {
        ...common,
        schema: {
          ...schema,
          summary: 'Leave a teamspace (the owner must transfer it first)',
          params: workspaceIdParamsSchema,
          body: confirmSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const team = await loadTeam(db, request.params.id, requireViewer(request).id);
        assertMayLeave(team);
        await leaveTeam(ctx(), team);
        app.rights.publish([{ kind: 'user', userId: requireViewer(request).id }]);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/v3/workspaces/:id/join',
      {
        ...common,
        schema: {
          ...schema,
          summary: 'Accept the invitation sent to your address',
          description:
            'Needs proof of the address (DESIGN §9 "Invitations (trust)"): the account\'s ' +
            'address is verified, or the body carries `{ invitation }`, the one-time token of ' +
            "the e-mail's link (`?invitation=`), bound to this team and this address, valid " +
            'once and for 14 days (a verified caller may send no body at all). Without ' +
            'either: 403 `EMAIL_NOT_VERIFIED`, whose message says to ' +
            'open the link from the e-mail; joining as a member without PRO: 402 ' +
            '`PRO_REQUIRED` (a guest needs none); a closed team: 403 `WORKSPACE_CLOSED`; no ' +
            'invitation for this address: 404 `WORKSPACE_NOT_FOUND`.',
          params: workspaceIdParamsSchema,
          // No body at all, as clients sent before tokens existed, reaches the schema as null.
          body: joinWorkspaceSchema.nullish(),
          response: { 200: workspaceSchema, ...errors },
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        const invitation = request.body?.invitation;
        const joined = await joinTeam(ctx(), request.params.id, viewer, invitation);
        return describeTeam(db, joined, app.clock());
      },
    );

    app.put(
      '/v1/admin/workspaces/:id',
      {
        ...common,
        schema: {
          tags: ['admin'],
          security: bearerSecurity,
          summary: 'Transfer a teamspace to another PRO member (admin only)',
          params: workspaceIdParamsSchema,
          body: transferWorkspaceSchema,
          response: { 200: workspaceSchema, ...errors },
        },
      },
      async (request) => {
        assertAdmin(deps.config, requireViewer(request));
        await transferTeam(ctx(), request.params.id, request.body.ownerId);
        // A team may close or reopen with its owner's plan: its members follow.
        app.rights.publish([{ kind: 'team', workspaceId: request.params.id }]);
        const found = await findWorkspace(db, request.params.id);
        if (!found) throw new AppError('WORKSPACE_NOT_FOUND');
        const seat = { role: 'owner' as const, state: 'member' as const, meetingId: null };
        return describeTeam(db, { ...found, seat }, app.clock());
      },
    );

    await app.register(memberRoutes(deps));
  };
