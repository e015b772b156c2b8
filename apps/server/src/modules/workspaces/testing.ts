import { eq, sql } from 'drizzle-orm';
import type { Meeting, Workspace, WorkspaceMember } from '@ordo/contract';
import type { App } from '../../app.ts';
import { users } from '../../db/schema/index.ts';
import { signUp } from '../../test/users.ts';

export type Headers = Record<string, string>;
export const roles = [
  'owner',
  'admin',
  'editor',
  'viewer',
  'guest',
  'invited',
  'stranger',
  'anonymous',
] as const;
export type Role = (typeof roles)[number];

export type Person = { headers: Headers; email: string; userId: string };

/** A signed-up person on `plan`, with their address and bearer headers. */
export async function person(app: App, plan: 'free' | 'pro'): Promise<Person> {
  const account = await signUp(app);
  if (plan === 'pro') {
    await app.database.db.update(users).set({ plan: 'pro' }).where(eq(users.id, account.user.id));
  }
  return { headers: account.headers, email: account.email, userId: account.user.id };
}

export async function call<T = unknown>(
  app: App,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return {
    status: response.statusCode,
    body: (response.body ? response.json() : null) as T,
  };
}

async function expectOk<T>(promise: Promise<{ status: number; body: T }>, status: number) {
  const result = await promise;
  if (result.status !== status) {
    throw new Error(`expected ${status}, got ${result.status} ${JSON.stringify(result.body)}`);
  }
  return result.body;
}

/** The one-time token of the invitation link in a mail's text (`?invitation=…`). */
export function invitationTokenIn(text: string): string {
  const link = text.split(/\s+/).find((word) => word.includes('?invitation='));
  const token = link && new URL(link).searchParams.get('invitation');
  if (!token) throw new Error(`no invitation link in: ${text}`);
  return token;
}

/**
 * The token of the newest invitation mailed to `email`, read from the outbox where mail goes
 * without SMTP_URL: what the invitee's click on the link would send.
 */
export async function mailedInvitation(app: App, email: string): Promise<string> {
  const [mail] = await app.database.rows<{ text_body: string }>(
    sql`select text_body from mail_outbox where to_address = ${email} and text_body like ${'%?invitation=%'} order by created_at desc limit 1`,
  );
  if (!mail) throw new Error(`no invitation mailed to ${email}`);
  return invitationTokenIn(mail.text_body);
}

/**
 * Invites `who` as `role` (a guest with `meetingUuid`) and has them accept through the link of
 * the invitation e-mail (their address is not verified).
 */
export async function inviteAndJoin(
  app: App,
  teamId: string,
  inviter: Headers,
  who: Person,
  role: 'admin' | 'editor' | 'viewer',
  meetingUuid?: string,
): Promise<WorkspaceMember> {
  const member = await expectOk<WorkspaceMember>(
    call(app, 'POST', `/v3/workspaces/${teamId}/users`, inviter, {
      email: who.email,
      role,
      ...(meetingUuid ? { meetingUuid } : {}),
    }),
    201,
  );
  const invitation = await mailedInvitation(app, who.email);
  await expectOk(
    call(app, 'POST', `/v3/workspaces/${teamId}/join`, who.headers, { invitation }),
    200,
  );
  return member;
}

/**
 * A teamspace with one person in each role: a PRO owner, admin, editor and viewer, a free guest
 * of one workshop (as editor), a PRO person invited who has not joined, a stranger and an
 * anonymous caller. `meeting` is the guest's workshop, `other` a workshop the guest cannot see;
 * both are Private.
 */
export async function teamWorld(app: App) {
  const people = {
    owner: await person(app, 'pro'),
    admin: await person(app, 'pro'),
    editor: await person(app, 'pro'),
    viewer: await person(app, 'pro'),
    guest: await person(app, 'free'),
    invited: await person(app, 'pro'),
    stranger: await person(app, 'pro'),
  };
  const team = await expectOk<Workspace>(
    call(app, 'POST', '/v3/workspaces', people.owner.headers, { name: 'Design team' }),
    201,
  );
  const create = (content: string) =>
    expectOk<Meeting>(
      call(app, 'POST', '/v3/meetings', people.owner.headers, {
        content,
        workspace_uuid: team.uuid,
      }),
      201,
    );
  const meeting = await create('Team workshop\n> Private note\n\n# Welcome\n: 10\n');
  const other = await create('Another workshop\n\n# Plan\n: 20\n');
  const owner = people.owner.headers;
  await inviteAndJoin(app, team.uuid, owner, people.admin, 'admin');
  await inviteAndJoin(app, team.uuid, owner, people.editor, 'editor');
  await inviteAndJoin(app, team.uuid, owner, people.viewer, 'viewer');
  await inviteAndJoin(app, team.uuid, owner, people.guest, 'editor', meeting.uuid);
  await expectOk(
    call(app, 'POST', `/v3/workspaces/${team.uuid}/users`, owner, {
      email: people.invited.email,
      role: 'editor',
    }),
    201,
  );
  const headers: Record<Role, Headers> = {
    owner,
    admin: people.admin.headers,
    editor: people.editor.headers,
    viewer: people.viewer.headers,
    guest: people.guest.headers,
    invited: people.invited.headers,
    stranger: people.stranger.headers,
    anonymous: {},
  };
  return { team, meeting, other, people, headers };
}

export type TeamWorld = Awaited<ReturnType<typeof teamWorld>>;
