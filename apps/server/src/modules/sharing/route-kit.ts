import type { FastifyReply, FastifyRequest } from 'fastify';
import { MEETING_PASS_HEADER, type PublicMeetingQuery } from '@ordo/contract';
import type { Visitor } from '../../access/meeting-access.ts';
import type { Credentials } from '../../access/visitor-access.ts';

/**
 * Public answers must not be indexed, must not hand their address (which may carry a pass) to
 * another site, and must not be kept by a shared cache: a Restricted meeting is per visitor.
 */
export function setPublicHeaders(reply: FastifyReply): void {
  reply.header('x-robots-tag', 'noindex');
  reply.header('referrer-policy', 'no-referrer');
  reply.header('cache-control', 'private, no-store');
}

/** The code and pass of a request: the pass from `?pass=` or the `X-Meeting-Pass` header. */
export function credentialsOf(
  request: FastifyRequest,
  query: Pick<PublicMeetingQuery, 'code' | 'pass'>,
): Credentials {
  const header = request.headers[MEETING_PASS_HEADER];
  return {
    code: query.code,
    pass: query.pass ?? (typeof header === 'string' ? header : undefined),
  };
}

/** The plain values access decides on, read off an HTTP request. */
export function visitorOf(
  request: FastifyRequest,
  query: Pick<PublicMeetingQuery, 'code' | 'pass'>,
): Visitor {
  return { caller: request.viewer, credentials: credentialsOf(request, query), client: request.ip };
}
