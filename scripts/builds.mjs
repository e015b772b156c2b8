// What `npm start` builds before it runs, and when a build is stale. Shared by scripts/start.mjs
// and the benchmarks (bench/http/compiled-server.ts), which measure what `npm start` runs.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const packageSources = ['packages/agenda/src', 'packages/contract/src'];

/** Each build, the file it writes last and the sources it is made of (paths from the root). */
export const builds = {
  web: {
    name: 'web app',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/front.html',
      'apps/web/door.html',
      'apps/web/vite.config.ts',
      ...packageSources,
    ],
    workspace: '@ordo/web',
  },
  server: {
    name: 'server',
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'apps/server/build.mjs', 'package-lock.json', ...packageSources],
    workspace: '@ordo/server',
  },
};

function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(target, name))),
    stat.mtimeMs,
  );
}

/**
 * Runs `build` when its output is missing or older than any of its sources. Returns false when
 * the build was needed and failed (its output is on the console).
 */
export function ensureBuilt({ name, output, sources, workspace }) {
  const outputPath = path.join(root, output);
  const builtAt = existsSync(outputPath) ? statSync(outputPath).mtimeMs : 0;
  const sourcesAt = Math.max(...sources.map((source) => newestChange(path.join(root, source))));
  if (builtAt >= sourcesAt) return true;
  console.log(builtAt ? `The ${name} changed: rebuilding…` : `Building the ${name} (first start)…`);
  const build = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  return build.status === 0;
}
