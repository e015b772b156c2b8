import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Meeting, Workspace } from '@ordo/contract';
import type { App } from '../../app.ts';
import { subscriptions } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { signInByMagicLink } from '../../test/magic-link.ts';
import { call, inviteAndJoin, mailedInvitation, person, teamWorld } from './testing.ts';

const ADMIN = 'admin-teams@example.com';
const DAY = 24 * 60 * 60 * 1000;

describe.each(testDatabaseKinds)('teamspace plans and ownership on %s', (kind) => {
  let app: App;
  let now = new Date('2026-11-23T10:00:00Z');
  let admin: Record<string, string>;

  beforeAll(async () => {
    app = await buildTestApp(kind, { ADMIN_EMAIL: ADMIN }, { clock: () => now });
    admin = (await signInByMagicLink(app, ADMIN)).headers;
  });
  afterAll(() => app.close());

  const setPlan = (userId: string, plan: 'free' | 'pro') =>
    call(app, 'PUT', `/v1/admin/users/${userId}`, admin, { plan });

  it('a free plan cannot create a team, and a free member cannot join; a free guest can', async () => {
    const free = await person(app, 'free');
    const created = await call(app, 'POST', '/v3/workspaces', free.headers, { name: 'Mine' });
    expect(created).toMatchObject({ status: 402, body: { code: 'PRO_REQUIRED' } });

    const world = await teamWorld(app);
    const freeMember = await person(app, 'free');
    const url = `/v3/workspaces/${world.team.uuid}`;
    await call(app, 'POST', `${url}/users`, world.headers.owner, {
      email: freeMember.email,
      role: 'editor',
    });
    const invitation = await mailedInvitation(app, freeMember.email);
    const joined = await call(app, 'POST', `${url}/join`, freeMember.headers, { invitation });
    expect(joined).toMatchObject({ status: 402, body: { code: 'PRO_REQUIRED' } });
    expect((await call(app, 'GET', url, freeMember.headers)).status).toBe(404);
    // The guest of teamWorld is on the free plan and joined: they edit their workshop.
    const guestRead = await call<Meeting>(
      app,
      'GET',
      `/v3/meetings/${world.meeting.uuid}`,
      world.headers.guest,
    );
    expect(guestRead.body.content).toContain('Team workshop');
  }, 60_000);

  it("the owner's PRO lapsing closes the team at once: readable, not editable; renewing reopens it", async () => {
    const world = await teamWorld(app);
    const url = `/v3/workspaces/${world.team.uuid}`;
    const meetingUrl = `/v3/meetings/${world.meeting.uuid}`;
    expect((await setPlan(world.people.owner.userId, 'free')).status).toBe(200);

    const team = await call<Workspace>(app, 'GET', url, world.headers.editor);
    expect(team.body.closed).toBe(true);
    const read = await call<Meeting>(app, 'GET', meetingUrl, world.headers.editor);
    expect(read.status).toBe(200);
    expect(read.body.content).toContain('Private note');
    expect((await call(app, 'GET', `${meetingUrl}/history`, world.headers.admin)).status).toBe(200);

    for (const role of ['owner', 'editor', 'guest'] as const) {
      const edit = await call(app, 'PUT', meetingUrl, world.headers[role], {
        baseVersion: read.body.version,
        content: 'Changed',
      });
      expect(edit, role).toMatchObject({ status: 403, body: { code: 'WORKSPACE_CLOSED' } });
    }
    const run = await call(app, 'POST', `${meetingUrl}/run`, world.headers.editor, {
      type: 'start',
    });
    expect(run).toMatchObject({ status: 403, body: { code: 'WORKSPACE_CLOSED' } });
    const created = await call(app, 'POST', '/v3/meetings', world.headers.editor, {
      workspace_uuid: world.team.uuid,
    });
    expect(created).toMatchObject({ status: 403, body: { code: 'WORKSPACE_CLOSED' } });
    // The owner is told to renew; an admin that the team is closed.
    const byOwner = await call(app, 'POST', `${url}/users`, world.headers.owner, {
      email: 'late@example.com',
      role: 'viewer',
    });
    expect(byOwner).toMatchObject({ status: 402, body: { code: 'PRO_REQUIRED' } });
    const byAdmin = await call(app, 'PUT', url, world.headers.admin, { name: 'New name' });
    expect(byAdmin).toMatchObject({ status: 403, body: { code: 'WORKSPACE_CLOSED' } });
    expect((await call<Meeting>(app, 'GET', meetingUrl, world.headers.owner)).body.version).toBe(
      read.body.version,
    );

    await setPlan(world.people.owner.userId, 'pro');
    expect((await call<Workspace>(app, 'GET', url, world.headers.editor)).body.closed).toBe(false);
    const edit = await call(app, 'PUT', meetingUrl, world.headers.editor, {
      baseVersion: read.body.version,
      content: 'Changed',
    });
    expect(edit.status).toBe(200);
  }, 60_000);

  it('warns of the end of PRO from 7 days before it (clock injected)', async () => {
    const world = await teamWorld(app);
    const url = `/v3/workspaces/${world.team.uuid}`;
    const endsAt = new Date(now.getTime() + 10 * DAY);
    await app.database.db.insert(subscriptions).values({
      userId: world.people.owner.userId,
      provider: 'stripe',
      status: 'active',
      interval: 'month',
      currentPeriodEnd: endsAt,
      cancelAtPeriodEnd: true,
    });
    const before = await call<Workspace>(app, 'GET', url, world.headers.owner);
    expect(before.body).toMatchObject({ proEndsAt: endsAt.toISOString(), proEndingSoon: false });
    const saved = now;
    now = new Date(endsAt.getTime() - 7 * DAY + 60_000);
    try {
      const soon = await call<Workspace>(app, 'GET', url, world.headers.owner);
      expect(soon.body).toMatchObject({ proEndsAt: endsAt.toISOString(), proEndingSoon: true });
    } finally {
      now = saved;
    }
  }, 60_000);

  it('deleting a team puts its workshops in the owner’s trash, restorable', async () => {
    const world = await teamWorld(app);
    const byEditor = await call<Meeting>(app, 'POST', '/v3/meetings', world.headers.editor, {
      content: 'Editor workshop\n\n# One\n: 5\n',
      workspace_uuid: world.team.uuid,
    });
    const removed = await call(
      app,
      'DELETE',
      `/v3/workspaces/${world.team.uuid}`,
      world.headers.owner,
      {
        confirm: true,
      },
    );
    expect(removed.status).toBe(204);
    const trash = await call<{ items: Meeting[] }>(
      app,
      'GET',
      '/v3/meetings?status=DELETED',
      world.headers.owner,
    );
    expect(trash.body.items.map((item) => item.title).sort()).toEqual(
      ['Another workshop', 'Editor workshop', 'Team workshop'].sort(),
    );
    // The editor lost access with the team; the owner restores.
    const meetingUrl = `/v3/meetings/${byEditor.body.uuid}`;
    expect((await call(app, 'GET', meetingUrl, world.headers.editor)).status).toBe(404);
    const current = await call<Meeting>(app, 'GET', meetingUrl, world.headers.owner);
    const restored = await call<Meeting>(app, 'PUT', meetingUrl, world.headers.owner, {
      baseVersion: current.body.version,
      status: 'ACTIVE',
    });
    expect(restored.body).toMatchObject({ status: 'ACTIVE', workspace_uuid: null });
  }, 60_000);

  it("keep_owner moves the team's workshops to the owner's personal space", async () => {
    const world = await teamWorld(app);
    const removed = await call(
      app,
      'DELETE',
      `/v3/workspaces/${world.team.uuid}?behaviour=keep_owner`,
      world.headers.owner,
      { confirm: true },
    );
    expect(removed.status).toBe(204);
    const personal = await call<{ items: Meeting[] }>(
      app,
      'GET',
      '/v3/meetings',
      world.headers.owner,
    );
    const titles = personal.body.items.map((item) => item.title);
    expect(titles).toEqual(expect.arrayContaining(['Team workshop', 'Another workshop']));
    expect(
      personal.body.items.every((item) => item.status === 'ACTIVE' && item.workspace_uuid === null),
    ).toBe(true);
  }, 60_000);

  it('the admin transfers ownership to a PRO member; the former owner may then leave', async () => {
    const world = await teamWorld(app);
    const url = `/v3/workspaces/${world.team.uuid}`;
    const transfer = (ownerId: string, headers = admin) =>
      call<Workspace>(app, 'PUT', `/v1/admin/workspaces/${world.team.uuid}`, headers, { ownerId });
    expect(await transfer(world.people.editor.userId, world.headers.owner)).toMatchObject({
      status: 403,
      body: { code: 'FORBIDDEN' },
    });
    expect((await transfer(world.people.stranger.userId)).status).toBe(400);
    expect(await transfer(world.people.guest.userId)).toMatchObject({ status: 400 });
    const freeMember = await person(app, 'pro');
    await inviteAndJoin(app, world.team.uuid, world.headers.owner, freeMember, 'editor');
    await setPlan(freeMember.userId, 'free');
    expect(await transfer(freeMember.userId)).toMatchObject({
      status: 402,
      body: { code: 'PRO_REQUIRED' },
    });

    const done = await transfer(world.people.editor.userId);
    expect(done.body.owner.id).toBe(world.people.editor.userId);
    const asOldOwner = await call<Workspace>(app, 'GET', url, world.headers.owner);
    expect(asOldOwner.body.role).toBe('admin');
    expect(
      (await call(app, 'POST', `${url}/leave`, world.headers.owner, { confirm: true })).status,
    ).toBe(204);
    const asNewOwner = await call(app, 'POST', `${url}/leave`, world.headers.editor, {
      confirm: true,
    });
    expect(asNewOwner).toMatchObject({ status: 409, body: { code: 'OWNER_MUST_TRANSFER' } });
  }, 60_000);

  it("deleting an account deletes its teams and hands its workshops in others' teams to their owners", async () => {
    const world = await teamWorld(app);
    const editorsWorkshop = await call<Meeting>(app, 'POST', '/v3/meetings', world.headers.editor, {
      content: 'Editor workshop\n\n# One\n: 5\n',
      workspace_uuid: world.team.uuid,
    });
    const editorsOwnTeam = await call<Workspace>(
      app,
      'POST',
      '/v3/workspaces',
      world.headers.editor,
      {
        name: 'Editor team',
      },
    );
    const deleted = await call(app, 'DELETE', '/v1/users/me', world.headers.editor, {
      confirm: true,
    });
    expect(deleted.status).toBeLessThan(300);
    const kept = await call<Meeting>(
      app,
      'GET',
      `/v3/meetings/${editorsWorkshop.body.uuid}`,
      world.headers.owner,
    );
    expect(kept.status).toBe(200);
    expect(kept.body.workspace_uuid).toBe(world.team.uuid);
    const gone = await call(
      app,
      'GET',
      `/v3/workspaces/${editorsOwnTeam.body.uuid}`,
      world.headers.owner,
    );
    expect(gone.status).toBe(404);
    const members = await call<{ items: { email: string }[] }>(
      app,
      'GET',
      `/v3/workspaces/${world.team.uuid}/users`,
      world.headers.owner,
    );
    expect(members.body.items.map((item) => item.email)).not.toContain(world.people.editor.email);
  }, 60_000);
});
