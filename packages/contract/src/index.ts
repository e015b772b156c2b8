export * from './errors.ts';
export * from './config.ts';
export * from './paths.ts';
export * from './system.ts';
export * from './meetings.ts';
export * from './users.ts';
export * from './sharing.ts';
export * from './live.ts';
