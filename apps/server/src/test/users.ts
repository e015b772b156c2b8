import { randomBytes } from 'node:crypto';
import type { App } from '../app.ts';

export const TEST_PASSWORD = 'a long enough password';

/**
 * A new account through the real sign-up endpoint, with its bearer token ready to use as
 * `headers`. Every call gets a fresh address unless one is given.
 */
export async function signUp(
  app: App,
  fields: { email?: string; password?: string; fullName?: string; language?: 'en' | 'fr' } = {},
) {
  const email = fields.email ?? `user-${randomBytes(5).toString('hex')}@example.com`;
  const password = fields.password ?? TEST_PASSWORD;
  const response = await app.inject({
    method: 'POST',
    url: '/v1/users/register',
    payload: { fullName: 'Test User', ...fields, email, password },
  });
  if (response.statusCode !== 201) {
    throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  }
  const body = response.json<{ token: string; user: { id: string; email: string } }>();
  return {
    email,
    password,
    token: body.token,
    user: body.user,
    headers: { authorization: `Bearer ${body.token}` },
  };
}
