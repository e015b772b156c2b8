import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { signInByMagicLink } from '../../test/magic-link.ts';
import { signUp, TEST_PASSWORD } from '../../test/users.ts';

const ADMIN = 'boss@example.com';

describe.each(testDatabaseKinds)('claiming the ADMIN_EMAIL account on %s', (kind) => {
  let app: App;
  let victim: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    app = await buildTestApp(kind, { ADMIN_EMAIL: ADMIN });
    victim = await signUp(app);
  });
  afterAll(() => app.close());

  const me = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/v1/users/me', headers });
  const setPlan = (headers: Record<string, string>) =>
    app.inject({
      method: 'PUT',
      url: `/v1/admin/users/${victim.user.id}`,
      headers,
      payload: { plan: 'pro' },
    });
  const planOfVictim = async () => (await me(victim.headers)).json().plan;

  it('grants nothing to whoever registers the address without proving it', async () => {
    const squatter = await signUp(app, { email: ADMIN });
    expect((await me(squatter.headers)).json()).toMatchObject({
      emailVerified: false,
      isAdmin: false,
    });
    expect((await setPlan(squatter.headers)).statusCode).toBe(403);
    expect(await planOfVictim()).toBe('free');
  });

  it('makes the owner admin once a link mailed to the address is opened, and locks the squatter out', async () => {
    const owner = await signInByMagicLink(app, ADMIN);
    expect(owner.user.emailVerified).toBe(true);
    expect((await me(owner.headers)).json().isAdmin).toBe(true);
    expect((await setPlan(owner.headers)).statusCode).toBe(200);
    expect(await planOfVictim()).toBe('pro');
    // Whoever registered the address first loses the password they chose.
    const squatterLogin = await app.inject({
      method: 'POST',
      url: '/v1/users/login',
      payload: { email: ADMIN, password: TEST_PASSWORD },
    });
    expect(squatterLogin.statusCode).toBe(401);
  });
});

describe.each(testDatabaseKinds)('changing an address to ADMIN_EMAIL on %s', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(kind, { ADMIN_EMAIL: ADMIN });
  });
  afterAll(() => app.close());

  it('leaves the new address unverified and the account without admin rights', async () => {
    const member = await signUp(app);
    const target = await signUp(app);
    const changed = await app.inject({
      method: 'PUT',
      url: '/v1/users/me/email',
      headers: member.headers,
      payload: { email: ADMIN, password: TEST_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ email: ADMIN, emailVerified: false, isAdmin: false });
    const byMember = await app.inject({
      method: 'PUT',
      url: `/v1/admin/users/${target.user.id}`,
      headers: member.headers,
      payload: { plan: 'pro' },
    });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().code).toBe('FORBIDDEN');
  });
});
