import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { users } from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/app.ts';
import { cookieHeader } from '../../test/cookies.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { freePort, signInAtIssuer, startOidcIssuer } from '../../test/oidc-issuer.ts';
import { signUp, TEST_PASSWORD } from '../../test/users.ts';

const publicUrl = 'http://ordo.test';
const client = {
  clientId: 'ordo-test',
  clientSecret: 'a client secret for the test',
  redirectUri: `${publicUrl}/api/auth/callback/oidc`,
  claims: (login: string) => ({ email: `${login}@idp.example`, name: `Person ${login}` }),
};

function oidcEnv(issuer: string) {
  return {
    PUBLIC_URL: publicUrl,
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: client.clientId,
    OIDC_CLIENT_SECRET: client.clientSecret,
    OIDC_NAME: 'Test IdP',
  };
}

/** The whole code flow as a browser runs it: Ordo → provider → Ordo → token. */
async function signInWithProvider(app: App, login: string, next = '/user/settings') {
  const start = await app.inject({
    method: 'GET',
    url: `/v1/users/oidc/start?next=${encodeURIComponent(next)}`,
  });
  expect(start.statusCode).toBe(302);
  const cookies = cookieHeader(start.headers['set-cookie']);
  const callback = await signInAtIssuer(String(start.headers.location), login);
  expect(`${callback.origin}${callback.pathname}`).toBe(client.redirectUri);

  const back = await app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: cookies },
  });
  expect(back.statusCode).toBe(302);
  const landing = new URL(String(back.headers.location), publicUrl);
  expect(landing.pathname).toBe('/user/logged');
  expect(landing.searchParams.get('next')).toBe(next);

  const exchanged = await app.inject({
    method: 'POST',
    url: '/v1/users/token',
    headers: { cookie: cookieHeader(back.headers['set-cookie']) },
  });
  expect(exchanged.statusCode).toBe(200);
  return exchanged.json<{ token: string; user: { id: string; email: string } }>();
}

describe.each(testDatabaseKinds)('OpenID Connect sign-in on %s', (kind) => {
  let app: App;
  let issuer: Awaited<ReturnType<typeof startOidcIssuer>>;
  beforeAll(async () => {
    issuer = await startOidcIssuer(client);
    app = await buildTestApp(kind, oidcEnv(issuer.issuer));
  });
  afterAll(async () => {
    await app.close();
    await issuer.close();
  });

  it('shows the provider on the login page configuration', async () => {
    expect((await app.inject({ method: 'GET', url: '/v1/users/oidc' })).json()).toEqual({
      enabled: true,
      name: 'Test IdP',
      available: true,
    });
    const config = (await app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(config.auth.oidc).toEqual({ enabled: true, name: 'Test IdP' });
  });

  it('completes the code flow, creates the account and signs it in again later', async () => {
    const first = await signInWithProvider(app, `ida-${kind}`);
    expect(first.user).toMatchObject({
      email: `ida-${kind}@idp.example`,
      signInMethods: ['oidc'],
      profile: { fullName: `Person ida-${kind}` },
    });
    const me = await app.inject({
      method: 'GET',
      url: '/v1/users/me',
      headers: { authorization: `Bearer ${first.token}` },
    });
    expect(me.statusCode).toBe(200);

    const second = await signInWithProvider(app, `ida-${kind}`, '/user');
    expect(second.user.id).toBe(first.user.id);
    expect(second.token).not.toBe(first.token);
  });

  it('joins an existing account with the same e-mail once that address is proven', async () => {
    const { user } = await signUp(app, { email: `grace-${kind}@idp.example` });
    // As a magic link or an e-mail confirmation would have done.
    await app.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
    const viaProvider = await signInWithProvider(app, `grace-${kind}`);
    expect(viaProvider.user.id).toBe(user.id);
    expect(viaProvider.user).toMatchObject({ signInMethods: ['password', 'oidc'] });
  });

  it('does not join an account whose address nobody proved (someone may have squatted it)', async () => {
    await signUp(app, { email: `squatted-${kind}@idp.example` });
    const start = await app.inject({ method: 'GET', url: '/v1/users/oidc/start' });
    const callback = await signInAtIssuer(String(start.headers.location), `squatted-${kind}`);
    const back = await app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: cookieHeader(start.headers['set-cookie']) },
    });
    const landing = new URL(String(back.headers.location), publicUrl);
    expect(landing.pathname).toBe('/user/login');
    expect(landing.searchParams.get('error')).toBe('account_not_linked');
    expect(cookieHeader(back.headers['set-cookie'])).not.toMatch(/session_token=[^;]/);
  });

  it('refuses a callback that did not start here (no state cookie)', async () => {
    const start = await app.inject({ method: 'GET', url: '/v1/users/oidc/start' });
    const callback = await signInAtIssuer(String(start.headers.location), `mallory-${kind}`);
    const back = await app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });
    expect(back.statusCode).toBe(302);
    const landing = new URL(String(back.headers.location), publicUrl);
    expect(landing.pathname).toBe('/user/login');
    expect(landing.searchParams.get('error')).toBeTruthy();
    expect(cookieHeader(back.headers['set-cookie'])).not.toMatch(/session_token=[^;]/);
  });
});

describe.each(testDatabaseKinds)(
  'a configured OpenID Connect provider that is down, on %s',
  (kind) => {
    let app: App;
    let port: number;
    let issuer: Awaited<ReturnType<typeof startOidcIssuer>> | undefined;
    beforeAll(async () => {
      port = await freePort();
      app = await buildTestApp(kind, oidcEnv(`http://127.0.0.1:${port}`));
    });
    afterAll(async () => {
      await app.close();
      await issuer?.close();
    });

    it('starts, says the provider is unavailable and keeps password sign-in working', async () => {
      const status = await app.inject({ method: 'GET', url: '/v1/users/oidc' });
      expect(status.json()).toEqual({ enabled: true, name: 'Test IdP', available: false });
      const start = await app.inject({ method: 'GET', url: '/v1/users/oidc/start' });
      expect(start.statusCode).toBe(302);
      expect(start.headers.location).toBe('/user/login?error=provider-unavailable');

      const { email } = await signUp(app);
      const login = await app.inject({
        method: 'POST',
        url: '/v1/users/login',
        payload: { email, password: TEST_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
    });

    it('offers the provider as soon as it answers again', async () => {
      issuer = await startOidcIssuer({ ...client, port });
      const status = await app.inject({ method: 'GET', url: '/v1/users/oidc' });
      expect(status.json().available).toBe(true);
      const signedIn = await signInWithProvider(app, `late-${kind}`);
      expect(signedIn.user.email).toBe(`late-${kind}@idp.example`);
    });
  },
);
