import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addMemberSchema,
  memberParamsSchema,
  resendInviteSchema,
  updateMemberSchema,
  workspaceIdParamsSchema,
  workspaceMemberListSchema,
  workspaceMemberSchema,
} from '@ordo/contract';
import { requireViewer } from '../../auth/viewer.ts';
import { errors, routeKit } from './route-kit.ts';
import type { Config } from '../../config.ts';
import type { WorkspaceMemberRow } from '../../db/schema/index.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { addMember, changeRole, findMember, reissueInvitation, removeMember } from './commands.ts';
import { sendInvitation } from './invite.ts';
import { assertMayManage, assertMaySeeMembers } from '../../access/team-policy.ts';
import { listMembers, presentMembers } from './queries.ts';
import { loadTeam } from './team.ts';

/** `/v3/workspaces/{id}/users…`: members, invitations and roles (DESIGN §9). */
export const memberRoutes =
  (deps: { config: Config; mailer: Mailer }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, ctx, common, schema } = routeKit(app);
    const inviteDeps = {
      db,
      mailer: deps.mailer,
      publicUrl: deps.config.publicUrl,
      brandName: deps.config.brandName,
      log: app.log,
    };
    const present = async (row: WorkspaceMemberRow) => {
      const [member] = await presentMembers(db, [row]);
      if (!member) throw new Error('a member row presented as nothing');
      return member;
    };

    app.get(
      '/v3/workspaces/:id/users',
      {
        ...common,
        schema: {
          ...schema,
          summary: 'Members and invitations of a teamspace',
          params: workspaceIdParamsSchema,
          response: { 200: workspaceMemberListSchema, ...errors },
        },
      },
      async (request) => {
        const team = await loadTeam(db, request.params.id, requireViewer(request).id);
        assertMaySeeMembers(team);
        return { items: await listMembers(db, team.workspace.id) };
      },
    );

    app.post(
      '/v3/workspaces/:id/users',
      {
        ...common,
        schema: {
          ...schema,
          summary: 'Invite someone by e-mail (owner and admins; PRO)',
          description:
            'With `meetingUuid` (a workshop of this team) the person is invited as a guest of ' +
            'that one workshop, and needs no PRO to join. The e-mail links to ' +
            '`/user/workspace/{id}?invitation=…`, a one-time token valid 14 days that proves ' +
            'the address when the invitee accepts.',
          params: workspaceIdParamsSchema,
          body: addMemberSchema,
          response: { 201: workspaceMemberSchema, ...errors },
        },
      },
      async (request, reply) => {
        const viewer = requireViewer(request);
        const team = await loadTeam(db, request.params.id, viewer.id);
        assertMayManage(team);
        const { row, invitation } = await addMember(ctx(), team, request.body);
        await sendInvitation(inviteDeps, team, viewer, row, invitation, languageOf(request));
        return reply.status(201).send(await present(row));
      },
    );

    app.post(
      '/v3/workspaces/:id/users/invite',
      {
        ...common,
        schema: {
          ...schema,
          summary: 'Send an invitation again',
          description:
            'With a fresh link: the token of every earlier e-mail stops working, and the new ' +
            'one works for 14 days.',
          params: workspaceIdParamsSchema,
          body: resendInviteSchema,
          response: { 200: workspaceMemberSchema, ...errors },
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        const team = await loadTeam(db, request.params.id, viewer.id);
        assertMayManage(team);
        const { row, invitation } = await reissueInvitation(ctx(), team, request.body.token);
        await sendInvitation(inviteDeps, team, viewer, row, invitation, languageOf(request));
        return present(row);
      },
    );

    app.get(
      '/v3/workspaces/:id/users/:token',
      {
        ...common,
        schema: {
          ...schema,
          summary: 'One member or invitation',
          params: memberParamsSchema,
          response: { 200: workspaceMemberSchema, ...errors },
        },
      },
      async (request) => {
        const team = await loadTeam(db, request.params.id, requireViewer(request).id);
        assertMaySeeMembers(team);
        return present(await findMember(ctx(), team, request.params.token));
      },
    );

    app.put(
      '/v3/workspaces/:id/users/:token',
      {
        ...common,
        schema: {
          ...schema,
          summary: "Change a member's role (owner and admins)",
          params: memberParamsSchema,
          body: updateMemberSchema,
          response: { 200: workspaceMemberSchema, ...errors },
        },
      },
      async (request) => {
        const team = await loadTeam(db, request.params.id, requireViewer(request).id);
        assertMayManage(team);
        const row = await changeRole(ctx(), team, request.params.token, request.body.role);
        // A demoted member's open sockets follow at once (DESIGN §9 "Live rights").
        if (row.userId) app.rights.publish([{ kind: 'user', userId: row.userId }]);
        return present(row);
      },
    );

    app.delete(
      '/v3/workspaces/:id/users/:token',
      {
        ...common,
        schema: {
          ...schema,
          summary: 'Remove a member or cancel an invitation (owner and admins)',
          params: memberParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const team = await loadTeam(db, request.params.id, requireViewer(request).id);
        assertMayManage(team);
        const removed = await removeMember(ctx(), team, request.params.token);
        if (removed.userId) app.rights.publish([{ kind: 'user', userId: removed.userId }]);
        return reply.status(204).send(null);
      },
    );
  };

function languageOf(request: { headers: Record<string, unknown> }): 'en' | 'fr' {
  const header = request.headers['accept-language'];
  return typeof header === 'string' && /^fr\b/i.test(header) ? 'fr' : 'en';
}
