import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { TEST_PASSWORD } from '../../test/users.ts';

describe.each(testDatabaseKinds)('REQUIRE_EMAIL_VERIFICATION=true on %s', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(kind, { REQUIRE_EMAIL_VERIFICATION: 'true' });
  });
  afterAll(() => app.close());

  it('signs a new account in only once its address is confirmed by the e-mailed link', async () => {
    const email = `verify-${kind}@example.com`;
    const registered = await app.inject({
      method: 'POST',
      url: '/v1/users/register',
      payload: { email, password: TEST_PASSWORD, fullName: 'Careful', language: 'fr' },
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toMatchObject({ token: null, user: { emailVerified: false } });

    const login = () =>
      app.inject({
        method: 'POST',
        url: '/v1/users/login',
        payload: { email, password: TEST_PASSWORD },
      });
    const refused = await login();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('EMAIL_NOT_VERIFIED');

    const [mail] = await app.database.rows<{ subject: string; text_body: string }>(
      sql`select subject, text_body from mail_outbox where to_address = ${email}`,
    );
    expect(mail?.subject).toBe('Confirmez votre adresse e-mail pour Ordo');
    const link = new URL(
      mail?.text_body.split(/\s+/).find((word) => word.includes('/api/auth/verify-email')) ?? '',
    );
    const opened = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(opened.statusCode).toBe(302);
    expect(new URL(String(opened.headers.location), 'http://x').pathname).toBe('/user/logged');

    expect((await login()).statusCode).toBe(200);
  });
});
