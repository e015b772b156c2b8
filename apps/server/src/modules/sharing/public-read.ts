import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isPlan, type Plan } from '@ordo/agenda';
import type { MeetingAccess, Visitor } from '../../access/meeting-access.ts';
import { byRef } from '../../access/loaders.ts';
import type { MeetingRef } from '../../access/meeting-ref.ts';
import type { Executor } from '../../db/client.ts';
import { meetings, users, type MeetingRow } from '../../db/schema/index.ts';
import { etagOf, type CachedMeeting, type PublicReadCache } from './public-read-cache.ts';
import { presentPublic } from './presenter.ts';
import { setPublicHeaders } from './route-kit.ts';

export type PublicReadDeps = {
  db: Executor;
  access: MeetingAccess;
  cache: PublicReadCache;
  /**
   * Whether this process sees every write (`publicReadsFor`): cached entries are then served
   * without asking the database.
   */
  trusted: boolean;
};

/** Everything the public projection is made of, but the text, which `version` stands for. */
function projectionKey(row: MeetingRow, plan: string): string {
  return JSON.stringify([
    row.version,
    row.updatedAt.getTime(),
    row.date,
    row.startTime,
    row.timeZone,
    row.language,
    row.archived,
    row.runStatus,
    row.visibility,
    row.passEpoch,
    row.brandColor,
    row.hideBranding,
    row.searchIndexing,
    row.accessCode === null,
    row.status,
    plan,
  ]);
}

function buildEntry(row: MeetingRow, plan: Plan): CachedMeeting {
  const body = JSON.stringify(presentPublic(row, plan));
  // The access epoch is part of the tag: after a change of visibility or code, even back to the
  // same setting, no tag from before validates (issue 11).
  const etag = etagOf(`${row.passEpoch}\n${body}`);
  return { row: { ...row, content: '', fridge: [], trash: [] }, plan, body, etag };
}

/** The meeting and its owner's plan in one query; the cached entry when it still matches. */
async function loadEntry(deps: PublicReadDeps, ref: MeetingRef): Promise<CachedMeeting | null> {
  const generation = deps.cache.generation();
  if (deps.trusted) {
    const cached = deps.cache.get(ref.value);
    if (cached) return cached;
  }
  const [found] = await deps.db
    .select({ meeting: meetings, plan: users.plan })
    .from(meetings)
    .leftJoin(users, eq(users.id, meetings.ownerId))
    .where(byRef(ref))
    .limit(1);
  if (!found) return null; // unknown ids are not cached: guessing must not fill the cache
  const plan: Plan = isPlan(found.plan) ? found.plan : 'free';
  const cached = deps.cache.get(found.meeting.id);
  if (cached && projectionKey(cached.row, cached.plan) === projectionKey(found.meeting, plan)) {
    // Same projection; the fresh row decides access (its code, epoch and visibility).
    return deps.trusted ? cached : { ...cached, row: found.meeting };
  }
  const entry = buildEntry(found.meeting, plan);
  deps.cache.set(generation, entry);
  return entry;
}

/** RFC 9110 §13.1.2: a weak comparison over the listed tags, or `*`. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * `GET /v3/meetings/{id}` for anyone who does not edit the meeting (and editors previewing it):
 * access is decided first, on the current row, so a refused visitor gets the same 401, 403 or
 * 404 as ever and never a 304. The ETag is a hash of the exact public answer and of the access
 * epoch: edits that change neither (private notes) keep it, so it tells nothing the answer and
 * the access rules do not. An answer
 * carrying a fresh pass (a right code) is personal and has no ETag. Answers stay `no-store`:
 * clients that kept one send `If-None-Match` themselves.
 */
export async function readPublicMeetingCached(
  deps: PublicReadDeps,
  ref: MeetingRef,
  visitor: Visitor,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  setPublicHeaders(reply);
  const entry = await loadEntry(deps, ref);
  const visit = await deps.access.visit(entry?.row, visitor);
  if (!entry) throw new Error('visit() lets no unknown meeting through'); // for the types
  reply.type('application/json; charset=utf-8');
  if (visit.role === 'visitor' && visit.pass) {
    return reply.send(`${entry.body.slice(0, -1)},"pass":${JSON.stringify(visit.pass)}}`);
  }
  reply.header('etag', entry.etag);
  if (matchesEtag(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  return reply.send(entry.body);
}
