import { sql } from 'drizzle-orm';
import { boolean, customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** PostgreSQL `bytea`; PGlite hands back a Uint8Array and node-postgres a Buffer. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** Profile fields of SPEC §3 beyond the name; one row per user, created on first change. */
export const profiles = pgTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  bio: text('bio'),
  company: text('company'),
  job: text('job'),
  website: text('website'),
  xHandle: text('x_handle'),
  emailUpdates: boolean('email_updates').notNull().default(false),
  /** The photo, already resized to a small WebP; stored here so every process can serve it. */
  photo: bytea('photo'),
  /** Bumped on every photo change so its URL changes and caches never show an old one. */
  photoVersion: integer('photo_version').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

export type ProfileRow = typeof profiles.$inferSelect;
