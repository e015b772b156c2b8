import { eq } from 'drizzle-orm';
import type { OidcStatus } from '@ordo/contract';
import { users } from '../db/schema/index.ts';
import { createBetterAuth, type AuthDeps, type BetterAuth } from './better-auth.ts';
import { oidcAnswers } from './oidc-probe.ts';
import { requestLanguage } from './request-language.ts';

const PROBE_EVERY_MS = 30_000;

export type AuthService = {
  /** The better-auth instance in use now. */
  current(): BetterAuth;
  /** Whether the OIDC provider answers; re-checked at most every 30 s. */
  oidcStatus(): Promise<OidcStatus>;
};

/**
 * Holds the better-auth instance. better-auth reads the OIDC discovery document once, when the
 * instance starts, and leaves the provider out if it does not answer; so while the provider is
 * down Ordo runs without it (its button says so) and, once it answers again, builds a new
 * instance that includes it. Sessions live in the database, so swapping loses nothing.
 */
export async function createAuthService(deps: Omit<AuthDeps, 'withOidc'>): Promise<AuthService> {
  const { config, db } = deps;
  const languageOf = async (email: string, requested: unknown) => {
    const [row] = await db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.email, email.toLowerCase()));
    if (row?.language) return row.language;
    if (requested === 'fr' || requested === 'en') return requested;
    return requestLanguage.getStore() ?? 'en';
  };
  const build = async (withOidc: boolean) => {
    const auth = createBetterAuth({ ...deps, withOidc }, languageOf);
    await auth.$context;
    return auth;
  };

  const oidc = config.oidc;
  let up = oidc ? await oidcAnswers(oidc.issuer) : false;
  let checkedAt = Date.now();
  let withOidc = up;
  let auth = await build(withOidc);
  if (oidc && !up) {
    deps.log.warn(
      { issuer: oidc.issuer },
      'the OpenID Connect provider does not answer; its sign-in button says so until it does',
    );
  }

  // One probe at a time, however many login pages ask together.
  let probing: Promise<void> | undefined;
  const probe = async () => {
    if (!oidc) return;
    up = await oidcAnswers(oidc.issuer);
    checkedAt = Date.now();
    if (up && !withOidc) {
      auth = await build(true);
      withOidc = true;
      deps.log.info({ issuer: oidc.issuer }, 'the OpenID Connect provider answers again');
    }
  };

  return {
    current: () => auth,
    oidcStatus: async () => {
      if (!oidc) return { enabled: false, name: null, available: false };
      // While it is down, every look asks again (a refused connection answers at once).
      if (!up || Date.now() - checkedAt >= PROBE_EVERY_MS) {
        probing ??= probe().finally(() => (probing = undefined));
        await probing;
      }
      return { enabled: true, name: oidc.name, available: up && withOidc };
    },
  };
}
