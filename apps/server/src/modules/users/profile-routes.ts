import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminUpdateUserBodySchema,
  adminUserSchema,
  errorBodySchema,
  meSchema,
  publicProfileSchema,
  userIdParamsSchema,
} from '@ordo/contract';
import { bearerSecurity, requireSignIn, requireViewer } from '../../auth/viewer.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/sql-values.ts';
import { removePhoto, setPhoto, setPlan } from './commands.ts';
import { recordAdminPlan } from '../billing/admin-grant.ts';
import { planChangeEvents } from '../../access/rights-events.ts';
import { processPhoto, photoTypes } from './photo.ts';
import { assertAdmin } from '../../access/admin.ts';
import { presentMe, presentPublicProfile } from './presenter.ts';
import { loadAccount, loadPhoto } from './queries.ts';
import type { UserRoutesOptions } from './routes.ts';

const tags = ['users'];
const security = bearerSecurity;

/** Photos, the public profile and the admin's plan switch. */
export const profileRoutes: FastifyPluginAsyncZod<UserRoutesOptions> = async (app, options) => {
  const { config, database } = options;
  const db = database.db;
  const photoMaxBytes = config.auth.photoMaxBytes;

  // Photos arrive as the raw image; only this plugin's routes accept image bodies.
  app.addContentTypeParser(
    photoTypes,
    { parseAs: 'buffer', bodyLimit: photoMaxBytes },
    (_r, body, done) => done(null, body),
  );
  // Anything else (a multipart form above all, what most upload tools send by default) is
  // refused before its body is read, saying what to send instead (issue 27).
  app.addContentTypeParser('*', (request, _payload, done) => {
    const photo = request.routeOptions.url === '/v1/users/me/photo';
    done(
      new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        photo
          ? `Send the image itself as the request body, with its type in Content-Type (${photoTypes.join(', ')}), not a multipart/form-data form`
          : 'Send a JSON body with Content-Type: application/json',
      ),
      undefined,
    );
  });

  const me = async (userId: string) => {
    const account = await loadAccount(db, userId);
    if (!account) throw new AppError('UNAUTHENTICATED');
    return presentMe(account, config);
  };

  app.put(
    '/v1/users/me/photo',
    {
      preParsing: requireSignIn,
      bodyLimit: photoMaxBytes,
      schema: {
        tags,
        summary: 'Upload your photo (PNG, JPEG, WebP or GIF as the request body)',
        description: `Resized to a 256-pixel square. Over PHOTO_MAX_BYTES (${photoMaxBytes} bytes): 413; not an image: 415.`,
        security,
        consumes: photoTypes,
        response: { 200: meSchema },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      if (!Buffer.isBuffer(request.body)) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send a PNG, JPEG, WebP or GIF image');
      }
      await setPhoto(db, viewer.id, await processPhoto(request.body), app.clock());
      return me(viewer.id);
    },
  );

  app.delete(
    '/v1/users/me/photo',
    {
      preParsing: requireSignIn,
      schema: { tags, summary: 'Remove your photo', security, response: { 200: meSchema } },
    },
    async (request) => {
      const viewer = requireViewer(request);
      await removePhoto(db, viewer.id, app.clock());
      return me(viewer.id);
    },
  );

  app.get(
    '/v1/users/:id/photo',
    {
      schema: {
        tags,
        summary: "A user's photo (WebP)",
        params: userIdParamsSchema,
      },
    },
    async (request, reply) => {
      const photo = await loadPhoto(db, request.params.id);
      if (!photo) throw new AppError('USER_NOT_FOUND', 'This user has no photo');
      // The URL carries the photo's version, so a changed photo is a new URL.
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=86400')
        .send(Buffer.from(photo));
    },
  );

  app.get(
    '/v2/public/users/:id',
    {
      schema: {
        tags,
        summary: 'A public profile (while the publicProfile feature is on)',
        params: userIdParamsSchema,
        response: { 200: publicProfileSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      if (!config.features.publicProfile) throw new AppError('USER_NOT_FOUND');
      if (!isUuid(request.params.id)) throw new AppError('INVALID_ID');
      const account = await loadAccount(db, request.params.id);
      if (!account) throw new AppError('USER_NOT_FOUND');
      return presentPublicProfile(account);
    },
  );

  app.put(
    '/v1/admin/users/:id',
    {
      preParsing: requireSignIn,
      schema: {
        tags: ['admin'],
        summary: "Set a user's plan (admin only)",
        security,
        params: userIdParamsSchema,
        body: adminUpdateUserBodySchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) => {
      assertAdmin(config, requireViewer(request));
      const now = app.clock();
      const user = await setPlan(db, request.params.id, request.body.plan, now);
      if (!user) throw new AppError('USER_NOT_FOUND');
      await recordAdminPlan(db, request.params.id, request.body.plan, now);
      // A plan without teamspaces closes the user's teams: their members' sockets follow.
      app.rights.publish(await planChangeEvents(db, request.params.id));
      return user;
    },
  );
};
