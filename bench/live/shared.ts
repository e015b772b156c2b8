/** What every process of the live benchmark shares: options, the agenda, clocks, stats. */
import { readFileSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The benchmark's entry: forked again as the client worker and the bare server (`--role`). */
export const thisFile = path.resolve(here, '../live.ts');
export const root = path.resolve(here, '../..');

export const { values: options } = parseArgs({
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
    'redis-url': { type: 'string' },
    resync: { type: 'boolean', default: false },
    devices: { type: 'string', default: '200' },
    burst: { type: 'boolean', default: false },
    'burst-size': { type: 'string', default: '600' },
    others: { type: 'string', default: '4' },
    window: { type: 'string', default: '2000' },
    sources: { type: 'boolean', default: false },
  },
});

/** A workshop's agenda of ordinary size: what every state carries. */
export const AGENDA = `Quarterly planning
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
export const monotonicMs = () => Number(process.hrtime.bigint()) / 1e6;
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Loaded into both servers (with `--expose-gc`): SIGUSR2 runs a full garbage collection. */
export const GC_ON_SIGNAL = `process.on('SIGUSR2', () => globalThis.gc?.());\n`;

export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}
export const median = (values: readonly number[]) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

/** What identifies the state a command caused, the same on every client and in the ack. */
export type StateLike = {
  status: string;
  addedMs: number;
  message: { text: string; flash?: boolean; sentAt?: number } | null;
};
export const fingerprint = (state: StateLike) =>
  `${state.status}|${state.addedMs}|${state.message?.text ?? ''}`;

/** Command k: stage messages alternating with addTime +1, pause, resume, addTime −1. */
export function commandAt(k: number): Record<string, unknown> {
  if (k % 2 === 0) return { type: 'message', text: `Bench message ${k}` };
  const cycle = [
    { type: 'addTime', minutes: 1 },
    { type: 'pause' },
    { type: 'resume' },
    { type: 'addTime', minutes: -1 },
  ];
  return cycle[((k - 1) / 2) % cycle.length] ?? { type: 'pause' };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Resident set size of a process, in MB, from /proc. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/** User + system CPU time a process used so far, in ms. */
export function cpuMs(pid: number): number {
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
export async function settledRss(pid: number): Promise<number> {
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

/** A figure for the report: fixed decimals, or a dash when there is none. */
export const fmt = (value: number, digits = 1) =>
  Number.isFinite(value) ? value.toFixed(digits) : '–';
