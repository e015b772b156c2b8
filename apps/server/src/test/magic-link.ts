import { sql } from 'drizzle-orm';
import type { App } from '../app.ts';
import { cookieHeader } from './cookies.ts';

/**
 * Signs `email` in through a real magic link: asks for it, opens the link of the newest mail in
 * the outbox (no SMTP_URL in tests), exchanges the session cookie for a bearer token. Opening
 * the link proves the address, so the account comes out verified.
 */
export async function signInByMagicLink(app: App, email: string) {
  const asked = await app.inject({
    method: 'POST',
    url: '/v1/users/magic-link',
    payload: { email },
  });
  if (asked.statusCode !== 202) throw new Error(`magic link refused: ${asked.body}`);
  const [mail] = await app.database.rows<{ text_body: string }>(
    sql`select text_body from mail_outbox where to_address = ${email} order by created_at desc limit 1`,
  );
  const word = mail?.text_body.split(/\s+/).find((part) => part.includes('/magic-link/verify'));
  if (!word) throw new Error(`no magic link mailed to ${email}`);
  const link = new URL(word);
  const opened = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
  const exchanged = await app.inject({
    method: 'POST',
    url: '/v1/users/token',
    headers: { cookie: cookieHeader(opened.headers['set-cookie']) },
  });
  if (exchanged.statusCode !== 200) throw new Error(`no session from the link: ${exchanged.body}`);
  const body = exchanged.json<{ token: string; user: { id: string; emailVerified: boolean } }>();
  return { ...body, headers: { authorization: `Bearer ${body.token}` } };
}
