// `npm run dev`: the API server with reload on :3000 and Vite with hot reload on :5173, which
// proxies API calls to the server. Stopping one stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children = [
  spawn(
    process.execPath,
    ['--import', 'tsx', '--watch', path.join(root, 'apps/server/src/main.ts')],
    {
      cwd: root,
      stdio: 'inherit',
      env: { NODE_ENV: 'development', ...process.env },
    },
  ),
  spawn('npm', ['run', 'dev', '-w', '@ordo/web'], {
    cwd: root,
    stdio: 'inherit',
    // Vite proxies API calls to wherever this server listens.
    env: { ORDO_API_URL: `http://localhost:${process.env.PORT ?? 3000}`, ...process.env },
  }),
];
console.log(
  `Ordo dev: open http://localhost:5173 (API on http://localhost:${process.env.PORT ?? 3000})`,
);
const stopAll = (signal) => children.forEach((child) => child.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
for (const child of children)
  child.on('exit', (code) => {
    stopAll('SIGTERM');
    process.exitCode = code ?? 0;
  });
