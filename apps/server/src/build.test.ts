import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: the build script is plain JavaScript without type declarations.
import { buildServer } from '../build.mjs';

const work = mkdtempSync(path.join(tmpdir(), 'ordo-build-'));
// Inside the package, so the external packages resolve from its node_modules as in `dist`.
const outDir = fileURLToPath(new URL(`../dist/test-${process.pid}`, import.meta.url));
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
  rmSync(outDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('the compiled server', () => {
  it(
    'runs without a transpiler, finds its migrations and data files, and serves the API',
    { timeout: 180_000 },
    async () => {
      await (buildServer as (outDir: string) => Promise<void>)(outDir);
      const port = await freePort();
      // The embedded database: the one whose files (WASM, template) the bundle must still find.
      const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
      const child = spawn(process.execPath, [path.join(outDir, 'main.js')], {
        env: {
          ...inherited,
          NODE_ENV: 'production',
          LOG_LEVEL: 'warn',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: path.join(work, 'data'),
          WEB_DIST_DIR: work,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
      try {
        const base = `http://127.0.0.1:${port}`;
        const deadline = Date.now() + 120_000;
        let ready = false;
        while (!ready && Date.now() < deadline && child.exitCode === null) {
          ready = await fetch(`${base}/readyz`).then(
            (r) => r.ok,
            () => false,
          );
          if (!ready) await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(ready, output).toBe(true);
        // A sign-up and a meeting go through auth, the migrated schema and the bundled packages.
        const signUp = await fetch(`${base}/v1/users/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            fullName: 'Compiled',
            email: `compiled-${port}@example.com`,
            password: 'a long enough password',
          }),
        });
        expect(signUp.status).toBe(201);
        const { token } = (await signUp.json()) as { token: string };
        const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
        const created = await fetch(`${base}/v3/meetings`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ content: 'Compiled kickoff\n' }),
        });
        expect(created.status).toBe(201);
        const list = await fetch(`${base}/v3/meetings`, { headers });
        const { items } = (await list.json()) as { items: { title: string }[] };
        expect(items.map((item) => item.title)).toEqual(['Compiled kickoff']);
      } finally {
        child.kill('SIGTERM');
      }
      expect(await exited).toBe(0);
    },
  );
});
