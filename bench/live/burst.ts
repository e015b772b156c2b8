/**
 * `npm run bench:live -- --burst [--burst-size 600 --others 4 --window 2000 --database-url …
 * --redis-url …]`: one account fires `--burst-size` commands at once over one socket at its own
 * meeting (issue 23, "Trust under hostile use") while `--others` controllers of other meetings
 * send commands one after another and a client polls `/healthz`. It prints those commands'
 * and `/healthz`'s latencies during the burst next to a baseline measured in the same run,
 * without a burst, over a window of the same length, and what became of the burst.
 *
 * A window starts when the burst is sent and lasts until its last answer, `--window` ms at
 * least; a request counts when it was in flight at any moment of the window, so one stalled
 * across it counts whole. Run on the embedded database, then, when `--database-url` (an empty,
 * throw-away database) is given, on PostgreSQL, with Redis when `--redis-url` is given too.
 * Target: other meetings' command p99 and `/healthz` p99 ≤ 100 ms during the burst.
 */
import type { Socket } from 'socket.io-client';
import { fmt, monotonicMs, options, quantile, sleep } from './shared.ts';
import {
  connectController,
  json,
  startApp,
  storageSetups,
  type RunningServer,
  type Storage,
} from './servers.ts';

type Sample = { start: number; end: number };
type Window = { from: number; to: number };
type Loads = { commands: Sample[]; health: Sample[]; failures: number };
type BurstOutcome = { served: number; limited: number; other: string[]; durationMs: number };

/** A meeting of the benchmark's account, started, with its controller joined. */
async function startedMeeting(server: RunningServer): Promise<{ id: string; socket: Socket }> {
  const headers = {
    'content-type': 'application/json',
    authorization: `Bearer ${server.auth.token ?? ''}`,
  };
  const meeting = await json<{ uuid: string }>(
    await fetch(`${server.base}/v3/meetings`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ content: '# One\n: 30\n\n# Two\n: 30\n' }),
    }),
  );
  await json(
    await fetch(`${server.base}/v3/meetings/${meeting.uuid}/run`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ type: 'start' }),
    }),
  );
  const socket = await connectController({ ...server, meetingId: meeting.uuid });
  return { id: meeting.uuid, socket };
}

/**
 * Runs the other meetings' commands (one after another per controller, `pauseMs` apart) and
 * the `/healthz` polls until `during` resolves; answers what was measured.
 */
async function underLoad(
  server: RunningServer,
  others: { id: string; socket: Socket }[],
  during: () => Promise<void>,
  pauseMs = 10,
): Promise<Loads> {
  const loads: Loads = { commands: [], health: [], failures: 0 };
  let running = true;
  const commandLoop = async ({ id, socket }: { id: string; socket: Socket }) => {
    for (let k = 0; running; k += 1) {
      const start = monotonicMs();
      const ack = (await socket.emitWithAck('command', {
        meetingId: id,
        type: 'message',
        text: `Other ${k}`,
      })) as { ok: boolean };
      loads.commands.push({ start, end: monotonicMs() });
      if (!ack.ok) loads.failures += 1;
      await sleep(pauseMs);
    }
  };
  const healthLoop = async () => {
    while (running) {
      const start = monotonicMs();
      const response = await fetch(`${server.base}/healthz`);
      await response.arrayBuffer();
      loads.health.push({ start, end: monotonicMs() });
      if (!response.ok) loads.failures += 1;
      await sleep(pauseMs);
    }
  };
  const loops = [...others.map(commandLoop), healthLoop()];
  // Steady before anything is measured.
  await sleep(300);
  await during();
  running = false;
  await Promise.all(loops);
  return loads;
}

/** Latencies of the requests in flight at some moment of `window`, sorted. */
function latenciesIn(samples: Sample[], window: Window): number[] {
  return samples
    .filter((sample) => sample.start < window.to && sample.end > window.from)
    .map((sample) => sample.end - sample.start)
    .sort((a, b) => a - b);
}

async function fireBurst(server: RunningServer, flooder: Socket): Promise<BurstOutcome> {
  const size = Number(options['burst-size']);
  const from = monotonicMs();
  const acks = (await Promise.all(
    Array.from({ length: size }, (_, k) =>
      flooder.emitWithAck('command', {
        meetingId: server.meetingId,
        type: 'message',
        text: `Burst ${k}`,
      }),
    ),
  )) as { ok: boolean; error?: { code: string } }[];
  const durationMs = monotonicMs() - from;
  const codes = acks.flatMap((ack) => (ack.ok ? [] : [ack.error?.code ?? 'no code']));
  return {
    served: acks.filter((ack) => ack.ok).length,
    limited: codes.filter((code) => code === 'RATE_LIMITED').length,
    other: codes.filter((code) => code !== 'RATE_LIMITED'),
    durationMs,
  };
}

type SetupResult = {
  name: string;
  baseline: { commands: number[]; health: number[] };
  burst: { commands: number[]; health: number[] };
  /** Only what was in flight while the burst was being answered (its own duration). */
  answering: { commands: number[]; health: number[] };
  outcome: BurstOutcome;
  failures: number;
};

async function measureSetup(name: string, storage: Storage): Promise<SetupResult> {
  const minWindow = Number(options.window);
  const server = await startApp(undefined, storage);
  try {
    const flooder = await connectController(server);
    const others: { id: string; socket: Socket }[] = [];
    for (let i = 0; i < Number(options.others); i += 1) others.push(await startedMeeting(server));
    // Warm-up: the paths of a command and of /healthz are compiled before anything counts.
    await underLoad(server, others, async () => {
      await sleep(500);
    });

    let window: Window = { from: 0, to: 0 };
    const baseline = await underLoad(server, others, async () => {
      window = { from: monotonicMs(), to: monotonicMs() + minWindow };
      await sleep(minWindow);
    });
    const baselineWindow = window;
    let outcome: BurstOutcome = { served: 0, limited: 0, other: [], durationMs: 0 };
    const burst = await underLoad(server, others, async () => {
      const from = monotonicMs();
      outcome = await fireBurst(server, flooder);
      const to = Math.max(monotonicMs(), from + minWindow);
      await sleep(to - monotonicMs());
      window = { from, to };
    });
    const answering = { from: window.from, to: window.from + outcome.durationMs };
    for (const { socket } of others) socket.disconnect();
    flooder.disconnect();
    return {
      name,
      baseline: {
        commands: latenciesIn(baseline.commands, baselineWindow),
        health: latenciesIn(baseline.health, baselineWindow),
      },
      burst: {
        commands: latenciesIn(burst.commands, window),
        health: latenciesIn(burst.health, window),
      },
      answering: {
        commands: latenciesIn(burst.commands, answering),
        health: latenciesIn(burst.health, answering),
      },
      outcome,
      failures: baseline.failures + burst.failures,
    };
  } finally {
    await server.stop();
  }
}

function report(result: SetupResult): boolean {
  const { baseline, burst, outcome } = result;
  const size = Number(options['burst-size']);
  console.log('');
  console.log(`### ${result.name}`);
  console.log(
    `Burst of ${size} commands on one socket: ${outcome.served} served, ${outcome.limited} ` +
      `refused RATE_LIMITED${outcome.other.length > 0 ? `, ${outcome.other.length} other refusals (${[...new Set(outcome.other)].join(', ')})` : ''}, ` +
      `all answered in ${fmt(outcome.durationMs, 0)} ms.`,
  );
  console.log('');
  console.log('| | baseline | during the burst | ratio |');
  console.log('| --- | ---: | ---: | ---: |');
  const rows: [string, number[], number[], number][] = [
    ["other meetings' command p50 (ms)", baseline.commands, burst.commands, 0.5],
    ["other meetings' command p99 (ms)", baseline.commands, burst.commands, 0.99],
    ['/healthz p50 (ms)', baseline.health, burst.health, 0.5],
    ['/healthz p99 (ms)', baseline.health, burst.health, 0.99],
  ];
  for (const [label, before, during, q] of rows) {
    const a = quantile(before, q);
    const b = quantile(during, q);
    console.log(`| ${label} | ${fmt(a)} | ${fmt(b)} | ${fmt(b / a, 2)} |`);
  }
  console.log(
    `| samples (commands / healthz) | ${baseline.commands.length} / ${baseline.health.length} | ` +
      `${burst.commands.length} / ${burst.health.length} | |`,
  );
  const { answering } = result;
  console.log(
    `While the burst was being answered (${fmt(outcome.durationMs, 0)} ms): other meetings' ` +
      `commands max ${fmt(answering.commands.at(-1) ?? Number.NaN)} ms ` +
      `(${answering.commands.length} in flight), /healthz max ` +
      `${fmt(answering.health.at(-1) ?? Number.NaN)} ms (${answering.health.length}).`,
  );
  const commandP99 = quantile(burst.commands, 0.99);
  const healthP99 = quantile(burst.health, 0.99);
  const checks = [
    [`other meetings' command p99 ${fmt(commandP99)} ms ≤ 100 ms`, commandP99 <= 100],
    [`/healthz p99 ${fmt(healthP99)} ms ≤ 100 ms`, healthP99 <= 100],
    [`no other meeting's command or /healthz failed (${result.failures})`, result.failures === 0],
  ] as const;
  console.log('');
  for (const [label, ok] of checks) console.log(`${ok ? 'ok  ' : 'MISS'} ${label}`);
  return checks.every(([, ok]) => ok);
}

/** The burst scenario, on the embedded database and, when given, PostgreSQL (+ Redis). */
export async function runBurst(): Promise<boolean> {
  const setups = storageSetups();
  console.log(
    `Burst: ${options['burst-size']} commands at once on one meeting, ${options.others} other ` +
      `meetings' controllers and a /healthz poller, windows of ${options.window} ms at least, ` +
      `${options.sources ? 'the sources through tsx' : 'the compiled server'}.`,
  );
  const results: boolean[] = [];
  for (const [name, storage] of setups) results.push(report(await measureSetup(name, storage)));
  return results.every(Boolean);
}
