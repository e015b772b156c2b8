/**
 * `npm run bench:live [-- --clients 1000 --workers 2 --commands 50 --interval 100 --rounds 3
 * --no-ping --database-url … --profile]`: one Public meeting, N socket.io viewers on loopback, a controller
 * sending commands, against a BARE socket.io server measured in the same run with the same
 * clients (a namespace, `join` → a room, `command` → a broadcast of a state of the same size).
 *
 * It measures, for each server: the time until all N are joined (websocket connect + `join`
 * acknowledged), the latency from the controller emitting a command to each client receiving
 * the `state` it caused (p50, p99 over N × commands), the server process's RSS idle (after a
 * warm-up, before any client) and with N idle joined sockets (each after a full GC), and the
 * server's CPU time in each phase; the figures are medians over `--rounds`, servers alternating. Targets (issue 10): app p99 ≤ bare p99 + 10 ms; all joined ≤ 5 s; RSS(N idle sockets)
 * − RSS(idle) ≤ 100 MB.
 *
 * Every server runs alone in a child process (its RSS and CPU are its own), the clients in
 * `--workers` child processes, the controller in this one. Clients behave like the web app's
 * public view: they join with a device descriptor, then ping 6 times 1 s apart and every 20 s
 * (`--no-ping` turns that off). Command latencies are read on CLOCK_MONOTONIC
 * (`process.hrtime`), which every process of the machine shares. On a 2-core machine clients,
 * controller and server compete for the CPU: the latencies include the clients' own queueing
 * and are an upper bound of what a server alone would show; the bare server pays the same.
 *
 * `--database-url postgres://…/empty_db` runs the app on that (empty, throw-away) PostgreSQL
 * database instead of PGlite, to tell the embedded database's cost from the rest.
 * `--profile` starts both servers with `--cpu-prof`, prints where the profiles went and when
 * each phase ran (V8 times profiles on CLOCK_MONOTONIC too), so a profile can be cut by phase.
 * This file is also the client worker (`--role clients`) and the bare server (`--role bare`).
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer as createHttpServer } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  applyCommand,
  idleRun,
  parseAgenda,
  presentRun,
  publicRunState,
  runAgendaOf,
} from '@ordo/agenda';
import { Server } from 'socket.io';
import { io, type Socket } from 'socket.io-client';

const here = path.dirname(fileURLToPath(import.meta.url));
const thisFile = fileURLToPath(import.meta.url);
const root = path.resolve(here, '..');
const mainFile = path.join(root, 'apps/server/src/main.ts');

const { values: options } = parseArgs({
  options: {
    role: { type: 'string', default: 'main' },
    port: { type: 'string' },
    clients: { type: 'string', default: '1000' },
    workers: { type: 'string', default: '2' },
    commands: { type: 'string', default: '50' },
    interval: { type: 'string', default: '100' },
    rounds: { type: 'string', default: '3' },
    'no-ping': { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
    'database-url': { type: 'string' },
  },
});

/** A workshop's agenda of ordinary size: what every state carries. */
const AGENDA = `Quarterly planning
> Welcome! Grab a coffee, we start at 9:00.
Bring the numbers from last quarter.

# Welcome and goals
: 10
@ Ana
> Why we are here and what we leave with
Check the projector before.

# Review of last quarter
: 25
@ Ben, Chloé
> Numbers, wins, misses

# Energizer
: 5

# Themes for next quarter
: 30
@ Everyone
> Silent writing, then clustering
// keep the sticky notes

/# Optional deep dive
: 20
@ Dan

# Break
: 15

# Priorities
: 30
@ Ana
> Dot voting on the themes

# Owners and next steps
: 20
@ Ben

# Wrap-up
: 5
@ Ana
> Thank you!
`;

/* ---------- small helpers ---------- */

/** Milliseconds on CLOCK_MONOTONIC: comparable between processes of one machine. */
const monotonicMs = () => Number(process.hrtime.bigint()) / 1e6;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Loaded into both servers (with `--expose-gc`): SIGUSR2 runs a full garbage collection. */
const GC_ON_SIGNAL = `process.on('SIGUSR2', () => globalThis.gc?.());\n`;

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}
const median = (values: readonly number[]) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

/** What identifies the state a command caused, the same on every client and in the ack. */
type StateLike = {
  status: string;
  addedMs: number;
  message: { text: string; flash?: boolean; sentAt?: number } | null;
};
const fingerprint = (state: StateLike) =>
  `${state.status}|${state.addedMs}|${state.message?.text ?? ''}`;

/** Command k: stage messages alternating with addTime +1, pause, resume, addTime −1. */
function commandAt(k: number): Record<string, unknown> {
  if (k % 2 === 0) return { type: 'message', text: `Bench message ${k}` };
  const cycle = [
    { type: 'addTime', minutes: 1 },
    { type: 'pause' },
    { type: 'resume' },
    { type: 'addTime', minutes: -1 },
  ];
  return cycle[((k - 1) / 2) % cycle.length] ?? { type: 'pause' };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Resident set size of a process, in MB, from /proc. */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/** User + system CPU time a process used so far, in ms. */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 and 15 of /proc/pid/stat (utime, stime), counted after the command name.
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100;
}

/**
 * RSS once it settled. The server collects its garbage first (SIGUSR2, see GC_ON_SIGNAL): a
 * freshly started app holds a few hundred MB of start-up buffers (PGlite's) until a full GC
 * happens to run, which would make "idle" depend on when the GC ran. Then sampled every 250 ms
 * until the last 2 s lie within 2 % of each other, or after 20 s; the median of those samples.
 */
async function settledRss(pid: number): Promise<number> {
  process.kill(pid, 'SIGUSR2');
  await sleep(500);
  const samples: number[] = [];
  const deadline = monotonicMs() + 20_000;
  for (;;) {
    samples.push(rssMb(pid));
    const recent = samples.slice(-8);
    const spread = Math.max(...recent) - Math.min(...recent);
    if ((recent.length === 8 && spread <= 0.02 * median(recent)) || monotonicMs() > deadline) {
      return median(recent);
    }
    await sleep(250);
  }
}

/* ---------- the bare socket.io server (`--role bare`) ---------- */

type BareInit = { kind: 'init'; state: Record<string, unknown> & StateLike };

function runBareServer(port: number): void {
  const http = createHttpServer();
  const server = new Server(http, {
    serveClient: false,
    transports: ['websocket', 'polling'],
    pingInterval: 20_000,
    pingTimeout: 20_000,
  });
  const nsp = server.of('/live');
  let state: (Record<string, unknown> & StateLike) | undefined;
  // Exiting (rather than dying of the signal) lets `--cpu-prof` write its profile.
  process.on('SIGTERM', () => process.exit(0));
  process.on('SIGUSR2', () => globalThis.gc?.());
  process.on('message', (message: BareInit) => {
    if (message.kind !== 'init') return;
    state = message.state;
    http.listen(port, '127.0.0.1', () => process.send?.({ kind: 'listening' }));
  });
  type Ack = (answer: unknown) => void;
  nsp.on('connection', (socket) => {
    socket.on('join', async (raw: { meetingId?: string }, ack: Ack) => {
      if (typeof ack !== 'function' || typeof raw?.meetingId !== 'string') return;
      await socket.join(`live:${raw.meetingId}`);
      ack({ ok: true, role: 'viewer', state, serverTime: Date.now() });
    });
    socket.on(
      'command',
      (raw: { meetingId: string; type: string; text?: string; minutes?: number }, ack: Ack) => {
        if (!state || typeof ack !== 'function') return;
        const now = Date.now();
        if (raw.type === 'message') {
          state = { ...state, message: { text: raw.text ?? '', flash: false, sentAt: now } };
        } else if (raw.type === 'pause') state = { ...state, status: 'paused', pausedAt: now };
        else if (raw.type === 'resume') state = { ...state, status: 'running', pausedAt: null };
        else if (raw.type === 'addTime') {
          state = { ...state, addedMs: state.addedMs + (raw.minutes ?? 0) * 60_000 };
        }
        nsp.to(`live:${raw.meetingId}`).emit('state', { state, serverTime: now });
        ack({ ok: true, state });
      },
    );
    socket.on('ping', (raw: { clientTime: number }, ack: Ack) => {
      if (typeof ack === 'function') ack({ clientTime: raw?.clientTime, serverTime: Date.now() });
    });
  });
}

/* ---------- the client worker (`--role clients`) ---------- */

type WorkerJoin = {
  kind: 'join';
  base: string;
  meetingId: string;
  count: number;
  ping: boolean;
};
type WorkerReport = { kind: 'report'; lastFingerprint: string; timeoutMs: number };
type ToWorker = WorkerJoin | WorkerReport | { kind: 'close' };
type Joined = {
  kind: 'joined';
  startedAt: number;
  joinTimes: number[];
  failures: string[];
};
type Receipts = { kind: 'receipts'; receipts: [string, number[]][]; missing: number };
type FromWorker = { kind: 'ready' } | Joined | Receipts | { kind: 'closed' };

function runClientWorker(): void {
  const sockets: Socket[] = [];
  const receipts = new Map<string, number[]>();
  const lastSeen: string[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const send = (message: FromWorker) => process.send?.(message);

  function schedulePings(socket: Socket): void {
    let done = 0;
    const ping = () => {
      socket.emit('ping', { clientTime: Date.now() }, () => {
        done += 1;
        const timer = setTimeout(ping, done < 6 ? 1_000 : 20_000);
        timers.add(timer);
      });
    };
    ping();
  }

  function join(message: WorkerJoin): void {
    const startedAt = monotonicMs();
    const joinTimes: number[] = [];
    const failures: string[] = [];
    let settled = 0;
    const settle = () => {
      settled += 1;
      if (settled === message.count) send({ kind: 'joined', startedAt, joinTimes, failures });
    };
    for (let i = 0; i < message.count; i += 1) {
      const index = sockets.length;
      const socket = io(`${message.base}/live`, {
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        timeout: 60_000,
      });
      sockets.push(socket);
      lastSeen.push('');
      socket.on('state', (event: { state: StateLike }) => {
        const at = monotonicMs();
        const key = fingerprint(event.state);
        let list = receipts.get(key);
        if (!list) receipts.set(key, (list = []));
        list.push(at);
        lastSeen[index] = key;
      });
      socket.once('connect_error', (error) => {
        failures.push(`connect: ${error.message}`);
        settle();
      });
      socket.once('connect', () => {
        const device = { id: `bench-${randomBytes(8).toString('hex')}`, kind: 'public' };
        socket.emit(
          'join',
          { meetingId: message.meetingId, device },
          (ack: { ok: boolean; error?: { code: string } }) => {
            if (ack.ok) joinTimes.push(monotonicMs());
            else failures.push(`join: ${ack.error?.code ?? 'refused'}`);
            settle();
            if (ack.ok && message.ping) schedulePings(socket);
          },
        );
      });
    }
  }

  async function report(message: WorkerReport): Promise<void> {
    const deadline = monotonicMs() + message.timeoutMs;
    while (lastSeen.some((seen) => seen !== message.lastFingerprint) && monotonicMs() < deadline) {
      await sleep(20);
    }
    const missing = lastSeen.filter((seen) => seen !== message.lastFingerprint).length;
    send({ kind: 'receipts', receipts: [...receipts], missing });
  }

  process.on('message', (message: ToWorker) => {
    if (message.kind === 'join') join(message);
    else if (message.kind === 'report') void report(message);
    else {
      for (const timer of timers) clearTimeout(timer);
      for (const socket of sockets) socket.disconnect();
      send({ kind: 'closed' });
      setTimeout(() => process.exit(0), 100);
    }
  });
  send({ kind: 'ready' });
}

/* ---------- the orchestrator ---------- */

type Target = 'bare' | 'app';
type RunningServer = {
  child: ChildProcess;
  base: string;
  meetingId: string;
  auth: Record<string, string>;
  stop: () => Promise<void>;
};
type RoundResult = {
  allJoinedMs: number;
  joinP50Ms: number;
  failures: number;
  latencies: number[];
  missing: number;
  ackP50Ms: number;
  rssIdleMb: number;
  rssClientsMb: number;
  cpuJoinMs: number;
  cpuCommandsMs: number;
};

function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve(child.exitCode);
  }
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function stopChild(child: ChildProcess): Promise<void> {
  const exited = exitOf(child);
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

function nextMessage<T extends { kind: string }>(
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

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function waitReady(base: string, child: ChildProcess): Promise<void> {
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

/** The real Ordo server (`apps/server/src/main.ts`), on PGlite in a temporary DATA_DIR. */
async function startApp(profileDir: string | undefined): Promise<RunningServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ordo-bench-live-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
    LOG_LEVEL: 'warn',
    LIVE_CONNECTIONS_PER_MINUTE: '1000000',
    LIVE_COMMANDS_PER_MINUTE: '100000',
  };
  // The default topology (`npm start`): embedded database (unless --database-url), in-memory
  // socket.io adapter.
  delete env.DATABASE_URL;
  if (options['database-url']) env.DATABASE_URL = options['database-url'];
  delete env.REDIS_URL;
  const gcHook = path.join(dataDir, 'gc-on-signal.mjs');
  writeFileSync(gcHook, GC_ON_SIGNAL);
  const flags = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(
    process.execPath,
    [...flags, '--expose-gc', '--import', gcHook, '--import', 'tsx', mainFile],
    {
      cwd: root,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
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
    const headers = {
      'content-type': 'application/json',
      authorization: `Bearer ${account.token}`,
    };
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
    return {
      child,
      base,
      meetingId: meeting.uuid,
      auth: { token: account.token },
      stop: async () => {
        await stopChild(child);
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** The state a running meeting of AGENDA shows viewers: what the bare server broadcasts. */
function templateState(): Record<string, unknown> & StateLike {
  const agenda = runAgendaOf(parseAgenda(AGENDA).agenda);
  const now = Date.now();
  const started = applyCommand(idleRun(agenda), { type: 'start', runId: randomUUID() }, now);
  if (!started.ok) throw new Error('the template run did not start');
  return publicRunState(presentRun(started.core, agenda, now)) as unknown as Record<
    string,
    unknown
  > &
    StateLike;
}

function randomUUID(): string {
  return globalThis.crypto.randomUUID();
}

async function startBare(profileDir: string | undefined): Promise<RunningServer> {
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

async function connectController(server: RunningServer): Promise<Socket> {
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

async function sendCommand(
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

async function measure(target: Target, profileDir: string | undefined): Promise<RoundResult> {
  const clients = Number(options.clients);
  const workerCount = Math.max(1, Math.min(Number(options.workers), clients));
  const commandCount = Number(options.commands);
  const interval = Number(options.interval);
  const ping = !options['no-ping'];

  const server = target === 'app' ? await startApp(profileDir) : await startBare(profileDir);
  const pid = server.child.pid;
  if (pid === undefined) throw new Error('the server has no pid');
  const workers: ChildProcess[] = [];
  try {
    const controller = await connectController(server);
    // Warm-up: the code paths of a command and a broadcast are compiled before anything counts.
    for (let k = 0; k < 5; k += 1) {
      await sendCommand(controller, server.meetingId, { type: 'message', text: `Warm-up ${k}` });
    }
    await sleep(1_000);
    const rssIdleMb = await settledRss(pid);

    for (let w = 0; w < workerCount; w += 1) {
      const worker = fork(thisFile, ['--role', 'clients'], {
        execArgv: ['--import', 'tsx'],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        serialization: 'advanced',
      });
      const ready = nextMessage(worker, 'ready');
      workers.push(worker);
      await ready;
    }
    const cpuBeforeJoin = cpuMs(pid);
    const joinedPromises = workers.map((worker) => nextMessage<Joined>(worker, 'joined'));
    workers.forEach((worker, w) => {
      const count = Math.floor(clients / workerCount) + (w < clients % workerCount ? 1 : 0);
      worker.send({
        kind: 'join',
        base: server.base,
        meetingId: server.meetingId,
        count,
        ping,
      } satisfies WorkerJoin);
    });
    const joined = await Promise.all(joinedPromises);
    const startedAt = Math.min(...joined.map((j) => j.startedAt));
    const joinTimes = joined.flatMap((j) => j.joinTimes).map((t) => t - startedAt);
    joinTimes.sort((a, b) => a - b);
    const failures = joined.flatMap((j) => j.failures);
    if (failures.length > 0) {
      console.log(`  ${failures.length} clients failed, e.g. ${failures.slice(0, 3).join('; ')}`);
    }
    const cpuJoinMs = cpuMs(pid) - cpuBeforeJoin;
    // Idle sockets: after the web app's first pings (6 at 1 s) are over.
    await sleep(ping ? 7_000 : 2_000);
    const rssClientsMb = await settledRss(pid);

    const cpuBeforeCommands = cpuMs(pid);
    const commandsFrom = monotonicMs();
    const sent: { at: number; fingerprint: string }[] = [];
    const acks: number[] = [];
    let nextAt = monotonicMs();
    for (let k = 0; k < commandCount; k += 1) {
      const wait = nextAt - monotonicMs();
      if (wait > 0) await sleep(wait);
      const at = monotonicMs();
      const state = await sendCommand(controller, server.meetingId, commandAt(k));
      acks.push(monotonicMs() - at);
      sent.push({ at, fingerprint: fingerprint(state) });
      nextAt = at + interval;
    }
    const last = sent.at(-1)?.fingerprint ?? '';
    const reports = await Promise.all(
      workers.map((worker) => {
        const receipts = nextMessage<Receipts>(worker, 'receipts');
        worker.send({ kind: 'report', lastFingerprint: last, timeoutMs: 10_000 });
        return receipts;
      }),
    );
    const cpuCommandsMs = cpuMs(pid) - cpuBeforeCommands;
    if (profileDir) {
      // V8 profiles are timed on CLOCK_MONOTONIC too (µs): these windows cut them by phase.
      console.log(
        `  phases (CLOCK_MONOTONIC ms): joins ${fmt(startedAt, 0)}–` +
          `${fmt(startedAt + (joinTimes.at(-1) ?? 0), 0)}, commands ${fmt(commandsFrom, 0)}–` +
          `${fmt(monotonicMs(), 0)}`,
      );
    }
    const sentAt = new Map(sent.map((s) => [s.fingerprint, s.at]));
    const latencies: number[] = [];
    for (const report of reports) {
      for (const [key, times] of report.receipts) {
        const at = sentAt.get(key);
        if (at !== undefined) for (const time of times) latencies.push(time - at);
      }
    }
    latencies.sort((a, b) => a - b);
    controller.disconnect();
    return {
      allJoinedMs: joinTimes.at(-1) ?? Number.NaN,
      joinP50Ms: quantile(joinTimes, 0.5),
      failures: failures.length,
      latencies,
      missing: clients * commandCount - latencies.length,
      ackP50Ms: median(acks),
      rssIdleMb,
      rssClientsMb,
      cpuJoinMs,
      cpuCommandsMs,
    };
  } finally {
    await Promise.all(
      workers.map(async (worker) => {
        const exited = exitOf(worker);
        worker.send({ kind: 'close' });
        const timer = setTimeout(() => worker.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }),
    );
    await server.stop();
  }
}

const fmt = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

async function main(): Promise<void> {
  if (!existsSync(mainFile)) throw new Error(`no server at ${mainFile}`);
  const clients = Number(options.clients);
  const rounds = Math.max(1, Number(options.rounds));
  const profileDir = options.profile
    ? mkdtempSync(path.join(tmpdir(), 'ordo-bench-live-prof-'))
    : undefined;
  console.log(
    `Live run: ${clients} viewers of one Public meeting in ${options.workers} client ` +
      `processes, ${options.commands} commands ${options.interval} ms apart, pings ` +
      `${options['no-ping'] ? 'off' : 'as the web app sends them'}, ${rounds} round(s).`,
  );
  console.log(
    'Clients, controller and server share this machine’s cores: latencies include the ' +
      'clients’ own queueing, for both servers alike.',
  );
  const results: Record<Target, RoundResult[]> = { bare: [], app: [] };
  for (let round = 0; round < rounds; round += 1) {
    const order: Target[] = round % 2 === 0 ? ['bare', 'app'] : ['app', 'bare'];
    for (const target of order) {
      console.log(`round ${round + 1}: ${target}…`);
      const result = await measure(
        target,
        profileDir ? mkdtempSync(path.join(profileDir, `${target}-`)) : undefined,
      );
      results[target].push(result);
      console.log(
        `  joined ${fmt(result.allJoinedMs / 1000, 2)} s, p50 ` +
          `${fmt(quantile(result.latencies, 0.5))} ms, p99 ` +
          `${fmt(quantile(result.latencies, 0.99))} ms, RSS ${fmt(result.rssIdleMb)} → ` +
          `${fmt(result.rssClientsMb)} MB` +
          (result.missing > 0 ? `, ${result.missing} states missing` : ''),
      );
    }
  }

  const of = (target: Target, pick: (r: RoundResult) => number) =>
    median(results[target].map(pick));
  const p50 = (r: RoundResult) => quantile(r.latencies, 0.5);
  const p99 = (r: RoundResult) => quantile(r.latencies, 0.99);
  const max = (r: RoundResult) => r.latencies.at(-1) ?? Number.NaN;
  const delta = (r: RoundResult) => r.rssClientsMb - r.rssIdleMb;
  const rows: [string, (r: RoundResult) => number, number][] = [
    ['all joined (s)', (r) => r.allJoinedMs / 1000, 2],
    ['join p50 (ms from start)', (r) => r.joinP50Ms, 0],
    ['state latency p50 (ms)', p50, 1],
    ['state latency p99 (ms)', p99, 1],
    ['state latency max (ms)', max, 1],
    ['command ack p50 (ms)', (r) => r.ackP50Ms, 1],
    ['RSS idle (MB)', (r) => r.rssIdleMb, 1],
    [`RSS with ${clients} idle sockets (MB)`, (r) => r.rssClientsMb, 1],
    ['RSS delta (MB)', delta, 1],
    ['server CPU during joins (ms)', (r) => r.cpuJoinMs, 0],
    ['server CPU during commands (ms)', (r) => r.cpuCommandsMs, 0],
    ['failed joins', (r) => r.failures, 0],
    ['states not received', (r) => r.missing, 0],
  ];
  console.log('');
  console.log(
    `| N = ${clients}${rounds > 1 ? ` (median of ${rounds} rounds)` : ''} | bare socket.io | Ordo | Ordo − bare |`,
  );
  console.log('| --- | ---: | ---: | ---: |');
  for (const [label, pick, digits] of rows) {
    const bare = of('bare', pick);
    const app = of('app', pick);
    console.log(
      `| ${label} | ${fmt(bare, digits)} | ${fmt(app, digits)} | ${fmt(app - bare, digits)} |`,
    );
  }
  const appP99 = of('app', p99);
  const bareP99 = of('bare', p99);
  const joinedS = of('app', (r) => r.allJoinedMs / 1000);
  const rssDelta = of('app', delta);
  const missing = of('app', (r) => r.missing + r.failures);
  const checks = [
    [`app p99 ${fmt(appP99)} ms ≤ bare p99 ${fmt(bareP99)} + 10 ms`, appP99 <= bareP99 + 10],
    [`all ${clients} joined in ${fmt(joinedS, 2)} s ≤ 5 s`, joinedS <= 5],
    [`RSS(${clients} idle sockets) − RSS(idle) = ${fmt(rssDelta)} MB ≤ 100 MB`, rssDelta <= 100],
    ['every client joined and received every state', missing === 0],
  ] as const;
  console.log('');
  for (const [label, ok] of checks) console.log(`${ok ? 'ok  ' : 'MISS'} ${label}`);
  console.log(`meets targets: ${checks.every(([, ok]) => ok) ? 'yes' : 'NO'}`);
  if (profileDir) console.log(`CPU profiles of the servers: ${profileDir}`);
}

if (options.role === 'bare') runBareServer(Number(options.port));
else if (options.role === 'clients') runClientWorker();
else {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
