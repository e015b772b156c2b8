import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WorkspaceMember } from '@ordo/contract';
import { users } from '../../db/schema/index.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { signUp, TEST_PASSWORD } from '../../test/users.ts';
import { createShared, type Headers } from '../sharing/testing.ts';
import { call, teamWorld } from '../workspaces/testing.ts';
import {
  cockpitFor,
  command,
  countStates,
  disconnectedSoon,
  forbidden,
  revokedSoon,
  tokenOf,
} from './rights-testing.ts';
import { AGENDA, liveTestServer } from './testing.ts';

const ADMIN = 'rights-admin@example.com';

/** DESIGN §9 "Live rights": what the account and its teams allow now, not at connection. */
describe.each(testDatabaseKinds)('live rights follow the account, now, on %s', (kind) => {
  const server = liveTestServer(kind, { ADMIN_EMAIL: ADMIN });
  const client = server.client;
  let admin: Headers;
  beforeAll(async () => {
    const account = await signUp(server.app, { email: ADMIN });
    // The admin flag needs a proven address; the mail round trip is tested elsewhere.
    await server.app.database.db
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.id, account.user.id));
    admin = account.headers;
  }, 60_000);

  const cockpitOf = cockpitFor(client);

  it('logout: a cockpit on a Public meeting is downgraded to viewer at once', async () => {
    const owner = await signUp(server.app);
    const meeting = await createShared(server.app, owner.headers, {
      content: AGENDA,
      visibility: 'Public',
    });
    const cockpit = await cockpitOf(owner.headers, meeting.uuid);

    const revoked = revokedSoon(cockpit);
    const out = await server.app.inject({
      method: 'POST',
      url: '/v1/users/logout',
      headers: owner.headers,
    });
    expect(out.statusCode).toBe(204);
    expect(await revoked).toEqual({
      code: 'UNAUTHENTICATED',
      message: expect.any(String),
      role: 'viewer',
    });
    expect(await command(cockpit, meeting.uuid)).toMatchObject(forbidden);
    expect(await cockpit.emitWithAck('join', { meetingId: meeting.uuid })).toMatchObject({
      ok: true,
      role: 'viewer',
    });
  });

  it('sign out everywhere: every socket of the account on a Private meeting is told and cut', async () => {
    const owner = await signUp(server.app);
    const meeting = await createShared(server.app, owner.headers, {
      content: AGENDA,
      visibility: 'Private',
    });
    const cockpits = [
      await cockpitOf(owner.headers, meeting.uuid),
      await cockpitOf(owner.headers, meeting.uuid),
    ];
    const revoked = cockpits.map(revokedSoon);
    const gone = cockpits.map(disconnectedSoon);

    const out = await server.app.inject({
      method: 'DELETE',
      url: '/v1/users/me/sessions',
      headers: owner.headers,
    });
    expect(out.statusCode).toBe(204);
    for (const event of await Promise.all(revoked)) {
      expect(event).toMatchObject({ code: 'UNAUTHENTICATED', role: null });
    }
    expect(await Promise.all(gone)).toEqual(['io server disconnect', 'io server disconnect']);
  });

  it('a password change keeps the device that changed it and cuts the other sessions', async () => {
    const owner = await signUp(server.app);
    const login = await server.app.inject({
      method: 'POST',
      url: '/v1/users/login',
      payload: { email: owner.email, password: TEST_PASSWORD },
    });
    const other = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
    const meeting = await createShared(server.app, owner.headers, {
      content: AGENDA,
      visibility: 'Private',
    });
    const here = await cockpitOf(owner.headers, meeting.uuid);
    const there = await cockpitOf(other, meeting.uuid);
    let hereRevoked = false;
    here.on('revoked', () => (hereRevoked = true));
    const gone = disconnectedSoon(there);
    const revoked = revokedSoon(there);

    const changed = await server.app.inject({
      method: 'PUT',
      url: '/v1/users/me/password',
      headers: owner.headers,
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'another long password' },
    });
    expect(changed.statusCode).toBe(204);
    expect(await revoked).toMatchObject({ code: 'UNAUTHENTICATED', role: null });
    expect(await gone).toBe('io server disconnect');
    expect(await command(here, meeting.uuid)).toMatchObject({ ok: true });
    expect(hereRevoked).toBe(false);
  });

  it('a password reset through the mailed link cuts every socket of the account', async () => {
    const owner = await signUp(server.app);
    const meeting = await createShared(server.app, owner.headers, {
      content: AGENDA,
      visibility: 'Private',
    });
    const cockpit = await cockpitOf(owner.headers, meeting.uuid);
    const revoked = revokedSoon(cockpit);
    await server.app.inject({
      method: 'POST',
      url: '/v1/users/password/forgot',
      payload: { email: owner.email },
    });
    // Without SMTP_URL the mail waits in the outbox: what the link in it carries.
    const [mail] = await server.app.database.rows<{ text_body: string }>(
      sql`select text_body from mail_outbox where to_address = ${owner.email} order by created_at desc limit 1`,
    );
    const token = /[?&]reset=([^\s&]+)/.exec(mail?.text_body ?? '')?.[1] ?? '';

    const reset = await server.app.inject({
      method: 'POST',
      url: '/v1/users/password/reset',
      payload: { token: decodeURIComponent(token), password: 'a brand new password' },
    });
    expect(reset.statusCode).toBe(204);
    expect(await revoked).toMatchObject({ code: 'UNAUTHENTICATED', role: null });
  });

  describe('in a teamspace', () => {
    let world: Awaited<ReturnType<typeof teamWorld>>;
    beforeAll(async () => {
      world = await teamWorld(server.app);
    }, 60_000);
    const memberToken = async (email: string) => {
      const list = await call<{ items: WorkspaceMember[] }>(
        server.app,
        'GET',
        `/v3/workspaces/${world.team.uuid}/users`,
        world.headers.owner,
      );
      const member = list.body.items.find((item) => item.email === email);
      if (!member) throw new Error(`${email} is not in the team`);
      return member.token;
    };

    it('demotion to viewer: the very next command is refused, the cockpit only watches', async () => {
      const meetingId = world.meeting.uuid;
      const cockpit = await cockpitOf(world.headers.editor, meetingId);
      const revoked = revokedSoon(cockpit);
      const token = await memberToken(world.people.editor.email);

      const demoted = await call(
        server.app,
        'PUT',
        `/v3/workspaces/${world.team.uuid}/users/${token}`,
        world.headers.owner,
        { role: 'viewer' },
      );
      expect(demoted.status).toBe(200);
      // Sent before the device heard anything: the cached role is not trusted any more.
      expect(await command(cockpit, meetingId)).toMatchObject(forbidden);
      expect(await revoked).toMatchObject({ code: 'FORBIDDEN', role: 'viewer' });
      expect(cockpit.connected).toBe(true);
      expect(await cockpit.emitWithAck('join', { meetingId })).toMatchObject({
        ok: true,
        role: 'viewer',
      });
    });

    it('demotion relists a cockpit as a public screen in the other cockpits’ device list', async () => {
      const meetingId = world.meeting.uuid;
      const seat = `/v3/workspaces/${world.team.uuid}/users/${await memberToken(world.people.editor.email)}`;
      // An editor again (the test before demoted them).
      await call(server.app, 'PUT', seat, world.headers.owner, { role: 'editor' });
      const owner = await cockpitOf(world.headers.owner, meetingId);
      const editor = await client({ token: tokenOf(world.headers.editor) });
      const joined = (await editor.emitWithAck('join', {
        meetingId,
        device: { id: 'editor-laptop', kind: 'cockpit', name: 'Laptop' },
      })) as { ok: boolean; deviceId?: string };
      expect(joined).toMatchObject({ ok: true, role: 'controller' });
      const listedAs = (kind: string) =>
        new Promise<void>((resolve) => {
          const onDevices = (event: { upserted: { id: string; kind: string }[] }) => {
            if (!event.upserted.some((d) => d.id === joined.deviceId && d.kind === kind)) return;
            owner.off('devices', onDevices);
            resolve();
          };
          owner.on('devices', onDevices);
        });
      await listedAs('cockpit');
      const relisted = listedAs('public');
      const revoked = revokedSoon(editor);

      const demoted = await call(server.app, 'PUT', seat, world.headers.owner, { role: 'viewer' });
      expect(demoted.status).toBe(200);
      expect(await revoked).toMatchObject({ role: 'viewer' });
      await relisted;
    });

    it('removal: the member is cut from a Private workshop and hears no more states', async () => {
      const meetingId = world.meeting.uuid;
      const cockpit = await cockpitOf(world.headers.admin, meetingId);
      const owner = await cockpitOf(world.headers.owner, meetingId);
      const revoked = revokedSoon(cockpit);
      const gone = disconnectedSoon(cockpit);
      const states = countStates(cockpit);
      const token = await memberToken(world.people.admin.email);

      const removed = await call(
        server.app,
        'DELETE',
        `/v3/workspaces/${world.team.uuid}/users/${token}`,
        world.headers.owner,
      );
      expect(removed.status).toBe(204);
      expect(await revoked).toMatchObject({ code: 'MEETING_NOT_FOUND', role: null });
      expect(await gone).toBe('io server disconnect');
      expect(await command(owner, meetingId)).toMatchObject({ ok: true });
      expect(states()).toBe(0);
    });
  });

  it('team closing: its editors drive nothing once the owner is back on the free plan', async () => {
    const world = await teamWorld(server.app);
    const meetingId = world.meeting.uuid;
    const cockpit = await cockpitOf(world.headers.editor, meetingId);
    const revoked = revokedSoon(cockpit);

    const freed = await server.app.inject({
      method: 'PUT',
      url: `/v1/admin/users/${world.people.owner.userId}`,
      headers: admin,
      payload: { plan: 'free' },
    });
    expect(freed.statusCode).toBe(200);
    expect(await revoked).toMatchObject({ code: 'WORKSPACE_CLOSED', role: 'viewer' });
    expect(await command(cockpit, meetingId)).toMatchObject(forbidden);
  }, 60_000);

  it('account deletion: its cockpit and the devices following its meeting are cut', async () => {
    const owner = await signUp(server.app);
    const meeting = await createShared(server.app, owner.headers, {
      content: AGENDA,
      visibility: 'Public',
    });
    const cockpit = await cockpitOf(owner.headers, meeting.uuid);
    const stage = await client();
    expect(await stage.emitWithAck('join', { meetingId: meeting.uuid })).toMatchObject({
      ok: true,
    });
    const revoked = [revokedSoon(cockpit), revokedSoon(stage)];
    const gone = [disconnectedSoon(cockpit), disconnectedSoon(stage)];

    const deleted = await server.app.inject({
      method: 'DELETE',
      url: '/v1/users/me',
      headers: owner.headers,
      payload: { confirm: true },
    });
    expect(deleted.statusCode).toBe(204);
    const [cockpitEvent, stageEvent] = await Promise.all(revoked);
    expect(cockpitEvent).toMatchObject({ code: 'UNAUTHENTICATED', role: null });
    expect(stageEvent).toMatchObject({ code: 'MEETING_NOT_FOUND', role: null });
    expect(await Promise.all(gone)).toEqual(['io server disconnect', 'io server disconnect']);
  });
});
