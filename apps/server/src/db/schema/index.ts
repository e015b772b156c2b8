// Every table of Ordo, one file per area. drizzle-kit reads this file to generate migrations.
export * from './jobs.ts';
export * from './meetings.ts';
export * from './users.ts';
export * from './profiles.ts';
export * from './mail-outbox.ts';
export * from './live.ts';
export * from './billing.ts';
export * from './workspaces.ts';
export * from './calendar-feeds.ts';
export * from './comments.ts';
export * from './collab.ts';
