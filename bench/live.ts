/**
 * `npm run bench:live [-- --clients 1000 --workers 2 --commands 50 --interval 100 --rounds 3
 * --no-ping --database-url … --profile --sources]`: one Public meeting, N socket.io viewers on
 * loopback, a controller sending commands, against a BARE socket.io server measured in the same
 * run with the same clients (a namespace, `join` → a room, `command` → a broadcast of a state
 * of the same size).
 *
 * It measures, for each server: the time until all N are joined (websocket connect + `join`
 * acknowledged), the latency from the controller emitting a command to each client receiving
 * the `state` it caused (p50, p99 over N × commands), the server process's RSS idle (after a
 * warm-up, before any client) and with N idle joined sockets (each after a full GC), and the
 * server's CPU time in each phase; the figures are medians over `--rounds`, servers
 * alternating. Targets (issue 10): app p99 ≤ bare p99 + 10 ms; all joined ≤ 5 s; RSS(N idle
 * sockets) − RSS(idle) ≤ 100 MB.
 *
 * The app is the compiled server `npm start` runs (`apps/server/dist/main.js`, built first when
 * missing or older than its sources); `--sources` runs `apps/server/src/main.ts` through tsx.
 * Every server runs alone in a child process (its RSS and CPU are its own), the clients in
 * `--workers` child processes, the controller in this one. Clients behave like the web app's
 * public view: they join with a device descriptor, then ping 6 times 1 s apart and every 20 s
 * (`--no-ping` turns that off). Command latencies are read on CLOCK_MONOTONIC
 * (`process.hrtime`), which every process of the machine shares. On a 2-core machine clients,
 * controller and server compete for the CPU: the latencies include the clients' own queueing
 * and are an upper bound of what a server alone would show; the bare server pays the same.
 *
 * `--database-url postgres://…/empty_db` runs the app on that (empty, throw-away) PostgreSQL
 * database instead of PGlite, to tell the embedded database's cost from the rest;
 * `--redis-url redis://…` adds Redis (the socket.io adapter), under a key prefix of its own.
 * `--profile` starts both servers with `--cpu-prof`, prints where the profiles went and when
 * each phase ran (V8 times profiles on CLOCK_MONOTONIC too), so a profile can be cut by phase.
 * This file is also the client worker (`--role clients`) and the bare server (`--role bare`).
 *
 * `--burst` runs another scenario instead (live/burst.ts): one account firing 600 commands at
 * once at its own meeting, and what other meetings' commands and `/healthz` see meanwhile.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureCompiledServer } from './http/compiled-server.ts';
import { median, options, quantile, fmt } from './live/shared.ts';
import { runBareServer } from './live/bare-server.ts';
import { runBurst } from './live/burst.ts';
import { runClientWorker } from './live/client-worker.ts';
import { runResync } from './live/resync.ts';
import { type RoundResult, type Target } from './live/servers.ts';
import { measure } from './live/measure.ts';

/** Ordo's two topologies: the default one, and PostgreSQL + Redis when they were given. */
function appTargets(): Target[] {
  return options['database-url'] ? ['embedded', 'postgres'] : ['embedded'];
}
const targetName: Record<Target, string> = {
  bare: 'bare socket.io',
  embedded: 'Ordo, embedded',
  postgres: `Ordo, PostgreSQL${options['redis-url'] ? ' + Redis' : ''}`,
};

async function broadcast(): Promise<boolean> {
  const clients = Number(options.clients);
  const rounds = Math.max(1, Number(options.rounds));
  const profileDir = options.profile
    ? mkdtempSync(path.join(tmpdir(), 'ordo-bench-live-prof-'))
    : undefined;
  const targets: Target[] = ['bare', ...appTargets()];
  console.log(
    `Live run: ${clients} viewers of one Public meeting in ${options.workers} client ` +
      `processes, ${options.commands} commands ${options.interval} ms apart, pings ` +
      `${options['no-ping'] ? 'off' : 'as the web app sends them'}, ${rounds} round(s), ` +
      `${options.sources ? 'the sources through tsx' : 'the compiled server'}; ` +
      `servers: ${targets.map((t) => targetName[t]).join(', ')}.`,
  );
  console.log(
    'Clients, controller and server share this machine’s cores: latencies include the ' +
      'clients’ own queueing, for every server alike.',
  );
  const results: Record<Target, RoundResult[]> = { bare: [], embedded: [], postgres: [] };
  for (let round = 0; round < rounds; round += 1) {
    // Each round in another order, so no server always runs first (or just after the bare one).
    const order = targets.map((_, i) => targets[(i + round) % targets.length] as Target);
    for (const target of order) {
      console.log(`round ${round + 1}: ${targetName[target]}…`);
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
          (result.missing > 0 ? `, ${result.missing} states missing` : '') +
          (result.outOfOrder > 0 ? `, ${result.outOfOrder} out of order` : ''),
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
    ['states received out of order', (r) => r.outOfOrder, 0],
  ];
  const apps = appTargets();
  console.log('');
  console.log(
    `| N = ${clients}${rounds > 1 ? ` (median of ${rounds} rounds)` : ''} | ` +
      `${targets.map((t) => targetName[t]).join(' | ')} | ` +
      `${apps.map((t) => `${targetName[t]} − bare`).join(' | ')} |`,
  );
  console.log(`| --- |${' ---: |'.repeat(targets.length + apps.length)}`);
  for (const [label, pick, digits] of rows) {
    const bare = of('bare', pick);
    const cells = [
      ...targets.map((t) => fmt(of(t, pick), digits)),
      ...apps.map((t) => fmt(of(t, pick) - bare, digits)),
    ];
    console.log(`| ${label} | ${cells.join(' | ')} |`);
  }
  const bareP99 = of('bare', p99);
  const checks: [string, boolean][] = [];
  for (const target of apps) {
    const name = targetName[target];
    const appP99 = of(target, p99);
    const joinedS = of(target, (r) => r.allJoinedMs / 1000);
    const rssDelta = of(target, delta);
    const missing = of(target, (r) => r.missing + r.failures);
    checks.push(
      [`${name}: p99 ${fmt(appP99)} ms ≤ bare p99 ${fmt(bareP99)} + 10 ms`, appP99 <= bareP99 + 10],
      [`${name}: all ${clients} joined in ${fmt(joinedS, 2)} s ≤ 5 s`, joinedS <= 5],
      [`${name}: RSS delta ${fmt(rssDelta)} MB ≤ 100 MB`, rssDelta <= 100],
      [`${name}: every client joined and received every state`, missing === 0],
      [`${name}: no state out of order`, of(target, (r) => r.outOfOrder) === 0],
    );
  }
  if (apps.includes('postgres')) {
    const embeddedP99 = of('embedded', p99);
    const postgresP99 = of('postgres', p99);
    checks.push([
      `${targetName.postgres} p99 ${fmt(postgresP99)} ms ≤ 2 × embedded p99 ${fmt(embeddedP99)} ms`,
      postgresP99 <= 2 * embeddedP99,
    ]);
  }
  console.log('');
  for (const [label, ok] of checks) console.log(`${ok ? 'ok  ' : 'MISS'} ${label}`);
  if (profileDir) console.log(`CPU profiles of the servers: ${profileDir}`);
  return checks.every(([, ok]) => ok);
}

/**
 * Every scenario by default (`--burst` or `--resync` runs that one alone): the broadcast to N
 * clients, the command burst, the resync after `kill -9`.
 */
async function main(): Promise<void> {
  // Built (when missing or stale) before the first measure rather than inside one.
  if (!options.sources) ensureCompiledServer();
  const only = options.burst ? 'burst' : options.resync ? 'resync' : undefined;
  const outcomes: boolean[] = [];
  if (!only) outcomes.push(await broadcast());
  if (!only || only === 'burst') outcomes.push(await runBurst());
  if (!only || only === 'resync') outcomes.push(await runResync());
  if (!options['database-url']) {
    console.log('');
    console.log('PostgreSQL + Redis not measured: give --database-url (and --redis-url).');
  }
  console.log('');
  console.log(`meets every target: ${outcomes.every(Boolean) ? 'yes' : 'NO'}`);
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
