import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { signUp, TEST_PASSWORD } from '../../test/users.ts';

const perAddress = 3;
const perClient = 5;

describe.each(testDatabaseKinds)('sign-in rate limits on %s', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(kind, {
      RATE_LIMIT_AUTH_WINDOW_SECONDS: '600',
      ...Object.fromEntries(
        ['SIGN_IN', 'SIGN_UP', 'MAGIC_LINK', 'PASSWORD_RESET'].flatMap((action) => [
          [`RATE_LIMIT_${action}_PER_ADDRESS`, String(perAddress)],
          [`RATE_LIMIT_${action}_PER_CLIENT`, String(perClient)],
        ]),
      ),
    });
  });
  afterAll(() => app.close());

  const attempt = (url: string, payload: Record<string, unknown>, ip = '203.0.113.7') =>
    app.inject({ method: 'POST', url, payload, remoteAddress: ip });

  const calls: [string, string, (email: string) => Record<string, unknown>][] = [
    ['sign-in', '/v1/users/login', (email) => ({ email, password: 'a wrong password' })],
    [
      'sign-up',
      '/v1/users/register',
      (email) => ({ email, password: TEST_PASSWORD, fullName: 'Repeat' }),
    ],
    ['magic link', '/v1/users/magic-link', (email) => ({ email })],
    ['password reset', '/v1/users/password/forgot', (email) => ({ email })],
  ];

  it.each(calls)(
    'stops %s after the per-address limit, from any client, with 429 and Retry-After',
    async (_name, url, payload) => {
      const email = `target-${url.replaceAll('/', '-')}@example.com`;
      for (let index = 0; index < perAddress; index += 1) {
        const response = await attempt(url, payload(email), `198.51.100.${index + 1}`);
        expect(response.statusCode).not.toBe(429);
      }
      const blocked = await attempt(url, payload(email), '198.51.100.99');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(blocked.json().retryAfter).toBeGreaterThan(0);
      expect(blocked.json().retryAfter).toBeLessThanOrEqual(600);
      expect(Number(blocked.headers['retry-after'])).toBe(blocked.json().retryAfter);
    },
  );

  it.each(calls)(
    'stops %s after the per-client limit, whatever the address',
    async (_name, url, payload) => {
      const ip = `192.0.2.${url.length}`;
      for (let index = 0; index < perClient; index += 1) {
        const response = await attempt(url, payload(`many-${index}-${url.length}@example.com`), ip);
        expect(response.statusCode).not.toBe(429);
      }
      const blocked = await attempt(url, payload('one-more@example.com'), ip);
      expect(blocked.statusCode).toBe(429);
      // Another client is not held back by this one.
      const elsewhere = await attempt(url, payload('one-more@example.com'), '192.0.2.200');
      expect(elsewhere.statusCode).not.toBe(429);
    },
  );

  it('still signs in a user whose address was not attacked', async () => {
    const { email } = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/v1/users/login',
      payload: { email, password: TEST_PASSWORD },
      remoteAddress: '192.0.2.250',
    });
    expect(response.statusCode).toBe(200);
  });
});
