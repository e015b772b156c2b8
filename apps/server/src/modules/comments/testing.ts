import type { Meeting, Workspace } from '@ordo/contract';
import type { App } from '../../app.ts';
import type { startSmtpInbox } from '../../test/smtp-inbox.ts';
import {
  call,
  invitationTokenIn,
  person,
  type Headers,
  type Person,
} from '../workspaces/testing.ts';

type Inbox = Awaited<ReturnType<typeof startSmtpInbox>>;

async function ok<T>(promise: Promise<{ status: number; body: T }>): Promise<T> {
  const result = await promise;
  if (result.status >= 300) throw new Error(`${result.status} ${JSON.stringify(result.body)}`);
  return result.body;
}

/**
 * `teamWorld` of the workspaces tests for an app whose mail goes to a real SMTP inbox: a PRO
 * owner, an editor, a viewer, a guest of `meeting` and a stranger; every invitation accepted
 * through the link of its e-mail, as a person would.
 */
export async function smtpTeamWorld(app: App, inbox: Inbox) {
  const people = {
    owner: await person(app, 'pro'),
    editor: await person(app, 'pro'),
    viewer: await person(app, 'pro'),
    guest: await person(app, 'free'),
    stranger: await person(app, 'pro'),
  };
  const owner = people.owner.headers;
  const team = await ok(call<Workspace>(app, 'POST', '/v3/workspaces', owner, { name: 'Design' }));
  const create = (content: string) =>
    ok(call<Meeting>(app, 'POST', '/v3/meetings', owner, { content, workspace_uuid: team.uuid }));
  const meeting = await create('Team workshop\n\n# Welcome\n: 10\n');
  const other = await create('Another workshop\n\n# Plan\n: 20\n');
  const join = async (who: Person, role: 'editor' | 'viewer', meetingUuid?: string) => {
    await ok(
      call(app, 'POST', `/v3/workspaces/${team.uuid}/users`, owner, {
        email: who.email,
        role,
        ...(meetingUuid ? { meetingUuid } : {}),
      }),
    );
    const invitation = invitationTokenIn((await inbox.mailTo(who.email)).text);
    await ok(call(app, 'POST', `/v3/workspaces/${team.uuid}/join`, who.headers, { invitation }));
  };
  await join(people.editor, 'editor');
  await join(people.viewer, 'viewer');
  await join(people.guest, 'editor', meeting.uuid);
  const headers: Record<keyof typeof people | 'anonymous', Headers> = {
    owner,
    editor: people.editor.headers,
    viewer: people.viewer.headers,
    guest: people.guest.headers,
    stranger: people.stranger.headers,
    anonymous: {},
  };
  return { team, meeting, other, people, headers };
}

export type SmtpTeamWorld = Awaited<ReturnType<typeof smtpTeamWorld>>;
