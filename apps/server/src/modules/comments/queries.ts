import { and, asc, eq } from 'drizzle-orm';
import type { CommentThreadList, MentionCandidateList } from '@ordo/contract';
import type { Executor } from '../../db/client.ts';
import { meetingComments } from '../../db/schema/index.ts';
import { loadForComments } from '../../access/comment-access.ts';
import type { MeetingRef } from '../../access/meeting-ref.ts';
import type { Caller } from '../../access/policy.ts';
import { mentionCandidates } from './mentions.ts';
import { presentThreads, sequenceTitles } from './presenter.ts';

/** Every thread of a meeting with its replies (a meeting holds tens, not thousands). */
export async function listThreads(
  db: Executor,
  caller: Caller,
  ref: MeetingRef,
): Promise<CommentThreadList> {
  const meeting = await loadForComments(db, caller, ref, 'read');
  const rows = await db
    .select()
    .from(meetingComments)
    .where(eq(meetingComments.meetingId, meeting.id))
    .orderBy(asc(meetingComments.createdAt), asc(meetingComments.id));
  return { items: presentThreads(rows, sequenceTitles(meeting), caller.id) };
}

export async function listMentionCandidates(
  db: Executor,
  caller: Caller,
  ref: MeetingRef,
): Promise<MentionCandidateList> {
  const meeting = await loadForComments(db, caller, ref, 'read');
  // Mentioning oneself mails nobody (`findMentions` skips the author): not proposed either.
  const people = await mentionCandidates(db, meeting);
  return { items: people.filter((person) => person.userId !== caller.id) };
}

export async function findComment(db: Executor, meetingId: string, commentId: string) {
  const [row] = await db
    .select()
    .from(meetingComments)
    .where(and(eq(meetingComments.id, commentId), eq(meetingComments.meetingId, meetingId)));
  return row;
}
