// `npm test`'s static checks: ESLint, Prettier and one `tsc` per workspace, as `npm run lint`
// and `npm run typecheck` do, but side by side on every core instead of one after another.
// Each is a single-threaded process; run in a row they left a 2-core CI machine half idle.
// Output is printed per check when it ends, so two checks' lines never interleave.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const readJson = (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

// Every workspace with a `typecheck` script (what `npm run typecheck --workspaces` runs).
const typechecks = readJson('package.json')
  .workspaces.filter((workspace) => existsSync(path.join(root, workspace, 'package.json')))
  .filter((workspace) => readJson(`${workspace}/package.json`).scripts?.typecheck)
  .map((workspace) => [`typecheck ${workspace}`, ['npm', 'run', 'typecheck', '-w', workspace]]);

// The longest first (ESLint, then the web and server programs), so the last to start is short.
const longest = ['eslint', 'apps/web', 'apps/server'];
const rank = (name) => {
  const index = longest.findIndex((part) => name.includes(part));
  return index === -1 ? longest.length : index;
};
const checks = [
  ['eslint', [bin('eslint'), '.', '--max-warnings', '0']],
  ['prettier', [bin('prettier'), '--check', '.', '--log-level', 'warn']],
  ...typechecks,
  ['typecheck scripts', [bin('tsc'), '-p', 'scripts/tsconfig.json']],
].sort((a, b) => rank(a[0]) - rank(b[0]));

function run([name, [command, ...args]]) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

const queue = [...checks];
const results = [];
const lanes = Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
  while (queue.length > 0) results.push(await run(queue.shift()));
});
await Promise.all(lanes);
process.exit(results.every(Boolean) ? 0 : 1);
