/** One round against one server: joins, commands, memory and CPU. */
import { fork, type ChildProcess } from 'node:child_process';
import {
  commandAt,
  cpuMs,
  fingerprint,
  median,
  monotonicMs,
  options,
  quantile,
  settledRss,
  sleep,
  thisFile,
  fmt,
} from './shared.ts';
import { type Joined, type Receipts, type WorkerJoin } from './client-worker.ts';
import {
  type RoundResult,
  type Target,
  connectController,
  exitOf,
  nextMessage,
  sendCommand,
  startApp,
  startBare,
} from './servers.ts';

export async function measure(
  target: Target,
  profileDir: string | undefined,
): Promise<RoundResult> {
  const clients = Number(options.clients);
  const workerCount = Math.max(1, Math.min(Number(options.workers), clients));
  const commandCount = Number(options.commands);
  const interval = Number(options.interval);
  const ping = !options['no-ping'];

  const server =
    target === 'bare'
      ? await startBare(profileDir)
      : await startApp(
          profileDir,
          target === 'embedded'
            ? {}
            : { databaseUrl: options['database-url'], redisUrl: options['redis-url'] },
        );
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
      outOfOrder: reports.reduce((sum, report) => sum + report.outOfOrder, 0),
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
