import { eq } from 'drizzle-orm';
import type { App } from '../app.ts';
import { users } from '../db/schema/index.ts';
import { signUp } from './users.ts';

/**
 * A signed-up user on `plan`. PRO is written directly, as billing or the admin would, since
 * these tests are about what the plan allows rather than how it is bought.
 */
export async function signUpOnPlan(
  app: App,
  options: { email?: string; plan?: 'free' | 'pro' } = {},
): Promise<{ token: string; userId: string }> {
  const account = await signUp(app, options.email ? { email: options.email } : {});
  if (options.plan === 'pro') {
    await app.database.db.update(users).set({ plan: 'pro' }).where(eq(users.id, account.user.id));
  }
  return { token: account.token, userId: account.user.id };
}
