/**
 * Starts the real Ordo server (production mode, embedded database in a throw-away DATA_DIR) as
 * a child process for the HTTP and page-weight benchmarks, with an account and a Public meeting
 * ready: the compiled server `npm start` runs (built first when missing or stale), or the
 * sources through tsx when asked. The global per-client rate limit is raised because every
 * benchmark request comes from one address; it still runs on every request.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureCompiledServer, nodeArgsFor, sourceMain } from './compiled-server.ts';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type AppServer = {
  child: ChildProcess;
  base: string;
  token: string;
  meetingId: string;
  /** The meeting's version after setup: the next save's `baseVersion`. */
  version: number;
  rssMb: () => number;
  stop: () => Promise<void>;
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Resident memory of a process, from /proc (Linux). */
export function rssMbOf(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
  return kb ? Number(kb) / 1024 : Number.NaN;
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function waitReady(base: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 900; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await sleep(100);
  }
  throw new Error('the server did not become ready within 90 s');
}

export async function startAppServer(options: {
  content: string;
  webDistDir?: string;
  port?: number;
  /** Where the server writes a V8 CPU profile (`--cpu-prof`) when it stops. */
  profileDir?: string;
  /** `sources`: `apps/server/src/main.ts` through tsx instead of the compiled server. */
  entry?: 'compiled' | 'sources';
}): Promise<AppServer> {
  const mainFile = options.entry === 'sources' ? sourceMain : ensureCompiledServer();
  const port = options.port ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ordo-bench-http-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST_DIR: options.webDistDir ?? path.join(dataDir, 'no-web-app'),
    RATE_LIMIT_MAX: '100000000',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const flags = options.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.profileDir}`] : [];
  const child = spawn(process.execPath, [...flags, ...nodeArgsFor(mainFile)], {
    cwd: root,
    env,
    // The request log goes nowhere, as it would to a log collector: its cost stays measured.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitReady(base, child);
    const account = await json<{ token: string }>(
      await fetch(`${base}/v1/users/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          fullName: 'Bench Facilitator',
          email: `bench-${randomBytes(4).toString('hex')}@example.com`,
          password: 'a long enough password',
        }),
      }),
    );
    const meeting = await json<{ uuid: string; version: number }>(
      await fetch(`${base}/v3/meetings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${account.token}` },
        body: JSON.stringify({ content: options.content, settings: { visibility: 'Public' } }),
      }),
    );
    return {
      child,
      base,
      token: account.token,
      meetingId: meeting.uuid,
      version: meeting.version,
      rssMb: () => rssMbOf(child.pid),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
