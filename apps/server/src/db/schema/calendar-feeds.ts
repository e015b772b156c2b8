import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A user's personal calendar feed (`GET /v1/users/me/calendar.ics?token=…`): one secret per
 * user, kept as its sha256 only (like sessions' one-time links), so a database dump does not
 * hand out anyone's feed. Rotating replaces the row; deleting the user deletes it.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
