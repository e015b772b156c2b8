import { customType, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { meetings } from './meetings.ts';

/** PostgreSQL `bytea`; PGlite hands back a Uint8Array and node-postgres a Buffer. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * The shared Yjs document of a meeting (issue 30), one row per meeting once someone co-edited
 * it. Its text is also written to `meetings.content`, which stays the source of truth for
 * everything else; the state keeps what a text cannot: who typed what, so that editors that
 * were offline merge their edits into it instead of replacing it.
 */
export const meetingDocuments = pgTable('meeting_documents', {
  meetingId: uuid('meeting_id')
    .primaryKey()
    .references(() => meetings.id, { onDelete: 'cascade' }),
  /** `Y.encodeStateAsUpdate` of the whole document. */
  state: bytea('state').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
