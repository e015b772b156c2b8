import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarFeedQuerySchema,
  calendarFeedStatusSchema,
  calendarFeedUrlSchema,
  errorBodySchema,
} from '@ordo/contract';
import { bearerSecurity, requireSignIn, requireViewer } from '../../auth/viewer.ts';
import { AppError } from '../../http/app-error.ts';
import {
  calendarFeed,
  calendarFeedStatus,
  calendarTokenOwner,
  rotateCalendarToken,
} from './calendar-feed.ts';
import type { UserRoutesOptions } from './routes.ts';

const tags = ['users'];
const FEED_PATH = '/v1/users/me/calendar.ics';

/**
 * The personal calendar feed: a secret address a calendar app subscribes to (it sends no
 * session), and the signed-in routes that make, replace and describe it.
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod<UserRoutesOptions> = async (
  app,
  { config, database },
) => {
  const db = database.db;

  app.get(
    FEED_PATH,
    {
      schema: {
        tags,
        summary: 'Your upcoming meetings as an iCalendar feed (subscribe to it)',
        description:
          'No session: the secret `token` of `POST /v1/users/me/calendar-token` is the credential. ' +
          'Lists the meetings you own or see in your teamspaces that have a date from yesterday on, ' +
          'each with the UID and SEQUENCE of its own .ics file. A replaced token answers 401 ' +
          '`CALENDAR_TOKEN_INVALID`.',
        querystring: calendarFeedQuerySchema,
        response: { 200: z.string(), 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const owner = request.query.token
        ? await calendarTokenOwner(db, request.query.token)
        : undefined;
      if (!owner) throw new AppError('CALENDAR_TOKEN_INVALID');
      const ics = await calendarFeed(db, owner, {
        publicUrl: config.publicUrl,
        brandName: config.brandName,
      });
      return (
        reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('content-disposition', 'inline; filename="calendar.ics"')
          // The address is a secret: no shared cache keeps a copy, nor sends it elsewhere.
          .header('cache-control', 'private, no-cache')
          .header('referrer-policy', 'no-referrer')
          .header('x-robots-tag', 'noindex')
          .send(ics)
      );
    },
  );

  app.get(
    '/v1/users/me/calendar-token',
    {
      preParsing: requireSignIn,
      schema: {
        tags,
        summary: 'Whether your calendar feed address exists (the address is shown only once)',
        security: bearerSecurity,
        response: { 200: calendarFeedStatusSchema, 401: errorBodySchema },
      },
    },
    async (request) => calendarFeedStatus(db, requireViewer(request).id),
  );

  app.post(
    '/v1/users/me/calendar-token',
    {
      preParsing: requireSignIn,
      schema: {
        tags,
        summary: 'A new secret address for your calendar feed; the previous one stops working',
        security: bearerSecurity,
        response: { 200: calendarFeedUrlSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const token = await rotateCalendarToken(db, requireViewer(request).id);
      return { url: `${config.publicUrl}${FEED_PATH}?token=${token}` };
    },
  );
};
