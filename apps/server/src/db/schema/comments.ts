import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { meetings } from './meetings.ts';
import { users } from './users.ts';

/** Someone a comment names with `@Full Name`, as resolved when it was written. */
export type CommentMention = { userId: string; name: string };

/**
 * Comments on a meeting (issue 30). A thread is a row without `parentId`, its replies point to
 * it (deleting the thread deletes them). A thread is anchored to the meeting as a whole or to a
 * sequence by the sequence's index AND its title when the thread began: reading re-finds the
 * sequence by title first (see `anchor.ts`), so a thread follows its sequence when others move.
 * Only a thread is resolved; `resolvedAt` null means open.
 */
export const meetingComments = pgTable(
  'meeting_comments',
  {
    id: uuid('id').primaryKey(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => meetingComments.id, {
      onDelete: 'cascade',
    }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept so a deleted account's comments still say who wrote them. */
    authorName: text('author_name').notNull(),
    anchorKind: text('anchor_kind', { enum: ['meeting', 'sequence'] })
      .notNull()
      .default('meeting'),
    anchorIndex: integer('anchor_index'),
    anchorTitle: text('anchor_title'),
    body: text('body').notNull(),
    mentions: jsonb('mentions').$type<CommentMention[]>().notNull().default([]),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: text('resolved_by'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (table) => [
    index('meeting_comments_meeting_created').on(table.meetingId, table.createdAt),
    index('meeting_comments_parent').on(table.parentId),
  ],
);

export type MeetingCommentRow = typeof meetingComments.$inferSelect;
