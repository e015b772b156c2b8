/** Starting and stopping the two servers under test, and driving the controller. */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  applyCommand,
  idleRun,
  parseAgenda,
  presentRun,
  publicRunState,
  runAgendaOf,
} from '@ordo/agenda';
import { io, type Socket } from 'socket.io-client';
import {
  AGENDA,
  GC_ON_SIGNAL,
  type StateLike,
  freePort,
  options,
  root,
  sleep,
  thisFile,
} from './shared.ts';
import { type BareInit } from './bare-server.ts';
import { compiledMain, nodeArgsFor, sourceMain } from '../http/compiled-server.ts';

/* ---------- the orchestrator ---------- */

export type Target = 'bare' | 'embedded' | 'postgres';
export type RunningServer = {
  child: ChildProcess;
  base: string;
  meetingId: string;
  auth: Record<string, string>;
  stop: () => Promise<void>;
};
export type RoundResult = {
  allJoinedMs: number;
  joinP50Ms: number;
  failures: number;
  latencies: number[];
  missing: number;
  outOfOrder: number;
  ackP50Ms: number;
  rssIdleMb: number;
  rssClientsMb: number;
  cpuJoinMs: number;
  cpuCommandsMs: number;
};

export function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve(child.exitCode);
  }
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

export async function stopChild(child: ChildProcess): Promise<void> {
  const exited = exitOf(child);
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

export function nextMessage<T extends { kind: string }>(
  child: ChildProcess,
  kind: T['kind'],
  ms = 120_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.off('message', onMessage);
      reject(new Error(`no ${kind} from a child within ${ms} ms`));
    }, ms);
    const onMessage = (message: T) => {
      if (message.kind !== kind) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(message);
    };
    child.on('message', onMessage);
  });
}

export async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function waitReady(base: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await sleep(100);
  }
  throw new Error('the server did not become ready within 60 s');
}

/** Where the app keeps its data: PGlite in its DATA_DIR unless a database URL is given. */
export type Storage = { databaseUrl?: string | undefined; redisUrl?: string | undefined };

/** The embedded database, then PostgreSQL (+ Redis) when `--database-url` (`--redis-url`) is given. */
export function storageSetups(): [string, Storage][] {
  const setups: [string, Storage][] = [['embedded database (PGlite)', {}]];
  const databaseUrl = options['database-url'];
  const redisUrl = options['redis-url'];
  if (databaseUrl) {
    setups.push([
      `PostgreSQL${redisUrl ? ' + Redis' : ''}`,
      { databaseUrl, ...(redisUrl ? { redisUrl } : {}) },
    ]);
  }
  return setups;
}

/** Where one app process listens and keeps its files: the same again after a restart. */
export type Place = { port: number; dataDir: string };

export async function newPlace(): Promise<Place> {
  return {
    port: await freePort(),
    dataDir: mkdtempSync(path.join(tmpdir(), 'ordo-bench-live-')),
  };
}

/**
 * Starts the real Ordo server (`apps/server/src/main.ts`) at `place`, on PGlite in its DATA_DIR
 * or on the storage given, and waits until it is ready. Started again at the same place after a
 * `kill -9`, it finds the same database, as an operator's restart would.
 */
export async function spawnApp(
  place: Place,
  storage: Storage,
  profileDir?: string,
): Promise<ChildProcess> {
  const mainFile = options.sources ? sourceMain : compiledMain;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(place.port),
    DATA_DIR: place.dataDir,
    WEB_DIST_DIR: path.join(place.dataDir, 'no-web-app'),
    LOG_LEVEL: 'warn',
    LIVE_CONNECTIONS_PER_MINUTE: '1000000',
    LIVE_COMMANDS_PER_MINUTE: '100000',
  };
  // The default topology (`npm start`): embedded database (unless a database URL is given),
  // in-memory socket.io adapter.
  delete env.DATABASE_URL;
  if (storage.databaseUrl) env.DATABASE_URL = storage.databaseUrl;
  delete env.REDIS_URL;
  if (storage.redisUrl) {
    // Its own key prefix, so a benchmark never meets another run's channels.
    env.REDIS_URL = storage.redisUrl;
    env.REDIS_PREFIX = `ordo-bench-${randomBytes(4).toString('hex')}:`;
  }
  const gcHook = path.join(place.dataDir, 'gc-on-signal.mjs');
  writeFileSync(gcHook, GC_ON_SIGNAL);
  const flags = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(
    process.execPath,
    [...flags, '--expose-gc', '--import', gcHook, ...nodeArgsFor(mainFile)],
    { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  try {
    await waitReady(`http://127.0.0.1:${place.port}`, child);
    return child;
  } catch (error) {
    await stopChild(child);
    throw error;
  }
}

/** A new account's Public meeting of AGENDA, its run started. */
export async function startedPublicMeeting(
  base: string,
): Promise<{ meetingId: string; token: string }> {
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
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${account.token}` };
  const meeting = await json<{ uuid: string }>(
    await fetch(`${base}/v3/meetings`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ content: AGENDA, settings: { visibility: 'Public' } }),
    }),
  );
  await json(
    await fetch(`${base}/v3/meetings/${meeting.uuid}/run`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ type: 'start' }),
    }),
  );
  return { meetingId: meeting.uuid, token: account.token };
}

/**
 * The real Ordo server with a started Public meeting, on PGlite in a temporary DATA_DIR, or on
 * the storage given (`--database-url`, `--redis-url` by default).
 */
export async function startApp(
  profileDir: string | undefined,
  storage: Storage = { databaseUrl: options['database-url'], redisUrl: options['redis-url'] },
): Promise<RunningServer> {
  const place = await newPlace();
  const base = `http://127.0.0.1:${place.port}`;
  const removeFiles = () => rmSync(place.dataDir, { recursive: true, force: true });
  let child: ChildProcess;
  try {
    child = await spawnApp(place, storage, profileDir);
  } catch (error) {
    removeFiles();
    throw error;
  }
  const stop = async () => {
    await stopChild(child);
    removeFiles();
  };
  try {
    const { meetingId, token } = await startedPublicMeeting(base);
    return { child, base, meetingId, auth: { token }, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The state a running meeting of AGENDA shows viewers: what the bare server broadcasts. */
export function templateState(): Record<string, unknown> & StateLike {
  const agenda = runAgendaOf(parseAgenda(AGENDA).agenda);
  const now = Date.now();
  const started = applyCommand(idleRun(agenda), { type: 'start', runId: randomUUID() }, now);
  if (!started.ok) throw new Error('the template run did not start');
  // The state after the start: the meeting's first command, position 1.
  return publicRunState(presentRun(started.core, agenda, now, 1)) as unknown as Record<
    string,
    unknown
  > &
    StateLike;
}

export function randomUUID(): string {
  return globalThis.crypto.randomUUID();
}

export async function startBare(profileDir: string | undefined): Promise<RunningServer> {
  const port = await freePort();
  const flags = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = fork(thisFile, ['--role', 'bare', '--port', String(port)], {
    execArgv: [...flags, '--expose-gc', '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const listening = nextMessage(child, 'listening');
  child.send({ kind: 'init', state: templateState() } satisfies BareInit);
  await listening;
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    meetingId: randomUUID(),
    auth: {},
    stop: () => stopChild(child),
  };
}

export async function connectController(
  server: Pick<RunningServer, 'base' | 'meetingId' | 'auth'>,
): Promise<Socket> {
  const socket = io(`${server.base}/live`, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: server.auth,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const ack = (await socket.emitWithAck('join', { meetingId: server.meetingId })) as {
    ok: boolean;
  };
  if (!ack.ok) throw new Error(`the controller could not join: ${JSON.stringify(ack)}`);
  return socket;
}

export async function sendCommand(
  controller: Socket,
  meetingId: string,
  command: Record<string, unknown>,
): Promise<StateLike> {
  const ack = (await controller.emitWithAck('command', { meetingId, ...command })) as {
    ok: boolean;
    state: StateLike;
    error?: unknown;
  };
  if (!ack.ok) throw new Error(`command refused: ${JSON.stringify(ack.error)}`);
  return ack.state;
}
