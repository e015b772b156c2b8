import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authResultSchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  magicLinkBodySchema,
  mailSentSchema,
  oidcStatusSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  returnPathSchema,
  errorBodySchema,
  noContentSchema,
} from '@ordo/contract';
import { OIDC_PROVIDER_ID } from '../../auth/better-auth.ts';
import { bearerSecurity, requireSignIn, requireViewer } from '../../auth/viewer.ts';
import { AppError } from '../../http/app-error.ts';
import { presentMe } from './presenter.ts';
import { loadAccount } from './queries.ts';
import type { UserRoutesOptions } from './routes.ts';

const tags = ['users'];

/** Signing in and out: password, magic link, password reset, OpenID Connect. */
export const signInRoutes: FastifyPluginAsyncZod<UserRoutesOptions> = async (app, options) => {
  const { config, database, authService, signIn, limitAuth, guardPassword } = options;

  const authResult = async (token: string | null, userId: string) => {
    const account = await loadAccount(database.db, userId);
    if (!account) throw new AppError('USER_NOT_FOUND');
    return { token, user: presentMe(account, config) };
  };

  app.post(
    '/v1/users/register',
    {
      schema: {
        tags,
        summary: 'Create an account with e-mail and password',
        description:
          'Answers the bearer token of the new session. With REQUIRE_EMAIL_VERIFICATION the token is null until the address is confirmed.',
        body: registerBodySchema,
        response: {
          201: authResultSchema,
          400: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await limitAuth(request, 'signUp');
      const { token, userId } = await signIn.register(request, request.body);
      return reply.status(201).send(await authResult(token, userId));
    },
  );

  app.post(
    '/v1/users/login',
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        description:
          'Wrong e-mail or password: 401 INVALID_CREDENTIALS, whichever was wrong. Wrong passwords are limited per address and client, and per address (429 RATE_LIMITED, see README).',
        body: loginBodySchema,
        response: {
          200: authResultSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { token, userId } = await guardPassword(request, request.body.email, () =>
        signIn.login(request, request.body),
      );
      return authResult(token, userId);
    },
  );

  app.post(
    '/v1/users/logout',
    {
      preParsing: requireSignIn,
      schema: {
        tags,
        summary: 'Sign out: revokes the calling token',
        security: bearerSecurity,
        response: { 204: noContentSchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      await signIn.revoke(viewer.sessionToken);
      // The token's open sockets lose what it gave them (DESIGN §9 "Live rights").
      app.rights.publish([{ kind: 'user', userId: viewer.id }]);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/v1/users/token',
    {
      schema: {
        tags,
        summary: 'Exchange the session cookie of a browser redirect for a bearer token',
        description:
          'After a magic link, an OpenID Connect sign-in or an e-mail confirmation the browser holds a session cookie; this answers its token and removes the cookie.',
        response: { 200: authResultSchema },
      },
    },
    async (request, reply) => {
      const session = await signIn.sessionFromCookie(request.headers.cookie);
      if (!session) throw new AppError('UNAUTHENTICATED');
      void reply.header('set-cookie', await signIn.clearedCookies());
      return authResult(session.token, session.userId);
    },
  );

  app.post(
    '/v1/users/magic-link',
    {
      schema: {
        tags,
        summary: 'E-mail a sign-in link',
        description: 'Creates the account on first use. The answer never says whether one existed.',
        body: magicLinkBodySchema,
        response: { 202: mailSentSchema },
      },
    },
    async (request, reply) => {
      await limitAuth(request, 'magicLink');
      await signIn.sendMagicLink(request, request.body);
      return reply.status(202).send({ sent: true as const });
    },
  );

  app.post(
    '/v1/users/password/forgot',
    {
      schema: {
        tags,
        summary: 'E-mail a link to choose a new password',
        description: 'The answer is the same whether or not the address has an account.',
        body: forgotPasswordBodySchema,
        response: { 202: mailSentSchema },
      },
    },
    async (request, reply) => {
      await limitAuth(request, 'passwordReset');
      await signIn.sendPasswordReset(request, request.body);
      return reply.status(202).send({ sent: true as const });
    },
  );

  app.post(
    '/v1/users/password/reset',
    {
      schema: {
        tags,
        summary: 'Choose a new password with the token of the e-mailed link',
        description:
          'Signs the account out everywhere. An expired or used link: 400 INVALID_TOKEN.',
        body: resetPasswordBodySchema,
        response: { 204: noContentSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const userId = await signIn.resetPassword(request.body);
      if (userId) app.rights.publish([{ kind: 'user', userId }]);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/v1/users/oidc',
    {
      schema: {
        tags,
        summary: 'The OpenID Connect provider, if configured, and whether it answers now',
        response: { 200: oidcStatusSchema },
      },
    },
    async () => authService.oidcStatus(),
  );

  app.get(
    '/v1/users/oidc/start',
    {
      schema: {
        tags,
        summary: 'Start an OpenID Connect sign-in (a browser navigation)',
        description:
          'Redirects to the provider; it comes back to /api/auth/callback/oidc, then to /user/logged. While the provider does not answer, redirects to /user/login?error=provider-unavailable.',
        querystring: z.object({ next: returnPathSchema.optional() }),
      },
    },
    async (request, reply) => {
      const status = await authService.oidcStatus();
      if (!status.available) return reply.redirect('/user/login?error=provider-unavailable');
      const next = request.query.next ? `?next=${encodeURIComponent(request.query.next)}` : '';
      const { headers, response } = await authService.current().api.signInSocial({
        body: {
          provider: OIDC_PROVIDER_ID,
          callbackURL: `/user/logged${next}`,
          errorCallbackURL: '/user/login',
          disableRedirect: true,
        },
        headers: new Headers(),
        returnHeaders: true,
      });
      if (!response.url) throw new AppError('PROVIDER_UNAVAILABLE');
      const cookies = headers.getSetCookie();
      if (cookies.length > 0) void reply.header('set-cookie', cookies);
      return reply.redirect(response.url);
    },
  );
};
