import { deleteRedisKeys } from '../../test/app.ts';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { io } from 'socket.io-client';
import type { LiveJoinAck, LiveStateEvent, RunStateBody } from '@ordo/contract';
import type { LiveClient } from './testing.ts';

/**
 * Real server processes for the tests that need what `inject` cannot give: several processes
 * on one database, a `kill -9`, a restart on the same data. Each runs `src/main.ts` exactly as
 * `npm start` does, with only the settings given here (never the caller's DATABASE_URL,
 * REDIS_URL or secrets).
 */
const mainFile = fileURLToPath(new URL('../../main.ts', import.meta.url));

/** Settings every test process shares: quiet, local, and room for many sign-ups and sockets. */
const baseEnv = {
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_SIGN_UP_PER_CLIENT: '100000',
  RATE_LIMIT_SIGN_IN_PER_CLIENT: '100000',
  LIVE_CONNECTIONS_PER_MINUTE: '100000',
  LIVE_COMMANDS_PER_MINUTE: '100000',
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export type ServerProcess = {
  port: number;
  base: string;
  child: ChildProcess;
  /** Everything the process wrote, for failure messages. */
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/** A temporary directory, removed by `remove`. */
export function tempDir(prefix: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Starts `src/main.ts` on `port` with `env` on top of the test settings. */
export function startServerProcess(port: number, env: Record<string, string>): ServerProcess {
  const inherited = { ...process.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'REDIS_PREFIX', 'AUTH_SECRET', 'PUBLIC_URL']) {
    delete inherited[name];
  }
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: { ...inherited, ...baseEnv, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { port, base: `http://127.0.0.1:${port}`, child, output: () => output, exited };
}

/**
 * Resolves with `performance.now()` at the first answer of `path` (polled every 25 ms, so the
 * moment is known to 25 ms); rejects when the process exits first or after `timeoutMs`.
 */
export async function waitAnswer(
  server: ServerProcess,
  urlPath: '/healthz' | '/readyz',
  timeoutMs = 60_000,
): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  let exited = false;
  void server.exited.then(() => (exited = true));
  while (performance.now() < deadline) {
    if (exited) throw new Error(`the server exited before answering:\n${server.output()}`);
    const ok = await fetch(`${server.base}${urlPath}`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return performance.now();
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(
    `the server did not answer ${urlPath} within ${timeoutMs} ms:\n${server.output()}`,
  );
}

/** Stops the process with `signal` (SIGKILL after 20 s) and resolves with how it exited. */
export async function stopServerProcess(
  server: ServerProcess,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return server.exited;
  server.child.kill(signal);
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 20_000);
  const result = await server.exited;
  clearTimeout(timer);
  return result;
}

/** A database of its own on the TEST_DATABASE_URL server, dropped by `drop`. */
export async function scratchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `ordo_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

/** A Redis key prefix of its own; `clear` deletes its keys (the server is shared: no flush). */
export function scratchRedisPrefix(url: string): { prefix: string; clear: () => Promise<void> } {
  const prefix = `ordo-test:${process.pid}:${randomBytes(6).toString('hex')}:`;
  return {
    prefix,
    clear: () => deleteRedisKeys(url, prefix),
  };
}

/* ---- HTTP, as a browser or a script would call a real process ---- */

export type Owner = { token: string; headers: Record<string, string> };

export async function httpCall<T>(
  base: string,
  method: string,
  url: string,
  init: RequestInit = {},
) {
  const response = await fetch(`${base}${url}`, { method, ...init });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A new account through the real sign-up endpoint of `base`. */
export async function signUpOver(base: string): Promise<Owner> {
  const { token } = await httpCall<{ token: string }>(base, 'POST', '/v1/users/register', {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      fullName: 'Process Test',
      email: `process-${randomBytes(5).toString('hex')}@example.com`,
      password: 'a long enough password',
    }),
  });
  return {
    token,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  };
}

/** A meeting of `owner` with `content`, Public, through the real API of `base`. */
export async function createPublicMeeting(base: string, owner: Owner, content: string) {
  return httpCall<{ uuid: string }>(base, 'POST', '/v3/meetings', {
    headers: owner.headers,
    body: JSON.stringify({ content, settings: { visibility: 'Public' } }),
  });
}

/** POST /v3/meetings/{id}/run on `base`. */
export function sendOver(base: string, owner: Owner, meetingId: string, body: object) {
  return httpCall<{ state: RunStateBody }>(base, 'POST', `/v3/meetings/${meetingId}/run`, {
    headers: owner.headers,
    body: JSON.stringify(body),
  });
}

/** GET /v3/meetings/{id}/run on `base`, as the owner. */
export function readRunOver(base: string, owner: Owner, meetingId: string) {
  return httpCall<{ state: RunStateBody }>(base, 'GET', `/v3/meetings/${meetingId}/run`, {
    headers: { authorization: owner.headers.authorization ?? '' },
  });
}

/* ---- a device that comes back by itself, as the web app's live connection does ---- */

export type LiveDevice = {
  socket: LiveClient;
  /** Every state it got, from a join answer or a broadcast, with `performance.now()`. */
  states: { at: number; state: RunStateBody }[];
  /** The next state received after `since` (a `performance.now()`) that `accept` likes. */
  stateAfter: (
    since: number,
    accept?: (state: RunStateBody) => boolean,
    ms?: number,
  ) => Promise<{ at: number; state: RunStateBody }>;
  close: () => void;
};

/**
 * A socket.io client on `/live` that reconnects on its own (every 100–500 ms, so the test
 * measures the server, not a backoff) and joins `meetingId` again after every connect.
 */
export function reconnectingDevice(base: string, meetingId: string): LiveDevice {
  const socket: LiveClient = io(`${base}/live`, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: true,
    reconnectionDelay: 100,
    reconnectionDelayMax: 500,
  });
  const states: { at: number; state: RunStateBody }[] = [];
  const waiters = new Set<() => void>();
  const record = (state: RunStateBody) => {
    states.push({ at: performance.now(), state });
    for (const wake of waiters) wake();
  };
  socket.on('connect', () => {
    socket.emit('join', { meetingId }, (ack: LiveJoinAck) => {
      if (ack.ok) record(ack.state);
    });
  });
  socket.on('state', (event: LiveStateEvent) => record(event.state));
  return {
    socket,
    states,
    stateAfter: (since, accept = () => true, ms = 20_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = states.find((entry) => entry.at > since && accept(entry.state));
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching state within ${ms} ms`));
        }, ms);
        waiters.add(check);
        check();
      }),
    close: () => socket.disconnect(),
  };
}

/** A fixed 48-character secret, so several processes accept each other's sessions. */
export const sharedAuthSecret = () => randomBytes(36).toString('base64url');
