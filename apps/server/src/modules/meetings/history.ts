import { randomUUID } from 'node:crypto';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import { entitlementsOf } from '@ordo/agenda';
import type { Executor } from '../../db/client.ts';
import { meetingSnapshots, type MeetingRow } from '../../db/schema/index.ts';
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
  options: { force?: boolean; intervalMs: number },
): Promise<void> {
  const [last] = await tx
    .select({
      id: meetingSnapshots.id,
      createdAt: meetingSnapshots.createdAt,
      authorId: meetingSnapshots.authorId,
    })
    .from(meetingSnapshots)
    .where(eq(meetingSnapshots.meetingId, meeting.id))
    .orderBy(desc(meetingSnapshots.createdAt))
    .limit(1);
  // Saves by the same author closer than the interval (2 minutes, DESIGN §4) fold into one.
  const recent =
    last &&
    last.authorId === author.id &&
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
  await tx.insert(meetingSnapshots).values({
    id: randomUUID(),
    meetingId: meeting.id,
    ...state,
    authorId: author.id,
    authorName: author.fullName,
    createdAt: now,
  });
  const keep = tx
    .select({ id: meetingSnapshots.id })
    .from(meetingSnapshots)
    .where(eq(meetingSnapshots.meetingId, meeting.id))
    .orderBy(desc(meetingSnapshots.createdAt), desc(meetingSnapshots.version))
    .limit(entitlementsOf(ownerPlan).historyVersions);
  await tx
    .delete(meetingSnapshots)
    .where(and(eq(meetingSnapshots.meetingId, meeting.id), notInArray(meetingSnapshots.id, keep)));
}
