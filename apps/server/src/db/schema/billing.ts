import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const subscriptionProviders = ['stripe', 'local'] as const;
export type SubscriptionProvider = (typeof subscriptionProviders)[number];

/**
 * `incomplete`: a Stripe customer exists but no subscription yet (checkout opened, not paid).
 * `active`: paid up. `past_due`: a renewal failed; PRO lasts until `graceEndsAt`.
 * `canceled`: ended; the user is back on free.
 */
export const subscriptionStatuses = ['incomplete', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export const billingIntervals = ['month', 'year'] as const;
export type BillingInterval = (typeof billingIntervals)[number];

/**
 * One row per user who ever had a paid or granted plan. `users.plan` stays the one thing every
 * entitlement reads; this row says why it is what it is and when it ends.
 */
export const subscriptions = pgTable('subscriptions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: subscriptionProviders }).notNull(),
  status: text('status', { enum: subscriptionStatuses }).notNull(),
  /** Null for a PRO granted by the admin: it has no billing period. */
  interval: text('interval', { enum: billingIntervals }),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /**
   * Set when a renewal fails: the end of the grace period (BILLING_GRACE_DAYS), stored so that
   * changing the setting later never moves a grace already announced to the user.
   */
  graceEndsAt: timestamp('grace_ends_at', { withTimezone: true }),
  stripeCustomerId: text('stripe_customer_id').unique(),
  stripeSubscriptionId: text('stripe_subscription_id').unique(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Stripe event ids already applied: a redelivered event changes nothing (idempotency). */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});

/** Checkouts of the local test mode (BILLING_TEST_MODE): the id is the `session` of the page. */
export const testCheckouts = pgTable('test_checkouts', {
  id: uuid('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  interval: text('interval', { enum: billingIntervals }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});
