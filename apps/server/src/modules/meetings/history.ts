import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, notInArray } from 'drizzle-orm';
import { entitlementsOf } from '@ordo/agenda';
import type { Executor } from '../../db/client.ts';
import { meetingSnapshots, type MeetingRow, type SnapshotAuthor } from '../../db/schema/index.ts';
import { settingsOf } from './presenter.ts';

export type Author = { id: string; fullName: string; plan: 'free' | 'pro' };

/**
 * Records the meeting's current text as a new version when the last version is older than two
 * minutes or by someone else (or always, with `force`, as a restore does), then keeps only the
 * newest versions the owner's plan allows. Otherwise the last version takes the new text: a
 * version is then the state at the end of a burst of editing, never a half-typed first save.
 */
export async function recordVersion(
  tx: Executor,
  meeting: MeetingRow,
  author: Author,
  ownerPlan: 'free' | 'pro',
  now: Date,
  options: { force?: boolean; intervalMs: number; coauthors?: readonly SnapshotAuthor[] },
): Promise<void> {
  const [last] = await tx
    .select({
      id: meetingSnapshots.id,
      createdAt: meetingSnapshots.createdAt,
      authorId: meetingSnapshots.authorId,
      authors: meetingSnapshots.authors,
    })
    .from(meetingSnapshots)
    .where(eq(meetingSnapshots.meetingId, meeting.id))
    .orderBy(desc(meetingSnapshots.createdAt))
    .limit(1);
  const authors = authorList(author, options.coauthors);
  // Saves by the same authors closer than the interval (2 minutes, DESIGN §4) fold into one;
  // a co-edited version (issue 30) takes each save of any of its authors.
  const lastAuthors = last ? authorIdsOf(last) : new Set<string>();
  const recent =
    last &&
    authors.every((one) => lastAuthors.has(one.id)) &&
    now.getTime() - last.createdAt.getTime() < options.intervalMs
      ? last
      : undefined;
  const state = {
    savedAt: now,
    version: meeting.version,
    content: meeting.content,
    settings: settingsOf(meeting),
    sequenceCount: meeting.sequenceCount,
    totalMinutes: meeting.totalMinutes,
  };
  if (recent && !options.force) {
    await tx.update(meetingSnapshots).set(state).where(eq(meetingSnapshots.id, recent.id));
    return;
  }
  const [{ stored } = { stored: 0 }] = await tx
    .select({ stored: count() })
    .from(meetingSnapshots)
    .where(eq(meetingSnapshots.meetingId, meeting.id));
  await tx.insert(meetingSnapshots).values({
    id: randomUUID(),
    meetingId: meeting.id,
    ...state,
    authorId: author.id,
    authorName: authors.map((one) => one.name).join(', '),
    authors,
    createdAt: now,
  });
  const keep = tx
    .select({ id: meetingSnapshots.id })
    .from(meetingSnapshots)
    .where(eq(meetingSnapshots.meetingId, meeting.id))
    .orderBy(desc(meetingSnapshots.createdAt), desc(meetingSnapshots.version))
    .limit(keptVersions(entitlementsOf(ownerPlan).historyVersions, stored));
  await tx
    .delete(meetingSnapshots)
    .where(and(eq(meetingSnapshots.meetingId, meeting.id), notInArray(meetingSnapshots.id, keep)));
}

/** The version's author first, then the others whose edits went in, each once. */
function authorList(author: Author, coauthors: readonly SnapshotAuthor[] = []): SnapshotAuthor[] {
  const list = [{ id: author.id, name: author.fullName }];
  for (const one of coauthors) if (!list.some((known) => known.id === one.id)) list.push(one);
  return list;
}

/** Versions from before issue 30 name their one author only in `authorId`. */
function authorIdsOf(row: { authorId: string | null; authors: SnapshotAuthor[] }): Set<string> {
  const ids = new Set(row.authors.map((one) => one.id));
  if (row.authorId) ids.add(row.authorId);
  return ids;
}

/**
 * How many versions to keep once a new one is added to `stored`. Within the plan's size, the
 * newest `limit`. Above it (a PRO owner went back to free), nothing is cut at once: each new
 * version removes the two oldest, so the versions kept from the PRO period (read-only, see
 * `restorableVersions`) age out one per new version until the history is back to `limit`.
 *
 * @example keptVersions(20, 20) // 20: the oldest of 21 goes
 * @example keptVersions(20, 100) // 99: the two oldest of 101 go
 */
export function keptVersions(limit: number, stored: number): number {
  return stored > limit ? Math.max(limit, stored - 1) : limit;
}

/** How many of the newest versions the owner may restore; older ones are read-only. */
export function restorableVersions(ownerPlan: string): number {
  return entitlementsOf(ownerPlan).historyVersions;
}
