import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { CommentMention, CommentThread, CreateComment, UpdateComment } from '@ordo/contract';
import type { Executor } from '../../db/client.ts';
import { meetingComments, type MeetingCommentRow, type MeetingRow } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { loadForComments } from '../../access/comment-access.ts';
import type { MeetingRef } from '../../access/meeting-ref.ts';
import { canEdit, type Caller } from '../../access/policy.ts';
import { findMentions, mentionCandidates } from './mentions.ts';
import { presentThread, sequenceTitles } from './presenter.ts';
import { findComment } from './queries.ts';

export type Commenter = Caller & { name: string };

/** What a write did: the thread as it is now, and who to tell by e-mail. */
export type CommentOutcome = {
  meeting: MeetingRow;
  thread: CommentThread;
  comment: MeetingCommentRow;
  /** People newly @mentioned by this write: one e-mail each. */
  mentioned: CommentMention[];
};

const commentNotFound = () => new AppError('NOT_FOUND', 'This comment does not exist');

async function threadOf(
  db: Executor,
  meeting: MeetingRow,
  root: MeetingCommentRow,
  callerId: string,
): Promise<CommentThread> {
  const replies = await db
    .select()
    .from(meetingComments)
    .where(eq(meetingComments.parentId, root.id))
    .orderBy(asc(meetingComments.createdAt), asc(meetingComments.id));
  return presentThread(root, replies, sequenceTitles(meeting), callerId);
}

/** A new thread, or a reply when `parentId` names a thread (a reply to a reply joins its thread). */
export async function createComment(
  db: Executor,
  caller: Commenter,
  ref: MeetingRef,
  input: CreateComment,
  now: Date,
): Promise<CommentOutcome> {
  const meeting = await loadForComments(db, caller, ref, 'write');
  let root: MeetingCommentRow | undefined;
  if (input.parentId) {
    const parent = await findComment(db, meeting.id, input.parentId);
    if (!parent) throw commentNotFound();
    root = parent.parentId ? await findComment(db, meeting.id, parent.parentId) : parent;
    if (!root) throw commentNotFound();
  }
  const anchor = input.anchor ?? { kind: 'meeting' as const };
  const mentioned = findMentions(input.body, await mentionCandidates(db, meeting), caller.id);
  const [comment] = await db
    .insert(meetingComments)
    .values({
      id: randomUUID(),
      meetingId: meeting.id,
      parentId: root?.id ?? null,
      authorId: caller.id,
      authorName: caller.name,
      anchorKind: root ? root.anchorKind : anchor.kind,
      anchorIndex: root ? root.anchorIndex : anchor.kind === 'sequence' ? anchor.index : null,
      anchorTitle: root
        ? root.anchorTitle
        : anchor.kind === 'sequence'
          ? anchor.title.trim()
          : null,
      body: input.body,
      mentions: mentioned,
      createdAt: now,
    })
    .returning();
  if (!comment) throw new Error('comment not inserted');
  const thread = await threadOf(db, meeting, root ?? comment, caller.id);
  return { meeting, thread, comment, mentioned };
}

/**
 * Resolves or reopens a thread (anyone who may comment), or edits a comment's text (its author
 * only; people @mentioned for the first time by the edit get their e-mail).
 */
export async function updateComment(
  db: Executor,
  caller: Commenter,
  ref: MeetingRef,
  commentId: string,
  input: UpdateComment,
  now: Date,
): Promise<CommentOutcome> {
  const meeting = await loadForComments(db, caller, ref, 'write');
  let comment = await findComment(db, meeting.id, commentId);
  if (!comment) throw commentNotFound();
  let mentioned: CommentMention[] = [];
  if (input.resolved !== undefined && comment.parentId !== null) {
    throw new AppError('VALIDATION_FAILED', 'Only a thread is resolved, not a reply');
  }
  if (input.body !== undefined) {
    if (comment.authorId !== caller.id) {
      throw new AppError('FORBIDDEN', 'Only its author edits a comment');
    }
    const mentions = findMentions(input.body, await mentionCandidates(db, meeting), caller.id);
    const before = new Set(comment.mentions.map((mention) => mention.userId));
    mentioned = mentions.filter((mention) => !before.has(mention.userId));
    // Keep everyone ever mentioned: an e-mail already sent is not sent again after an edit.
    const kept = [...comment.mentions, ...mentioned];
    [comment] = await db
      .update(meetingComments)
      .set({ body: input.body, mentions: kept, editedAt: now })
      .where(eq(meetingComments.id, comment.id))
      .returning();
  }
  if (input.resolved !== undefined && comment) {
    [comment] = await db
      .update(meetingComments)
      .set(
        input.resolved
          ? { resolvedAt: comment.resolvedAt ?? now, resolvedBy: comment.resolvedBy ?? caller.name }
          : { resolvedAt: null, resolvedBy: null },
      )
      .where(eq(meetingComments.id, comment.id))
      .returning();
  }
  if (!comment) throw commentNotFound();
  const root = comment.parentId ? await findComment(db, meeting.id, comment.parentId) : comment;
  if (!root) throw commentNotFound();
  return {
    meeting,
    thread: await threadOf(db, meeting, root, caller.id),
    comment,
    mentioned,
  };
}

/**
 * Deletes a comment: its author may, and so may the meeting's editors (to clear what should not
 * stay). Deleting a thread deletes its replies.
 */
export async function deleteComment(
  db: Executor,
  caller: Commenter,
  ref: MeetingRef,
  commentId: string,
): Promise<void> {
  const meeting = await loadForComments(db, caller, ref, 'write');
  const comment = await findComment(db, meeting.id, commentId);
  if (!comment) throw commentNotFound();
  if (comment.authorId !== caller.id && !canEdit(caller, meeting)) {
    throw new AppError('FORBIDDEN', 'Only its author or an editor deletes a comment');
  }
  await db.delete(meetingComments).where(eq(meetingComments.id, comment.id));
}
