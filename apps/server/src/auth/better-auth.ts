import { describeError } from '../http/describe-error.ts';
import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer, genericOAuth, magicLink } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type Language } from '@ordo/contract';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { accounts, sessions, users, verifications } from '../db/schema/index.ts';
import type { Mailer } from '../mail/mailer.ts';
import { renderMail, type MailKind } from '../mail/templates.ts';

export const AUTH_BASE_PATH = '/api/auth';
export const OIDC_PROVIDER_ID = 'oidc';
export const MAGIC_LINK_MINUTES = 15;

export type AuthDeps = {
  config: Config;
  db: Db;
  secret: string;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Register the OIDC provider: only when its discovery document answered just now. */
  withOidc: boolean;
};

/** The language of a mail to `email`: the stored choice, else the one the request gave. */
export type LanguageOf = (email: string, requested: unknown) => Promise<Language>;

/**
 * better-auth on Ordo's own database: sessions in the `sessions` table (so revoking is a
 * delete), bearer tokens for API clients and the web app alike, e-mail and password, magic
 * links, and the configured OpenID Connect provider. Only a few of its routes are exposed
 * (see auth-routes.ts); Ordo's `/v1/users/*` endpoints call it server-side.
 */
export function createBetterAuth(deps: AuthDeps, languageOf: LanguageOf) {
  const { config, db, mailer, log } = deps;

  const mail = async (kind: MailKind, email: string, url: string, requested?: unknown) => {
    const language = await languageOf(email, requested);
    await mailer.send({ to: email, ...renderMail(kind, language, config.brandName, url) });
  };

  return betterAuth({
    appName: config.brandName,
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: deps.secret,
    trustedOrigins: [config.publicUrl],
    telemetry: { enabled: false },
    // Ordo limits its own endpoints per address and per client (http/auth-rate-limit.ts).
    rateLimit: { enabled: false },
    logger: {
      level: 'warn',
      // Its warnings are ordinary refusals (a wrong password): information, not trouble.
      log: (level, message, ...args) =>
        level === 'error'
          ? log.error({ auth: true, error: describeError(args[0]) }, message)
          : log[level === 'warn' ? 'info' : 'debug']({ auth: true }, message),
    },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    user: {
      additionalFields: {
        plan: { type: 'string', input: false, required: false, defaultValue: 'free' },
        onboarding: { type: 'string', input: false, required: false, defaultValue: '' },
        language: { type: 'string', input: true, required: false },
      },
    },
    session: {
      expiresIn: config.auth.sessionDays * 86_400,
      // "Refreshed while in use": a session used a day after its last extension lasts again.
      updateAge: 86_400,
    },
    account: {
      // The operator chose this provider, so an account it vouches for joins the same e-mail.
      accountLinking: { enabled: true, trustedProviders: [OIDC_PROVIDER_ID] },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      requireEmailVerification: config.auth.requireEmailVerification,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 3600,
      // The link opens the web app's form, which posts the token to /v1/users/password/reset.
      sendResetPassword: async ({ user, token }) =>
        mail(
          'resetPassword',
          user.email,
          `${config.publicUrl}/user/login?reset=${encodeURIComponent(token)}`,
        ),
    },
    emailVerification: {
      sendOnSignUp: config.auth.requireEmailVerification,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => mail('verifyEmail', user.email, url),
    },
    advanced: {
      // UUIDs made here, not by the database, so the id columns stay plain text.
      database: { generateId: () => randomUUID() },
      cookiePrefix: 'ordo',
      useSecureCookies: config.publicUrl.startsWith('https://'),
    },
    plugins: [
      bearer(),
      magicLink({
        expiresIn: MAGIC_LINK_MINUTES * 60,
        storeToken: 'hashed',
        sendMagicLink: async ({ email, url, metadata }) =>
          mail('magicLink', email, url, metadata?.language),
      }),
      ...(deps.withOidc && config.oidc
        ? [
            genericOAuth({
              config: [
                {
                  providerId: OIDC_PROVIDER_ID,
                  name: config.oidc.name,
                  discoveryUrl: `${config.oidc.issuer}/.well-known/openid-configuration`,
                  clientId: config.oidc.clientId,
                  clientSecret: config.oidc.clientSecret,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type BetterAuth = ReturnType<typeof createBetterAuth>;
