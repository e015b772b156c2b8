import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { meetings } from './meetings.ts';
import { users } from './users.ts';

/**
 * Teamspaces (SPEC §3, DESIGN §9). Whether one is closed is not stored: it follows the owner's
 * plan at every read, so a lapsed PRO closes the team at once and a renewed one reopens it.
 */
export const workspaces = pgTable(
  'workspaces',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('workspaces_owner').on(table.ownerId)],
);

export type WorkspaceRow = typeof workspaces.$inferSelect;

/**
 * One row per person invited to or in a teamspace, the owner included. `token` names the row in
 * the API. `userId` is set once the invitation is accepted (`state` member); `meetingId` makes
 * the row a guest's, whose access covers that one workshop. The row keeps the sha256 of the
 * one-time token its e-mail's link carries, and when that token expires: the proof that whoever
 * accepts reads that mailbox (DESIGN §9 "Invitations (trust)"). Only an `invited` row accepts
 * it, so once used the link is spent; the hash stays to recognise it and say so.
 */
export const workspaceMembers = pgTable(
  'workspace_members',
  {
    token: uuid('token').primaryKey(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'admin', 'editor', 'viewer'] }).notNull(),
    state: text('state', { enum: ['invited', 'member'] }).notNull(),
    meetingId: uuid('meeting_id').references(() => meetings.id, { onDelete: 'cascade' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    invitationHash: text('invitation_hash'),
    invitationExpiresAt: timestamp('invitation_expires_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('workspace_members_workspace_email').on(table.workspaceId, table.email),
    index('workspace_members_user').on(table.userId),
    index('workspace_members_email').on(table.email),
    uniqueIndex('workspace_members_invitation_hash').on(table.invitationHash),
  ],
);

export type WorkspaceMemberRow = typeof workspaceMembers.$inferSelect;
