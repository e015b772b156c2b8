// `npm start`: build what is missing or older than its sources (the web app, the server's
// JavaScript, the embedded database's template), then run the compiled server in this process's
// place (signals reach it, so Ctrl+C shuts it down gracefully). `npm run dev` runs the sources.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { builds, ensureBuilt, root } from './builds.mjs';

for (const build of [builds.web, builds.server]) if (!ensureBuilt(build)) process.exit(1);

const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: process.cwd(),
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
