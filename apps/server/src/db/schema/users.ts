import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const createdAt = () =>
  timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`);
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`);

/**
 * Accounts. The first columns are better-auth's user model (its field names are the keys);
 * the rest are Ordo's: plan, onboarding and the AI power counter. Profile fields live in
 * `profiles` so the session lookup of every request never reads a photo.
 */
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  /** The full name. */
  name: text('name').notNull(),
  /** Always lower case: better-auth lowercases on sign-up and we do on every change. */
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  plan: text('plan', { enum: ['free', 'pro'] })
    .notNull()
    .default('free'),
  /** SPEC §3's onboarding string, written only through packages/agenda's rules. */
  onboarding: text('onboarding').notNull().default(''),
  /** Interface language the user chose; null until they choose. Mail uses it first. */
  language: text('language', { enum: ['en', 'fr'] }),
  aiPowerUsedMinutes: integer('ai_power_used_minutes').notNull().default(0),
  /** When the current monthly AI period began (packages/agenda `aiPowerPeriod`). */
  aiPowerPeriodStart: timestamp('ai_power_period_start', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/** better-auth sessions: the bearer token is `token`; deleting a row revokes it. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [index('sessions_user_id').on(table.userId)],
);

/** better-auth sign-in methods of a user: `credential` (password hash) or an OIDC subject. */
export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('accounts_user_id').on(table.userId)],
);

/** better-auth one-time values: magic links, password resets, OAuth state. */
export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('verifications_identifier').on(table.identifier)],
);

export type UserRow = typeof users.$inferSelect;
