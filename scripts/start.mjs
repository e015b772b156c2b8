// `npm start`: build what is missing or older than its sources (the web app, the server's
// JavaScript, the embedded database's template), then run the compiled server in this process's
// place (signals reach it, so Ctrl+C shuts it down gracefully). `npm run dev` runs the sources.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const packageSources = ['packages/agenda/src', 'packages/contract/src'];
const builds = [
  {
    name: 'web app',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      ...packageSources,
    ],
    workspace: '@ordo/web',
  },
  {
    name: 'server',
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'apps/server/build.mjs', 'package-lock.json', ...packageSources],
    workspace: '@ordo/server',
  },
];

function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(target, name))),
    stat.mtimeMs,
  );
}

for (const { name, output, sources, workspace } of builds) {
  const builtAt = existsSync(path.join(root, output))
    ? statSync(path.join(root, output)).mtimeMs
    : 0;
  const sourcesAt = Math.max(...sources.map((source) => newestChange(path.join(root, source))));
  if (builtAt >= sourcesAt) continue;
  console.log(builtAt ? `The ${name} changed: rebuilding…` : `Building the ${name} (first start)…`);
  const build = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: process.cwd(),
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
