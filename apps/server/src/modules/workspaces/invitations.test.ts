import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Workspace, WorkspaceMember } from '@ordo/contract';
import type { App } from '../../app.ts';
import { users } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { startSmtpInbox } from '../../test/smtp-inbox.ts';
import { signUp } from '../../test/users.ts';
import { call, invitationTokenIn, person, type Person } from './testing.ts';

const PUBLIC_URL = 'https://ordo.example.org';

describe.each(testDatabaseKinds)('teamspace invitations by e-mail on %s', (kind) => {
  let app: App;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let owner: Person;
  let team: Workspace;
  const members = async () =>
    (
      await call<{ items: WorkspaceMember[] }>(
        app,
        'GET',
        `/v3/workspaces/${team.uuid}/users`,
        owner.headers,
      )
    ).body.items;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    app = await buildTestApp(kind, { SMTP_URL: inbox.url, PUBLIC_URL });
    owner = await person(app, 'pro');
    team = (await call<Workspace>(app, 'POST', '/v3/workspaces', owner.headers, { name: 'Ops' }))
      .body;
  });
  afterAll(async () => {
    await app.close();
    await inbox.close();
  });

  it('invites an address without an account, in French, with a link to the team; they sign up and join through it', async () => {
    const email = `newcomer-${kind}@example.com`;
    const added = await app.inject({
      method: 'POST',
      url: `/v3/workspaces/${team.uuid}/users`,
      headers: { ...owner.headers, 'accept-language': 'fr-FR' },
      payload: { email, role: 'editor' },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ email, state: 'invited', existingAccount: false });

    const mail = await inbox.mailTo(email);
    expect(mail.subject).toContain('«\u00A0Ops\u00A0»');
    expect(mail.text).toContain(`${PUBLIC_URL}/user/workspace/${team.uuid}?invitation=`);
    expect(mail.text).toContain('créez votre compte');
    expect(mail.text).toContain('pendant 14 jours');

    const twice = await call(app, 'POST', `/v3/workspaces/${team.uuid}/users`, owner.headers, {
      email: email.toUpperCase(),
      role: 'viewer',
    });
    expect(twice).toMatchObject({ status: 409, body: { code: 'MEMBER_EXISTS' } });

    // Following the link: sign up with the invited address and accept with the link's token.
    // The new account's address is not verified, so its list shows nothing of the team.
    const newcomer = await signUp(app, { email });
    const list = await call<{ items: Workspace[] }>(app, 'GET', '/v3/workspaces', newcomer.headers);
    expect(list.body.items).toEqual([]);
    await app.database.db.update(users).set({ plan: 'pro' }).where(eq(users.id, newcomer.user.id));
    const joined = await call<Workspace>(
      app,
      'POST',
      `/v3/workspaces/${team.uuid}/join`,
      newcomer.headers,
      { invitation: invitationTokenIn(mail.text) },
    );
    expect(joined.body).toMatchObject({ state: 'member', role: 'editor' });
    expect((await members()).find((member) => member.email === email)).toMatchObject({
      state: 'member',
      existingAccount: true,
      fullname: 'Test User',
    });
  });

  it('invites someone with an account in English and re-sends on demand', async () => {
    const known = await person(app, 'pro');
    const added = await call<WorkspaceMember>(
      app,
      'POST',
      `/v3/workspaces/${team.uuid}/users`,
      owner.headers,
      { email: known.email, role: 'viewer' },
    );
    expect(added.body.existingAccount).toBe(true);
    const first = await inbox.mailTo(known.email);
    expect(first.subject).toContain('invites you to the teamspace "Ops"');
    expect(first.text).toContain(`sign in with ${known.email}`);

    const resent = await call(
      app,
      'POST',
      `/v3/workspaces/${team.uuid}/users/invite`,
      owner.headers,
      {
        token: added.body.token,
      },
    );
    expect(resent.status).toBe(200);
    const second = await inbox.mailTo(known.email);
    expect(second.text).toContain(`${PUBLIC_URL}/user/workspace/${team.uuid}?invitation=`);

    const joined = await call(app, 'POST', `/v3/workspaces/${team.uuid}/join`, known.headers, {
      invitation: invitationTokenIn(second.text),
    });
    expect(joined.status).toBe(200);
    const again = await call(
      app,
      'POST',
      `/v3/workspaces/${team.uuid}/users/invite`,
      owner.headers,
      {
        token: added.body.token,
      },
    );
    expect(again).toMatchObject({ status: 409, body: { code: 'MEMBER_EXISTS' } });
  });

  it('refuses bad input with a clear 400 and adds no one', async () => {
    const before = (await members()).length;
    for (const payload of [
      { email: 'not an address', role: 'editor' },
      { email: 'someone@example.com', role: 'owner' },
      { email: 'someone@example.com', role: 'editor', meetingUuid: crypto.randomUUID() },
    ]) {
      const result = await call(
        app,
        'POST',
        `/v3/workspaces/${team.uuid}/users`,
        owner.headers,
        payload,
      );
      expect(result.status, JSON.stringify(payload)).toBe(400);
      expect(result.body).toHaveProperty('code');
    }
    expect(await members()).toHaveLength(before);
  });
});
