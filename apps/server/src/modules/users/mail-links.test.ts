import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp } from '../../test/app.ts';
import { cookieHeader } from '../../test/cookies.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { startSmtpInbox } from '../../test/smtp-inbox.ts';
import { signUp, TEST_PASSWORD } from '../../test/users.ts';

const publicUrl = 'http://ordo.test';

/** The first link of a mail's text that starts with `prefix`. */
function linkIn(text: string, prefix: string): URL {
  const found = text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!found) throw new Error(`no ${prefix} link in:\n${text}`);
  return new URL(found);
}

describe.each(testDatabaseKinds)('mail through a real SMTP server on %s', (kind) => {
  let app: App;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    app = await buildTestApp(kind, {
      SMTP_URL: inbox.url,
      PUBLIC_URL: publicUrl,
      MAIL_FROM: 'Ordo <hello@ordo.test>',
    });
  });
  afterAll(async () => {
    await app.close();
    await inbox.close();
  });

  it('sends a magic link in French that signs a new user in once, and only once', async () => {
    const email = `magic-${kind}@example.com`;
    const asked = await app.inject({
      method: 'POST',
      url: '/v1/users/magic-link',
      payload: { email, language: 'fr', returnTo: '/user/settings' },
    });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ sent: true });

    const mail = await inbox.mailTo(email);
    expect(mail.subject).toBe('Votre lien de connexion à Ordo');
    expect(mail.text).toContain('pendant 15 minutes');
    const link = linkIn(mail.text, `${publicUrl}/api/auth/magic-link/verify`);

    const opened = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(opened.statusCode).toBe(302);
    const landing = new URL(String(opened.headers.location));
    expect([landing.origin, landing.pathname]).toEqual([publicUrl, '/user/logged']);
    expect(landing.searchParams.get('next')).toBe('/user/settings');

    const exchanged = await app.inject({
      method: 'POST',
      url: '/v1/users/token',
      headers: { cookie: cookieHeader(opened.headers['set-cookie']) },
    });
    expect(exchanged.statusCode).toBe(200);
    const { token, user } = exchanged.json();
    expect(user).toMatchObject({ email, emailVerified: true });
    expect(String(exchanged.headers['set-cookie'])).toContain('Max-Age=0');
    const me = await app.inject({
      method: 'GET',
      url: '/v1/users/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);

    const again = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe(`${publicUrl}/user/login?error=INVALID_TOKEN`);
    expect(again.headers['set-cookie'] ?? '').not.toContain('session_token=');
  });

  it('sends a password reset in the account language whose link sets a new password', async () => {
    const { email, headers } = await signUp(app, { language: 'en' });
    const asked = await app.inject({
      method: 'POST',
      url: '/v1/users/password/forgot',
      payload: { email, language: 'fr' },
    });
    expect(asked.statusCode).toBe(202);

    const mail = await inbox.mailTo(email);
    // The account's own language wins over the page's.
    expect(mail.subject).toBe('Choose a new Ordo password');
    const link = linkIn(mail.text, `${publicUrl}/user/login?reset=`);
    const resetToken = link.searchParams.get('reset') ?? '';

    const reset = await app.inject({
      method: 'POST',
      url: '/v1/users/password/reset',
      payload: { token: resetToken, password: 'my fresh new password' },
    });
    expect(reset.statusCode).toBe(204);
    // Every session is signed out, and the new password is the one that works.
    expect((await app.inject({ method: 'GET', url: '/v1/users/me', headers })).statusCode).toBe(
      401,
    );
    const login = (password: string) =>
      app.inject({ method: 'POST', url: '/v1/users/login', payload: { email, password } });
    expect((await login(TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login('my fresh new password')).statusCode).toBe(200);

    const reused = await app.inject({
      method: 'POST',
      url: '/v1/users/password/reset',
      payload: { token: resetToken, password: 'yet another password' },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('INVALID_TOKEN');
  });

  it('answers a reset for an unknown address the same way, and sends nothing', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/users/password/forgot',
      payload: { email: `nobody-${kind}@example.com` },
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ sent: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(inbox.received.filter((mail) => mail.to.includes(`nobody-${kind}@example.com`))).toEqual(
      [],
    );
  });

  it('refuses a token exchange without a session cookie', async () => {
    const response = await app.inject({ method: 'POST', url: '/v1/users/token' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });
});

describe.each(testDatabaseKinds)('mail without SMTP on %s', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(kind);
  });
  afterAll(() => app.close());

  it('writes the message to the outbox table so a self-hoster can still sign in', async () => {
    const email = `outbox-${kind}@example.com`;
    const response = await app.inject({
      method: 'POST',
      url: '/v1/users/magic-link',
      payload: { email },
    });
    expect(response.statusCode).toBe(202);
    const rows = await app.database.rows<{ subject: string; text_body: string }>(
      sql`select subject, text_body from mail_outbox where to_address = ${email}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.subject).toBe('Your sign-in link for Ordo');
    expect(rows[0]?.text_body).toContain('http://localhost:3000/api/auth/magic-link/verify?token=');
  });
});
