import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteRedisKeys } from './test/app.ts';
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

type Compiled = { base: string; output: () => string; stop: () => Promise<number | null> };

/** Starts `dist/main.js` of the test build with `env`, and waits until it is ready. */
async function startCompiled(env: Record<string, string>): Promise<Compiled> {
  const port = await freePort();
  // By default the embedded database and no Redis: each test adds what it exercises.
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, [path.join(outDir, 'main.js')], {
    env: {
      ...inherited,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: path.join(work, `data-${port}`),
      WEB_DIST_DIR: work,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
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
  const stop = () => {
    child.kill('SIGTERM');
    return exited;
  };
  if (!ready) {
    await stop();
    expect.fail(`the compiled server did not become ready:\n${output}`);
  }
  return { base, output: () => output, stop };
}

async function signUp(base: string, email: string) {
  const response = await fetch(`${base}/v1/users/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fullName: 'Compiled', email, password: 'a long enough password' }),
  });
  expect(response.status).toBe(201);
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
}

describe('the compiled server', () => {
  beforeAll(() => (buildServer as (outDir: string) => Promise<void>)(outDir), 120_000);

  it(
    'runs without a transpiler, finds its migrations and data files, and serves the API',
    {
      timeout: 180_000,
    },
    async () => {
      // The embedded database: the one whose files (WASM, template) the bundle must still find.
      const server = await startCompiled({});
      try {
        // A sign-up and a meeting go through auth, the migrated schema and the bundled packages.
        const headers = await signUp(server.base, 'compiled@example.com');
        const created = await fetch(`${server.base}/v3/meetings`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ content: 'Compiled kickoff\n' }),
        });
        expect(created.status).toBe(201);
        const list = await fetch(`${server.base}/v3/meetings`, { headers });
        const { items } = (await list.json()) as { items: { title: string }[] };
        expect(items.map((item) => item.title)).toEqual(['Compiled kickoff']);
      } finally {
        expect(await server.stop()).toBe(0);
      }
    },
  );

  // CI sets REDIS_URL: the compiled server once could not start with it (ioredis bundled).
  it.skipIf(!process.env.REDIS_URL)(
    'starts with Redis, keeps its limits there, and stops cleanly',
    { timeout: 180_000 },
    async () => {
      const prefix = `ordo-build-test-${process.pid}:`;
      const server = await startCompiled({
        REDIS_URL: process.env.REDIS_URL ?? '',
        REDIS_PREFIX: prefix,
      });
      try {
        await signUp(server.base, 'compiled-redis@example.com');
        // The sign-up went through the rate limit, whose counters live in Redis.
        const { Redis } = await import('ioredis');
        const redis = new Redis(process.env.REDIS_URL ?? '');
        try {
          expect((await redis.keys(`${prefix}*`)).length).toBeGreaterThan(0);
        } finally {
          redis.disconnect();
        }
      } finally {
        expect(await server.stop(), server.output()).toBe(0);
        await deleteRedisKeys(process.env.REDIS_URL ?? '', prefix);
      }
    },
  );
});
