import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isPlan, type Plan } from '@ordo/agenda';
import {
  MEETING_PASS_HEADER,
  type MeetingCheck,
  type PublicMeeting,
  type PublicMeetingQuery,
} from '@ordo/contract';
import type { Executor } from '../../db/client.ts';
import { users, type MeetingRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { canEdit } from '../meetings/policy.ts';
import { accessOf, isGranted, isShared, type AccessDeps, type Credentials } from './access.ts';
import { presentPublic } from './presenter.ts';

export type SharingDeps = AccessDeps & { db: Executor };

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

async function ownerPlanOf(db: Executor, ownerId: string): Promise<Plan> {
  const [owner] = await db
    .select({ plan: users.plan })
    .from(users)
    .where(eq(users.id, ownerId))
    .limit(1);
  return isPlan(owner?.plan) ? owner.plan : 'free';
}

/**
 * The public projection of `row` for this request, or the error a visitor should see. An
 * editor asking with `?view=public` previews it whatever the visibility; a stranger never
 * learns that a private or deleted meeting exists (404, exactly as for an unknown id).
 */
export async function readPublicMeeting(
  deps: SharingDeps,
  request: FastifyRequest,
  row: MeetingRow | undefined,
  query: PublicMeetingQuery,
): Promise<PublicMeeting> {
  if (row && canEdit(request.viewer, row)) {
    return presentPublic(row, await ownerPlanOf(deps.db, row.ownerId));
  }
  if (!isShared(row)) throw new AppError('MEETING_NOT_FOUND');
  const access = await accessOf(deps, row, credentialsOf(request, query), request.ip);
  if (access.kind === 'missing') throw new AppError('PASSWORD_REQUIRED');
  if (access.kind === 'wrong') throw new AppError('INVALID_PASSWORD');
  const meeting = presentPublic(row, await ownerPlanOf(deps.db, row.ownerId));
  return access.kind === 'code' ? { ...meeting, pass: access.pass } : meeting;
}

/**
 * `/check`: exists publicly, asks for a code, and whether the code or pass given opens it.
 * Wrong codes count towards the same limit as on the meeting itself, or /check would be the
 * place to guess.
 */
export async function checkMeeting(
  deps: SharingDeps,
  request: FastifyRequest,
  row: MeetingRow | undefined,
  credentials: Credentials,
): Promise<MeetingCheck> {
  if (!isShared(row)) return { exists: false, requiresCode: false, codeValid: false };
  const access = await accessOf(deps, row, credentials, request.ip);
  return {
    exists: true,
    requiresCode: row.visibility === 'Restricted',
    codeValid: isGranted(access),
  };
}
