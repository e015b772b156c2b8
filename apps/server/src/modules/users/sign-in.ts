import { and, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Language } from '@ordo/contract';
import type { AuthService } from '../../auth/auth-service.ts';
import { viaAuth } from '../../auth/auth-errors.ts';
import { requestLanguage } from '../../auth/request-language.ts';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';

/** Headers better-auth records on a new session: who signed in from where. */
function clientHeaders(request: FastifyRequest): Headers {
  const headers = new Headers({ 'x-forwarded-for': request.ip });
  const agent = request.headers['user-agent'];
  if (agent) headers.set('user-agent', agent);
  return headers;
}

/**
 * Sign-in and credential changes, each one better-auth call translated to Ordo's errors. The
 * token handed back is the session's token: the bearer token of every later call.
 */
export function signInService(authService: AuthService, db: Db) {
  const auth = () => authService.current();
  const context = () => authService.current().$context;

  return {
    async register(
      request: FastifyRequest,
      body: { email: string; password: string; fullName: string; language?: Language },
    ) {
      const result = await requestLanguage.run(body.language, () =>
        viaAuth(() =>
          auth().api.signUpEmail({
            body: {
              email: body.email,
              password: body.password,
              name: body.fullName,
              // Where the confirmation link lands when REQUIRE_EMAIL_VERIFICATION is on.
              callbackURL: '/user/logged',
              ...(body.language ? { language: body.language } : {}),
            },
            headers: clientHeaders(request),
          }),
        ),
      );
      return { token: result.token, userId: result.user.id };
    },

    async login(request: FastifyRequest, body: { email: string; password: string }) {
      const result = await viaAuth(() =>
        auth().api.signInEmail({ body, headers: clientHeaders(request) }),
      );
      return { token: result.token, userId: result.user.id };
    },

    /** Revokes one session: its token stops working at once. */
    async revoke(token: string) {
      await (await context()).internalAdapter.deleteSession(token);
    },

    /** "Sign out of all devices": every session of the user, this one included. */
    async revokeAll(userId: string) {
      await (await context()).internalAdapter.deleteUserSessions(userId);
    },

    async sendMagicLink(
      request: FastifyRequest,
      body: { email: string; language?: Language; returnTo?: string },
    ) {
      const next = body.returnTo ? `?next=${encodeURIComponent(body.returnTo)}` : '';
      await requestLanguage.run(body.language, () =>
        viaAuth(() =>
          auth().api.signInMagicLink({
            body: {
              email: body.email,
              callbackURL: `/user/logged${next}`,
              errorCallbackURL: '/user/login',
              metadata: { language: body.language },
            },
            headers: clientHeaders(request),
          }),
        ),
      );
    },

    /** Sends the reset mail when the address has an account; the answer is the same either way. */
    async sendPasswordReset(request: FastifyRequest, body: { email: string; language?: Language }) {
      await requestLanguage.run(body.language, () =>
        viaAuth(() =>
          auth().api.requestPasswordReset({
            body: { email: body.email },
            headers: clientHeaders(request),
          }),
        ),
      );
    },

    /**
     * Sets the new password and revokes every session of the account; answers the account's id
     * (read from the link's token before better-auth consumes it), whose sockets must follow.
     */
    async resetPassword(body: { token: string; password: string }): Promise<string | undefined> {
      const link = await (
        await context()
      ).internalAdapter.findVerificationValue(`reset-password:${body.token}`);
      await viaAuth(() =>
        auth().api.resetPassword({ body: { token: body.token, newPassword: body.password } }),
      );
      return link?.value;
    },

    /**
     * Changes (or, for an account without one, sets) the password and revokes every other
     * session, keeping the one that asked so its device stays signed in.
     */
    async changePassword(
      viewer: { id: string; sessionToken: string },
      body: { currentPassword?: string; newPassword: string },
    ) {
      const ctx = await context();
      const account = await ctx.internalAdapter.findCredentialAccount(viewer.id);
      if (account?.password) {
        const valid =
          body.currentPassword !== undefined &&
          (await ctx.password.verify({ hash: account.password, password: body.currentPassword }));
        if (!valid) throw new AppError('INVALID_CREDENTIALS', 'The current password is wrong');
      }
      const hash = await ctx.password.hash(body.newPassword);
      if (account) await ctx.internalAdapter.updateAccount(account.id, { password: hash });
      else {
        await ctx.internalAdapter.linkAccount({
          userId: viewer.id,
          providerId: 'credential',
          accountId: viewer.id,
          password: hash,
        });
      }
      await db
        .delete(sessions)
        .where(and(eq(sessions.userId, viewer.id), ne(sessions.token, viewer.sessionToken)));
    },

    /** Changes the sign-in e-mail after checking the password; the new address is unverified. */
    async changeEmail(viewer: { id: string }, body: { email: string; password: string }) {
      const ctx = await context();
      const account = await ctx.internalAdapter.findCredentialAccount(viewer.id);
      const valid =
        account?.password &&
        (await ctx.password.verify({ hash: account.password, password: body.password }));
      if (!valid) throw new AppError('INVALID_CREDENTIALS', 'The password is wrong');
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, body.email), ne(users.id, viewer.id)));
      if (taken) throw new AppError('EMAIL_TAKEN');
      await db
        .update(users)
        .set({ email: body.email, emailVerified: false, updatedAt: new Date() })
        .where(eq(users.id, viewer.id));
    },

    /**
     * The session a browser got from a redirect (magic link, OIDC, e-mail verification) lives
     * in a cookie; this reads it so the web app can keep the token like any other sign-in.
     */
    async sessionFromCookie(cookie: string | undefined) {
      if (!cookie) return undefined;
      const found = await auth()
        .api.getSession({ headers: new Headers({ cookie }) })
        .catch(() => null);
      return found ? { token: found.session.token, userId: found.user.id } : undefined;
    },

    /** `Set-Cookie` values that remove better-auth's session cookies from the browser. */
    async clearedCookies() {
      const { authCookies } = await context();
      return [authCookies.sessionToken, authCookies.sessionData].map(
        ({ name, attributes }) =>
          `${name}=; Path=${attributes.path ?? '/'}; Max-Age=0; HttpOnly; SameSite=Lax${attributes.secure ? '; Secure' : ''}`,
      );
    },
  };
}

export type SignInService = ReturnType<typeof signInService>;
