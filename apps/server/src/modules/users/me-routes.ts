import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeEmailBodySchema,
  changePasswordBodySchema,
  deleteMeBodySchema,
  errorBodySchema,
  meSchema,
  noContentSchema,
  updateMeBodySchema,
  userDataSchema,
} from '@ordo/contract';
import { bearerSecurity, requireSignIn, requireViewer } from '../../auth/viewer.ts';
import { AppError } from '../../http/app-error.ts';
import { deleteAccount, exportAreas, updateMe } from './commands.ts';
import { presentMe, presentUserData } from './presenter.ts';
import { loadAccount } from './queries.ts';
import type { UserRoutesOptions } from './routes.ts';

const tags = ['users'];
const security = bearerSecurity;

/** The signed-in user's own account: read, change, export, delete (SPEC §7 `/v1/users/me`). */
export const meRoutes: FastifyPluginAsyncZod<UserRoutesOptions> = async (app, options) => {
  const { config, database, signIn, guardPassword } = options;
  const db = database.db;
  app.addHook('preParsing', requireSignIn);

  const account = async (userId: string) => {
    const found = await loadAccount(db, userId);
    // A token can outlive its account only for the instant of a deletion in flight.
    if (!found) throw new AppError('UNAUTHENTICATED');
    return found;
  };

  app.get(
    '/v1/users/me',
    {
      schema: { tags, summary: 'Your account and profile', security, response: { 200: meSchema } },
    },
    async (request) => presentMe(await account(requireViewer(request).id), config),
  );

  app.put(
    '/v1/users/me',
    {
      schema: {
        tags,
        summary: 'Change profile fields and/or record an onboarding event',
        description:
          'Only the fields sent change; an empty string clears a text field. `onboardingEvent` follows SPEC §4: steps 8, 9, 10 accumulate, DONE and SKIPPED end the tour, "" resets.',
        security,
        body: updateMeBodySchema,
        response: { 200: meSchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      await updateMe(db, viewer.id, request.body);
      return presentMe(await account(viewer.id), config);
    },
  );

  app.delete(
    '/v1/users/me',
    {
      schema: {
        tags,
        summary: 'Delete your account and everything personal in it',
        description: 'Needs `{ "confirm": true }`. This action cannot be undone.',
        security,
        body: deleteMeBodySchema,
        response: { 204: noContentSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      await deleteAccount(db, viewer.id);
      // Its sockets, and the devices following its meetings, are re-evaluated and let go.
      app.rights.publish([{ kind: 'user', userId: viewer.id }]);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/v1/users/data',
    {
      schema: {
        tags,
        summary: 'Everything the signed-in screens need: account, plan, onboarding, AI power',
        security,
        response: { 200: userDataSchema },
      },
    },
    async (request) =>
      presentUserData(await account(requireViewer(request).id), config, app.clock()),
  );

  app.put(
    '/v1/users/me/password',
    {
      schema: {
        tags,
        summary: 'Change your password (or set one); signs out every other device',
        description: 'A wrong current password: 401 INVALID_CREDENTIALS.',
        security,
        body: changePasswordBodySchema,
        response: {
          204: noContentSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      // Guessing the current password counts like guessing it at sign-in.
      await guardPassword(request, viewer.email, () => signIn.changePassword(viewer, request.body));
      // Every other session is gone, and so are the rights of the sockets it opened.
      app.rights.publish([{ kind: 'user', userId: viewer.id }]);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/v1/users/me/email',
    {
      schema: {
        tags,
        summary: 'Change your sign-in e-mail (needs your password)',
        description:
          'A wrong current password: 401 INVALID_CREDENTIALS; too many, 429 RATE_LIMITED ' +
          '(counted with sign-in); an address another account has: 409 EMAIL_TAKEN.',
        security,
        body: changeEmailBodySchema,
        response: {
          200: meSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      await guardPassword(request, viewer.email, () => signIn.changeEmail(viewer, request.body));
      return presentMe(await account(viewer.id), config);
    },
  );

  app.delete(
    '/v1/users/me/sessions',
    {
      schema: {
        tags,
        summary: 'Sign out of all devices, this one included',
        security,
        response: { 204: noContentSchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      await signIn.revokeAll(viewer.id);
      app.rights.publish([{ kind: 'user', userId: viewer.id }]);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/v1/users/me/export',
    {
      schema: {
        tags,
        summary: 'Download my data: profile and every meeting text, as one JSON file',
        security,
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const me = presentMe(await account(viewer.id), config);
      const document = {
        format: `${config.brandName.toLowerCase()}-account-export`,
        version: 1,
        exportedAt: app.clock().toISOString(),
        account: { ...me, profile: undefined },
        profile: me.profile,
        ...(await exportAreas(db, viewer.id)),
      };
      return reply
        .header('content-disposition', 'attachment; filename="account-export.json"')
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(document, null, 2));
    },
  );
};
