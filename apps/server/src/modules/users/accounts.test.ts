import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authResultSchema, meSchema } from '@ordo/contract';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { signUp, TEST_PASSWORD } from '../../test/users.ts';

describe.each(testDatabaseKinds)('sign-up, sign-in and sign-out on %s', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(kind);
  });
  afterAll(() => app.close());

  const me = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/v1/users/me', headers });

  it('registers with 201, a working token and the profile as given', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/users/register',
      payload: {
        email: '  Ada@Example.COM ',
        password: TEST_PASSWORD,
        fullName: 'Ada Lovelace',
        language: 'fr',
      },
    });
    expect(response.statusCode).toBe(201);
    const body = authResultSchema.parse(response.json());
    expect(body.user).toMatchObject({
      email: 'ada@example.com',
      plan: 'free',
      onboarding: '',
      isAdmin: false,
      signInMethods: ['password'],
      profile: { fullName: 'Ada Lovelace', language: 'fr', photoUrl: null, emailUpdates: false },
    });
    const mine = await me({ authorization: `Bearer ${body.token}` });
    expect(mine.statusCode).toBe(200);
    expect(meSchema.parse(mine.json()).id).toBe(body.user.id);
  });

  it.each([
    ['a short password', { email: 'short@example.com', password: 'only9chrs', fullName: 'A' }],
    ['no name', { email: 'noname@example.com', password: TEST_PASSWORD, fullName: ' ' }],
    ['a bad e-mail', { email: 'not-an-email', password: TEST_PASSWORD, fullName: 'A' }],
    [
      'an unknown field',
      { email: 'x@example.com', password: TEST_PASSWORD, fullName: 'A', plan: 'pro' },
    ],
  ])('refuses to register with %s (400, no account)', async (_case, payload) => {
    const response = await app.inject({ method: 'POST', url: '/v1/users/register', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    const login = await app.inject({
      method: 'POST',
      url: '/v1/users/login',
      payload: { email: payload.email, password: payload.password },
    });
    expect(login.statusCode).not.toBe(200);
  });

  it('refuses a second account for the same e-mail with 409 EMAIL_TAKEN', async () => {
    const { email } = await signUp(app);
    const again = await app.inject({
      method: 'POST',
      url: '/v1/users/register',
      payload: { email: email.toUpperCase(), password: TEST_PASSWORD, fullName: 'Copy' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('EMAIL_TAKEN');
  });

  it('logs in with the password, whatever the case of the e-mail', async () => {
    const { email, user } = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/v1/users/login',
      payload: { email: email.toUpperCase(), password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const body = authResultSchema.parse(response.json());
    expect(body.user.id).toBe(user.id);
    expect((await me({ authorization: `Bearer ${body.token}` })).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail alike: 401 INVALID_CREDENTIALS', async () => {
    const { email } = await signUp(app);
    const wrongPassword = await app.inject({
      method: 'POST',
      url: '/v1/users/login',
      payload: { email, password: 'not the password at all' },
    });
    const unknownEmail = await app.inject({
      method: 'POST',
      url: '/v1/users/login',
      payload: { email: 'nobody-here@example.com', password: 'not the password at all' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(wrongPassword.json().code).toBe('INVALID_CREDENTIALS');
  });

  it.each([
    ['no token', {}],
    ['a made-up token', { authorization: 'Bearer made-up-token' }],
    ['another scheme', { authorization: 'Basic YTpi' }],
  ])('refuses /v1/users/me with %s: 401 UNAUTHENTICATED', async (_case, headers) => {
    const response = await me(headers);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });

  it('answers a signed-out change with 401 before looking at its body', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/v1/users/me',
      payload: { fullName: '', plan: 'pro' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });

  it('extends a session while it is in use', async () => {
    const { headers, token } = await signUp(app);
    const expiry = async () =>
      (
        await app.database.rows<{ expires_at: string }>(
          sql`select expires_at from sessions where token = ${token}`,
        )
      )[0]?.expires_at;
    // As if the session had last been extended four weeks ago: two days left.
    await app.database.rows(
      sql`update sessions set expires_at = now() + interval '2 days' where token = ${token}`,
    );
    expect((await me(headers)).statusCode).toBe(200);
    const daysLeft = (new Date(String(await expiry())).getTime() - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(29);
  });

  it('refuses an expired session', async () => {
    const { headers, token } = await signUp(app);
    await app.database.rows(
      sql`update sessions set expires_at = now() - interval '1 minute' where token = ${token}`,
    );
    expect((await me(headers)).statusCode).toBe(401);
  });

  it('revokes the token at logout, and only that one', async () => {
    const { email, headers } = await signUp(app);
    const other = await app.inject({
      method: 'POST',
      url: '/v1/users/login',
      payload: { email, password: TEST_PASSWORD },
    });
    const logout = await app.inject({ method: 'POST', url: '/v1/users/logout', headers });
    expect(logout.statusCode).toBe(204);
    expect((await me(headers)).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${other.json().token}` })).statusCode).toBe(200);
  });

  it('documents the account endpoints in OpenAPI', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/v1/users/register',
        '/v1/users/login',
        '/v1/users/logout',
        '/v1/users/data',
        '/v1/users/me',
        '/v2/public/users/{id}',
        '/v1/admin/users/{id}',
      ]),
    );
    expect(document.paths['/v1/users/me'].get.security).toEqual([{ bearer: [] }]);
  });
});
