import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TrashEntry } from '@ordo/contract';
import { users } from './users.ts';

/**
 * One row per meeting. The agenda text is the source of truth; title, objective and schedule
 * totals are derived from it on every write and stored so lists never parse texts. Settings
 * are columns (not JSON) because lists filter and sort on them.
 */
export const meetings = pgTable(
  'meetings',
  {
    id: uuid('id').primaryKey(),
    // Deleting an account deletes its meetings (and, through them, their history).
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id'),
    status: text('status', { enum: ['ACTIVE', 'DELETED'] })
      .notNull()
      .default('ACTIVE'),
    content: text('content').notNull().default(''),
    title: text('title').notNull().default(''),
    objective: text('objective').notNull().default(''),
    sequenceCount: integer('sequence_count').notNull().default(0),
    totalMinutes: doublePrecision('total_minutes').notNull().default(0),
    requiredMinutes: doublePrecision('required_minutes').notNull().default(0),
    optionalMinutes: doublePrecision('optional_minutes').notNull().default(0),
    scheduleEnd: text('schedule_end'),
    date: text('date'),
    startTime: text('start_time'),
    timeZone: text('time_zone').notNull().default('UTC'),
    visibility: text('visibility', { enum: ['Private', 'Public', 'Restricted'] })
      .notNull()
      .default('Private'),
    isTemplate: boolean('is_template').notNull().default(false),
    brandColor: text('brand_color'),
    hideBranding: boolean('hide_branding').notNull().default(false),
    /**
     * The owner lets search engines list the meeting's public page (issue 26). Off by default:
     * the page then asks not to be indexed. It only counts while the meeting is Public without
     * an access code (`mayBeIndexed`).
     */
    searchIndexing: boolean('search_indexing').notNull().default(false),
    language: text('language', { enum: ['en', 'fr'] })
      .notNull()
      .default('en'),
    /**
     * When the stage countdown turns amber and red (issue 24): `{ unit, amber, red }`, minutes
     * or percent of the sequence left. Null keeps the default (see `@ordo/contract`).
     */
    stageWarnings: jsonb('stage_warnings').$type<{
      unit: 'minutes' | 'percent';
      amber: number;
      red: number;
    }>(),
    /** The shared passcode of a Restricted meeting; never leaves to anyone who cannot edit. */
    accessCode: text('access_code'),
    /** Bumped whenever the code or visibility changes: passes signed for an older epoch die. */
    passEpoch: integer('pass_epoch').notNull().default(0),
    joinCode: text('join_code').notNull().unique(),
    fridge: jsonb('fridge').$type<string[]>().notNull().default([]),
    trash: jsonb('trash').$type<TrashEntry[]>().notNull().default([]),
    archived: boolean('archived').notNull().default(false),
    /** `live` while a run is running or paused, `done` once one finished (the lifecycle). */
    runStatus: text('run_status', { enum: ['live', 'done'] }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('meetings_owner_status_updated').on(table.ownerId, table.status, table.updatedAt),
    index('meetings_deleted_at').on(table.deletedAt),
    index('meetings_workspace_status_updated').on(table.workspaceId, table.status, table.updatedAt),
  ],
);

export type MeetingRow = typeof meetings.$inferSelect;

/** Recorded versions of a meeting (DESIGN §4 history): full text and settings. */
export const meetingSnapshots = pgTable(
  'meeting_snapshots',
  {
    id: uuid('id').primaryKey(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    content: text('content').notNull(),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    /**
     * Everyone whose edits went into this version, first author first (issue 30: co-edited
     * versions have several). Older versions have `[]` and read as their one `authorName`.
     */
    authors: jsonb('authors').$type<SnapshotAuthor[]>().notNull().default([]),
    sequenceCount: integer('sequence_count').notNull(),
    totalMinutes: doublePrecision('total_minutes').notNull(),
    /** When this version was started: the two-minute window is counted from here. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When its text was last written: saves inside the window fold into it. */
    savedAt: timestamp('saved_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [index('meeting_snapshots_meeting_created').on(table.meetingId, table.createdAt)],
);

export type SnapshotAuthor = { id: string; name: string };
export type SnapshotRow = typeof meetingSnapshots.$inferSelect;
