// Every table of Ordo, one file per area. drizzle-kit reads this file to generate migrations.
export * from './jobs.ts';
