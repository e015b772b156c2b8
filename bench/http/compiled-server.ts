/**
 * What production runs (`npm start`): the compiled server `apps/server/dist/main.js`. The
 * benchmarks measure it rather than the TypeScript sources through tsx, and build it first when
 * `npm start` would, by the same rule (scripts/builds.mjs).
 */
import path from 'node:path';
import { builds, ensureBuilt, root } from '../../scripts/builds.mjs';

export const compiledMain = path.join(root, builds.server.output);
export const sourceMain = path.join(root, 'apps/server/src/main.ts');

/** Builds `apps/server/dist` when it is missing or stale; returns the entry to run. */
export function ensureCompiledServer(): string {
  if (!ensureBuilt(builds.server)) throw new Error('the server build failed');
  return compiledMain;
}

/** Node's arguments to run `entry`: TypeScript sources need tsx, the build does not. */
export const nodeArgsFor = (entry: string): string[] =>
  entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry];
