import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isPlan, type Plan } from '@ordo/agenda';
import { MEETING_PASS_HEADER, type PublicMeeting, type PublicMeetingQuery } from '@ordo/contract';
import type { MeetingAccess, Visitor } from '../../access/meeting-access.ts';
import type { Credentials } from '../../access/visitor-access.ts';
import type { Executor } from '../../db/client.ts';
import { users, type MeetingRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { presentPublic } from './presenter.ts';

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

async function ownerPlanOf(db: Executor, ownerId: string): Promise<Plan> {
  const [owner] = await db
    .select({ plan: users.plan })
    .from(users)
    .where(eq(users.id, ownerId))
    .limit(1);
  return isPlan(owner?.plan) ? owner.plan : 'free';
}

/**
 * The public projection of `row` for this visitor, or the error they should see. An editor
 * asking with `?view=public` previews it whatever the visibility; a stranger never learns that
 * a private or deleted meeting exists (404, exactly as for an unknown id).
 */
export async function readPublicMeeting(
  deps: { db: Executor; access: MeetingAccess },
  row: MeetingRow | undefined,
  visitor: Visitor,
): Promise<PublicMeeting> {
  const visit = await deps.access.visit(row, visitor);
  if (!row) throw new AppError('MEETING_NOT_FOUND'); // visit() already refused it; for the types
  const meeting = presentPublic(row, await ownerPlanOf(deps.db, row.ownerId));
  return visit.role === 'visitor' && visit.pass ? { ...meeting, pass: visit.pass } : meeting;
}
