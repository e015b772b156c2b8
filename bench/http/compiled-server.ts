/**
 * What production runs (`npm start`): the compiled server `apps/server/dist/main.js`. The
 * benchmarks measure it rather than the TypeScript sources through tsx, and build it first when
 * `npm start` would: when it is missing or older than any of its sources (scripts/start.mjs).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const compiledMain = path.join(root, 'apps/server/dist/main.js');
export const sourceMain = path.join(root, 'apps/server/src/main.ts');

/** The same list scripts/start.mjs watches for the server. */
const sources = [
  'apps/server/src',
  'apps/server/build.mjs',
  'package-lock.json',
  'packages/agenda/src',
  'packages/contract/src',
];

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(target, name))),
    stat.mtimeMs,
  );
}

/** Builds `apps/server/dist` when it is missing or stale; returns the entry to run. */
export function ensureCompiledServer(): string {
  const builtAt = existsSync(compiledMain) ? statSync(compiledMain).mtimeMs : 0;
  const sourcesAt = Math.max(...sources.map((source) => newestChange(path.join(root, source))));
  if (builtAt >= sourcesAt) return compiledMain;
  console.log(builtAt ? 'The server changed: rebuilding…' : 'Building the server…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@ordo/server'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the server build failed');
  return compiledMain;
}

/** Node's arguments to run `entry`: TypeScript sources need tsx, the build does not. */
export const nodeArgsFor = (entry: string): string[] =>
  entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry];
