import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { signUp, TEST_PASSWORD } from '../../test/users.ts';

const PER_ADDRESS_AND_CLIENT = 3;
const PER_ADDRESS = 6;
const ATTACKER = '203.0.113.66';
const OWNER = '198.51.100.10';

describe.each(testDatabaseKinds)('guessing a password on %s', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(kind, {
      RATE_LIMIT_SIGN_IN_PER_ADDRESS_AND_CLIENT: String(PER_ADDRESS_AND_CLIENT),
      RATE_LIMIT_SIGN_IN_PER_ADDRESS: String(PER_ADDRESS),
    });
  });
  afterAll(() => app.close());

  const login = (email: string, password: string, ip: string) =>
    app.inject({
      method: 'POST',
      url: '/v1/users/login',
      payload: { email, password },
      remoteAddress: ip,
    });

  it('stops one client guessing one address, while the owner on their device still signs in', async () => {
    const { email } = await signUp(app);
    for (let index = 0; index < PER_ADDRESS_AND_CLIENT; index += 1) {
      expect((await login(email, 'a wrong password', ATTACKER)).statusCode).toBe(401);
    }
    const blocked = await login(email, TEST_PASSWORD, ATTACKER);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED', retryAfter: expect.any(Number) });
    expect(Number(blocked.headers['retry-after'])).toBe(blocked.json().retryAfter);
    expect((await login(email, TEST_PASSWORD, OWNER)).statusCode).toBe(200);
  });

  it('does not count right passwords', async () => {
    const { email } = await signUp(app);
    for (let index = 0; index < PER_ADDRESS_AND_CLIENT + 2; index += 1) {
      expect((await login(email, TEST_PASSWORD, OWNER)).statusCode).toBe(200);
    }
  });

  it('stops guessing spread over many clients at the per-address ceiling, for every client', async () => {
    const { email } = await signUp(app);
    for (let index = 0; index < PER_ADDRESS; index += 1) {
      expect((await login(email, 'a wrong password', `192.0.2.${index + 1}`)).statusCode).toBe(401);
    }
    expect((await login(email, TEST_PASSWORD, '192.0.2.200')).statusCode).toBe(429);
    expect((await login(email, TEST_PASSWORD, OWNER)).statusCode).toBe(429);
  });

  it.each([
    [
      'changing the password',
      '/v1/users/me/password',
      (password: string) => ({ currentPassword: password, newPassword: 'another long password' }),
    ],
    [
      'changing the e-mail',
      '/v1/users/me/email',
      (password: string) => ({
        email: `moved-${password.length}-${Math.random()}@example.com`,
        password,
      }),
    ],
  ])('counts wrong current passwords when %s, like sign-in', async (_name, url, payload) => {
    const { email, headers } = await signUp(app);
    const change = (password: string, ip: string) =>
      app.inject({ method: 'PUT', url, headers, payload: payload(password), remoteAddress: ip });
    for (let index = 0; index < PER_ADDRESS_AND_CLIENT; index += 1) {
      expect((await change('a wrong password', ATTACKER)).statusCode).toBe(401);
    }
    // The right password no longer helps from this client, and nothing changed.
    const blocked = await change(TEST_PASSWORD, ATTACKER);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('RATE_LIMITED');
    const me = await app.inject({ method: 'GET', url: '/v1/users/me', headers });
    expect(me.json().email).toBe(email);
    // One budget per address: sign-in from that client is refused too.
    expect((await login(email, TEST_PASSWORD, ATTACKER)).statusCode).toBe(429);
    expect((await login(email, TEST_PASSWORD, OWNER)).statusCode).toBe(200);
  });
});

describe('guessing a password behind a proxy (TRUST_PROXY lists it)', () => {
  let app: App;
  const PROXY = '10.0.0.5';
  beforeAll(async () => {
    app = await buildTestApp('pglite', {
      TRUST_PROXY: '10.0.0.0/8',
      RATE_LIMIT_SIGN_IN_PER_ADDRESS_AND_CLIENT: String(PER_ADDRESS_AND_CLIENT),
      RATE_LIMIT_SIGN_IN_PER_ADDRESS: String(PER_ADDRESS),
    });
  });
  afterAll(() => app.close());

  /** A request through the proxy, which appends the address it saw to X-Forwarded-For. */
  const login = (email: string, password: string, client: string, forged?: string) =>
    app.inject({
      method: 'POST',
      url: '/v1/users/login',
      payload: { email, password },
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': forged ? `${forged}, ${client}` : client },
    });

  it('counts the client the proxy saw, whatever address the client wrote itself', async () => {
    const { email } = await signUp(app);
    for (let index = 0; index < PER_ADDRESS_AND_CLIENT; index += 1) {
      const guess = await login(email, 'a wrong password', ATTACKER, `192.0.2.${index + 1}`);
      expect(guess.statusCode).toBe(401);
    }
    const forged = await login(email, 'a wrong password', ATTACKER, '192.0.2.99');
    expect(forged.statusCode).toBe(429);
    // The owner, behind the same proxy, is another client.
    expect((await login(email, TEST_PASSWORD, OWNER)).statusCode).toBe(200);
  });
});
