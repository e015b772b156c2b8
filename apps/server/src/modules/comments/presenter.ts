import { parseAgenda } from '@ordo/agenda';
import type { Comment, CommentAnchor, CommentThread } from '@ordo/contract';
import type { MeetingCommentRow, MeetingRow } from '../../db/schema/index.ts';
import { currentSequenceIndex } from './anchor.ts';

export function anchorOf(row: MeetingCommentRow): CommentAnchor {
  return row.anchorKind === 'sequence'
    ? { kind: 'sequence', index: row.anchorIndex ?? 0, title: row.anchorTitle ?? '' }
    : { kind: 'meeting' };
}

export function presentComment(row: MeetingCommentRow, callerId: string): Comment {
  return {
    id: row.id,
    parentId: row.parentId,
    authorId: row.authorId,
    authorName: row.authorName,
    body: row.body,
    mentions: row.mentions,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    mine: row.authorId === callerId,
  };
}

/** The sequences' titles of the meeting's current text, for re-finding anchors. */
export function sequenceTitles(meeting: Pick<MeetingRow, 'content'>): string[] {
  return parseAgenda(meeting.content).agenda.sequences.map((sequence) => sequence.title);
}

/** Threads oldest first (a conversation reads down), each with its replies oldest first. */
export function presentThreads(
  rows: MeetingCommentRow[],
  titles: readonly string[],
  callerId: string,
): CommentThread[] {
  const replies = new Map<string, MeetingCommentRow[]>();
  for (const row of rows) {
    if (row.parentId) replies.set(row.parentId, [...(replies.get(row.parentId) ?? []), row]);
  }
  return rows
    .filter((row) => row.parentId === null)
    .map((row) => presentThread(row, replies.get(row.id) ?? [], titles, callerId));
}

export function presentThread(
  row: MeetingCommentRow,
  replies: MeetingCommentRow[],
  titles: readonly string[],
  callerId: string,
): CommentThread {
  const anchor = anchorOf(row);
  return {
    ...presentComment(row, callerId),
    anchor,
    sequenceIndex: currentSequenceIndex(anchor, titles),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolvedBy: row.resolvedBy,
    replies: replies.map((reply) => presentComment(reply, callerId)),
  };
}
