import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { builds, ensureBuilt as ensureBuiltScript } from '../../scripts/builds.mjs';
import { ensureCompiledServer } from '../http/compiled-server.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export { compiledMain as serverMain } from '../http/compiled-server.ts';

export const benchDatabaseUrl = () =>
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Builds the server (and its database template), and the web app, when `npm start` would:
 * missing or stale. Done before any round, so `npm start`'s figure is its checks and the start,
 * never a build.
 */
export async function ensureBuilt(): Promise<void> {
  if (!ensureBuiltScript(builds.web)) throw new Error('the web build failed');
  ensureCompiledServer();
}

export type Start = { ms: number; rssMb: number; peakMb: number; cpuMs: number };

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** VmRSS and VmHWM in MB, and user + system CPU in ms, of a running process. */
function sample(pid: number): { rssMb: number; peakMb: number; cpuMs: number } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(status.match(new RegExp(`${key}:\\s+(\\d+)`))?.[1] ?? 0);
    // Fields 14 and 15 of /proc/<pid>/stat, counted after the command name's closing paren.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(stat[11]) + Number(stat[12]);
    return {
      rssMb: Math.round(kb('VmRSS') / 1024),
      peakMb: Math.round(kb('VmHWM') / 1024),
      cpuMs: ticks * 10,
    };
  } catch {
    return undefined;
  }
}

/**
 * Spawns `node <args>` (or `command <args>`) with PORT set, polls `/healthz` every 10 ms, samples memory at the first
 * 200 and stops the process. Throws when it exits or takes over 60 s.
 */
export async function measureStart(
  args: string[],
  env: Record<string, string> = {},
  options: { command?: string } = {},
) {
  const port = await freePort();
  const started = performance.now();
  // The embedded database unless the case names one; no Redis: the server alone is measured.
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const command = options.command ?? process.execPath;
  const child = spawn(command, args, {
    cwd: root,
    // Its own process group, so `npm start` goes down with the server it started.
    detached: true,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(root, 'apps/web/dist'),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  let exited = false;
  child.on('exit', () => (exited = true));
  try {
    while (!exited && performance.now() - started < 60_000) {
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) {
        const ms = Math.round(performance.now() - started);
        const figures = sample(child.pid ?? 0);
        if (!figures) break;
        return { ms, ...figures } satisfies Start;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no /healthz from ${command} ${args.join(' ')}\n${errors}`);
  } finally {
    if (child.pid && !exited) process.kill(-child.pid, 'SIGTERM');
    if (!exited) await new Promise((resolve) => child.on('exit', resolve));
  }
}
