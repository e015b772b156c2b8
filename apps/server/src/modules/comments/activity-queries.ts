import { and, desc, eq, isNotNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ActivityEntry, ActivityPage } from '@ordo/contract';
import type { Executor } from '../../db/client.ts';
import { meetingComments, meetingRuns, meetingSnapshots, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { loadForComments } from '../../access/comment-access.ts';
import type { MeetingRef } from '../../access/meeting-ref.ts';
import type { Caller } from '../../access/policy.ts';

const PAGE = 30;

type Cursor = { at: string; id: string };

function encodeCursor(entry: ActivityEntry): string {
  return Buffer.from(JSON.stringify({ at: entry.at, id: entry.id })).toString('base64url');
}

function decodeCursor(text: string): Cursor {
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown;
    if (
      typeof value === 'object' &&
      value !== null &&
      'at' in value &&
      'id' in value &&
      typeof value.at === 'string' &&
      typeof value.id === 'string' &&
      !Number.isNaN(Date.parse(value.at))
    ) {
      return { at: value.at, id: value.id };
    }
  } catch {
    // Falls through to the refusal below.
  }
  throw new AppError('VALIDATION_FAILED', 'This cursor is not one the activity list gave');
}

/**
 * Rows strictly after the cursor in the order newest first, then id descending. Timestamps are
 * cut to milliseconds on both sides, as the cursor carries them, so no row is seen twice.
 */
function before(cursor: Cursor | undefined, at: AnyColumn, kind: string, id: AnyColumn): SQL {
  if (!cursor) return sql`true`;
  const stamp = sql`date_trunc('milliseconds', ${at})`;
  return sql`(${stamp} < ${cursor.at}::timestamptz or (${stamp} = ${cursor.at}::timestamptz and (${kind}::text || ${id}::text) collate "C" < ${cursor.id}::text collate "C"))`;
}

/**
 * The meeting's activity, newest first: each recorded version of the agenda with its author,
 * each comment with its writer, each run that started with who started it. Each source is read up to a page past
 * the cursor and the three are merged, so a page costs three small indexed reads.
 */
export async function listActivity(
  db: Executor,
  caller: Caller,
  ref: MeetingRef,
  query: { cursor?: string; limit?: number },
): Promise<ActivityPage> {
  const meeting = await loadForComments(db, caller, ref, 'read');
  const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
  const limit = query.limit ?? PAGE;

  const versions = await db
    .select()
    .from(meetingSnapshots)
    .where(
      and(
        eq(meetingSnapshots.meetingId, meeting.id),
        before(cursor, meetingSnapshots.savedAt, 'version:', meetingSnapshots.id),
      ),
    )
    .orderBy(desc(meetingSnapshots.savedAt))
    .limit(limit + 1);
  const comments = await db
    .select()
    .from(meetingComments)
    .where(
      and(
        eq(meetingComments.meetingId, meeting.id),
        before(cursor, meetingComments.createdAt, 'comment:', meetingComments.id),
      ),
    )
    .orderBy(desc(meetingComments.createdAt))
    .limit(limit + 1);
  // The starter's name as it is now: an account deleted since leaves the run unattributed.
  const runs = await db
    .select({
      id: meetingRuns.id,
      createdAt: meetingRuns.createdAt,
      finishedAt: meetingRuns.finishedAt,
      starter: users.name,
    })
    .from(meetingRuns)
    .leftJoin(users, eq(users.id, meetingRuns.startedBy))
    .where(
      and(
        eq(meetingRuns.meetingId, meeting.id),
        isNotNull(meetingRuns.startedAt),
        before(cursor, meetingRuns.createdAt, 'run:', meetingRuns.id),
      ),
    )
    .orderBy(desc(meetingRuns.createdAt))
    .limit(limit + 1);

  const empty = { version: null, excerpt: null, sequenceTitle: null, reply: false, finished: null };
  const entries: ActivityEntry[] = [
    ...versions.map((row) => ({
      ...empty,
      id: `version:${row.id}`,
      kind: 'version' as const,
      at: row.savedAt.toISOString(),
      actorName: row.authorName,
      version: row.version,
    })),
    ...comments.map((row) => ({
      ...empty,
      id: `comment:${row.id}`,
      kind: 'comment' as const,
      at: row.createdAt.toISOString(),
      actorName: row.authorName,
      excerpt: row.body.length > 140 ? `${row.body.slice(0, 140)}…` : row.body,
      sequenceTitle: row.anchorKind === 'sequence' ? row.anchorTitle : null,
      reply: row.parentId !== null,
    })),
    ...runs.map((row) => ({
      ...empty,
      id: `run:${row.id}`,
      kind: 'run' as const,
      at: row.createdAt.toISOString(),
      actorName: row.starter,
      finished: row.finishedAt !== null,
    })),
  ].sort((a, b) => (a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1));

  const items = entries.slice(0, limit);
  const last = items.at(-1);
  return {
    items,
    nextCursor: entries.length > limit && last ? encodeCursor(last) : null,
  };
}
