import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { signInByMagicLink } from '../../test/magic-link.ts';
import { signUp, TEST_PASSWORD } from '../../test/users.ts';

describe.each(testDatabaseKinds)('account settings on %s', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(kind, { ADMIN_EMAIL: 'Boss@Example.com' });
  });
  afterAll(() => app.close());

  const me = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/v1/users/me', headers });

  it('deletes the account only with { confirm: true }', async () => {
    const { email, headers } = await signUp(app);
    const other = await signUp(app);
    const created = await app.inject({
      method: 'POST',
      url: '/v3/meetings',
      headers,
      payload: { content: 'Mine\n# One\n: 5\n' },
    });
    const theirs = await app.inject({
      method: 'POST',
      url: '/v3/meetings',
      headers: other.headers,
      payload: { content: 'Theirs\n' },
    });
    const meetingCount = async () =>
      (await app.database.rows<{ n: number }>(sql`select count(*)::int as n from meetings`))[0]?.n;
    const before = await meetingCount();
    for (const payload of [undefined, {}, { confirm: false }, { confirm: 'yes' }]) {
      const refused = await app.inject({ method: 'DELETE', url: '/v1/users/me', headers, payload });
      expect(refused.statusCode).toBe(400);
      expect((await me(headers)).statusCode).toBe(200);
    }
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/v1/users/me',
      headers,
      payload: { confirm: true },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await me(headers)).statusCode).toBe(401);
    // Their meetings went with them; other people's stayed.
    expect(created.statusCode).toBe(201);
    expect(await meetingCount()).toBe((before ?? 0) - 1);
    const kept = await app.inject({
      method: 'GET',
      url: `/v3/meetings/${theirs.json().uuid}`,
      headers: other.headers,
    });
    expect(kept.statusCode).toBe(200);
    const login = await app.inject({
      method: 'POST',
      url: '/v1/users/login',
      payload: { email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    // The address is free again.
    expect((await signUp(app, { email })).user.email).toBe(email);
  });

  it('changes the password, keeps this device signed in and signs out the others', async () => {
    const { email, headers } = await signUp(app);
    const elsewhere = {
      authorization: `Bearer ${(await app.inject({ method: 'POST', url: '/v1/users/login', payload: { email, password: TEST_PASSWORD } })).json().token}`,
    };
    const wrong = await app.inject({
      method: 'PUT',
      url: '/v1/users/me/password',
      headers,
      payload: { currentPassword: 'not my password!', newPassword: 'a brand new password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
    expect((await me(elsewhere)).statusCode).toBe(200);

    const changed = await app.inject({
      method: 'PUT',
      url: '/v1/users/me/password',
      headers,
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'a brand new password' },
    });
    expect(changed.statusCode).toBe(204);
    expect((await me(headers)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    const login = (password: string) =>
      app.inject({ method: 'POST', url: '/v1/users/login', payload: { email, password } });
    expect((await login(TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login('a brand new password')).statusCode).toBe(200);
  });

  it('signs out of all devices', async () => {
    const { email, headers } = await signUp(app);
    const second = await app.inject({
      method: 'POST',
      url: '/v1/users/login',
      payload: { email, password: TEST_PASSWORD },
    });
    const response = await app.inject({ method: 'DELETE', url: '/v1/users/me/sessions', headers });
    expect(response.statusCode).toBe(204);
    expect((await me(headers)).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${second.json().token}` })).statusCode).toBe(401);
  });

  it('changes the e-mail with the password, and refuses one already taken', async () => {
    const { headers } = await signUp(app);
    const { email: taken } = await signUp(app);
    const refused = await app.inject({
      method: 'PUT',
      url: '/v1/users/me/email',
      headers,
      payload: { email: taken, password: TEST_PASSWORD },
    });
    expect(refused.statusCode).toBe(409);
    const wrongPassword = await app.inject({
      method: 'PUT',
      url: '/v1/users/me/email',
      headers,
      payload: { email: 'fresh-address@example.com', password: 'not my password!' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    const changed = await app.inject({
      method: 'PUT',
      url: '/v1/users/me/email',
      headers,
      payload: { email: 'Fresh-Address@example.com', password: TEST_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      email: 'fresh-address@example.com',
      emailVerified: false,
    });
    const login = await app.inject({
      method: 'POST',
      url: '/v1/users/login',
      payload: { email: 'fresh-address@example.com', password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('lets the ADMIN_EMAIL account set plans, and nobody else', async () => {
    // Admin rights need the address proven: the magic link does it (admin-claim.test.ts).
    const admin = await signInByMagicLink(app, 'boss@example.com');
    const member = await signUp(app);
    expect((await me(admin.headers)).json().isAdmin).toBe(true);
    expect((await me(member.headers)).json().isAdmin).toBe(false);

    const byMember = await app.inject({
      method: 'PUT',
      url: `/v1/admin/users/${member.user.id}`,
      headers: member.headers,
      payload: { plan: 'pro' },
    });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().code).toBe('FORBIDDEN');

    const byAdmin = await app.inject({
      method: 'PUT',
      url: `/v1/admin/users/${member.user.id}`,
      headers: admin.headers,
      payload: { plan: 'pro' },
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toEqual({ id: member.user.id, email: member.email, plan: 'pro' });
    const data = await app.inject({
      method: 'POST',
      url: '/v1/users/data',
      headers: member.headers,
    });
    expect(data.json().plan.entitlements).toMatchObject({ historyVersions: 100, teamspaces: true });
    expect(data.json().aiQuota.limitMinutes).toBeNull();

    const unknown = await app.inject({
      method: 'PUT',
      url: '/v1/admin/users/00000000-0000-4000-8000-000000000000',
      headers: admin.headers,
      payload: { plan: 'pro' },
    });
    expect(unknown.statusCode).toBe(404);
    const badPlan = await app.inject({
      method: 'PUT',
      url: `/v1/admin/users/${member.user.id}`,
      headers: admin.headers,
      payload: { plan: 'gold' },
    });
    expect(badPlan.statusCode).toBe(400);
  });
});
