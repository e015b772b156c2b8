import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { RunAgenda, RunCommand } from '@ordo/agenda';
import { meetings } from './meetings.ts';
import { users } from './users.ts';

/**
 * One row per run of a meeting (DESIGN §4: event-sourced). `agenda` is the sequences as they
 * were when the run started, so editing the text later never moves a run or its statistics.
 * Finished runs stay for Insight until a restart erases the latest one.
 */
export const meetingRuns = pgTable(
  'meeting_runs',
  {
    id: uuid('id').primaryKey(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    agenda: jsonb('agenda').$type<RunAgenda>().notNull(),
    /** Epoch ms; null while the run was only opened for a stage message before its start. */
    startedAt: bigint('started_at', { mode: 'number' }),
    finishedAt: bigint('finished_at', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /**
     * Who started it (the activity list's "Ana ran it"); null for a phone remote, a run from
     * before this was recorded, or an account deleted since.
     */
    startedBy: text('started_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('meeting_runs_meeting_created').on(table.meetingId, table.createdAt)],
);
export type MeetingRunRow = typeof meetingRuns.$inferSelect;

/** The log of a run: every accepted command in order, with the server time it applied at. */
export const runCommands = pgTable(
  'run_commands',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => meetingRuns.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    at: bigint('at', { mode: 'number' }).notNull(),
    command: jsonb('command').$type<RunCommand>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.runId, table.seq] })],
);
export type RunCommandRow = typeof runCommands.$inferSelect;

/**
 * Phone remotes' control tokens. Only a SHA-256 of the token is kept: a database dump does not
 * hand out remotes. Revoking deletes the row.
 */
export const controlTokens = pgTable(
  'control_tokens',
  {
    id: uuid('id').primaryKey(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    name: text('name').notNull(),
    /** `control` drives the run (a phone remote); `presenter` only reads it, with notes. */
    kind: text('kind', { enum: ['control', 'presenter'] })
      .notNull()
      .default('control'),
    /** A breakout room's remote (DESIGN §9 "Rooms"): it drives that room only; null, the run. */
    room: integer('room'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('control_tokens_meeting').on(table.meetingId)],
);
export type ControlTokenRow = typeof controlTokens.$inferSelect;
