import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';

/*
 * Two Ordo processes on one PostgreSQL database and one Redis, for coediting-scale-out.spec.ts:
 * the topology of README's "several processes" (DESIGN §2), started here as `npm start` would
 * run them, on a database this creates and drops and a Redis key prefix whose keys it deletes
 * (the Redis server is shared: never a flush). Like apps/server's test-server-process.ts, in
 * plain Node so Playwright can load it.
 */

const root = path.resolve(import.meta.dirname, '..', '..');

export type OrdoProcess = { base: string; child: ChildProcess; output: () => string };

export type Cluster = { a: OrdoProcess; b: OrdoProcess; stop: () => Promise<void> };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function admin(serverUrl: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

async function deleteKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

async function ready(server: OrdoProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`an Ordo process exited before it was ready:\n${server.output()}`);
    }
    const ok = await fetch(`${server.base}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`an Ordo process was not ready within ${timeoutMs} ms:\n${server.output()}`);
}

function stopProcess(server: OrdoProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => server.child.kill('SIGKILL'), 15_000);
    server.child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    server.child.kill('SIGTERM');
  });
}

/**
 * Starts A then B (A runs the migrations) with `env` on top of the shared settings: one
 * database, one Redis prefix, one AUTH_SECRET (each accepts the other's sessions).
 */
export async function startCluster(
  databaseServer: string,
  redisUrl: string,
  env: Record<string, string>,
): Promise<Cluster> {
  const cleanups: (() => Promise<void> | void)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) {
      await Promise.resolve(cleanup()).catch((error: unknown) =>
        console.warn(`coediting-scale-out: cleanup failed: ${String(error)}`),
      );
    }
  };
  try {
    const name = `ordo_e2e_${process.pid}_${randomBytes(4).toString('hex')}`;
    await admin(databaseServer, `create database ${name}`);
    cleanups.push(() => admin(databaseServer, `drop database if exists ${name} with (force)`));
    const database = new URL(databaseServer);
    database.pathname = `/${name}`;
    const prefix = `ordo-e2e-scale:${process.pid}:${randomBytes(6).toString('hex')}:`;
    cleanups.push(() => deleteKeys(redisUrl, prefix));
    const shared = {
      DATABASE_URL: database.toString(),
      REDIS_URL: redisUrl,
      REDIS_PREFIX: prefix,
      AUTH_SECRET: randomBytes(36).toString('base64url'),
    };
    const started: OrdoProcess[] = [];
    for (const label of ['a', 'b']) {
      const dataDir = mkdtempSync(path.join(tmpdir(), `ordo-e2e-scale-${label}-`));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')],
        {
          cwd: root,
          env: {
            ...process.env,
            ...env,
            ...shared,
            NODE_ENV: 'production',
            HOST: '127.0.0.1',
            PORT: String(port),
            PUBLIC_URL: base,
            DATA_DIR: dataDir,
            LOG_LEVEL: 'warn',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const server = { base, child, output: () => output };
      cleanups.push(() => stopProcess(server));
      await ready(server);
      started.push(server);
    }
    const [a, b] = started;
    if (!a || !b) throw new Error('two processes expected');
    return { a, b, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
