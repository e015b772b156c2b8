/**
 * `npm run bench:live -- --resync [--devices 200 --database-url … --redis-url …]`: the server
 * dies with `kill -9` in the middle of a run while `--devices` screens follow it, and is started
 * again at once at the same address on the same database, as a supervisor would. Each device
 * reconnects as the web app's does (socket.io's reconnection, 500 ms first delay, 2 s at most,
 * with its jitter) and joins again. The figure is, per device, the time from the moment the new
 * server first answered `/healthz` to the moment that device had its state back (the join's
 * acknowledgement). Target (issue 23): ≤ 3 s for every device (p100). It also checks that the
 * state after the restart is the one acknowledged before it (nothing lost).
 */
import { io, type Socket } from 'socket.io-client';
import { fmt, monotonicMs, options, quantile, sleep } from './shared.ts';
import {
  connectController,
  exitOf,
  newPlace,
  sendCommand,
  spawnApp,
  startedPublicMeeting,
  stopChild,
  storageSetups,
  type Storage,
} from './servers.ts';
import { rmSync } from 'node:fs';

/** What the web app's live connection sets (apps/web/src/features/live/connection). */
const WEB_RECONNECTION = { reconnectionDelay: 500, reconnectionDelayMax: 2_000 };

type Device = { socket: Socket; joinedAt: number; position: number };

type ResyncResult = {
  name: string;
  /** Per device, ms from the new server's first /healthz answer to its state being back. */
  resync: number[];
  /** Devices that never had their state back within the deadline. */
  lost: number;
  /** Devices whose state after the restart was older than the last one acknowledged. */
  behind: number;
  restartMs: number;
};

function connectDevice(base: string, meetingId: string): Device {
  const device: Device = {
    socket: io(`${base}/live`, { transports: ['websocket'], forceNew: true, ...WEB_RECONNECTION }),
    joinedAt: 0,
    position: 0,
  };
  // Like the web app: every (re)connection joins again and takes the state of the answer.
  device.socket.on('connect', () => {
    device.socket.emit(
      'join',
      { meetingId, device: { id: `resync-${Math.random().toString(36).slice(2)}`, kind: 'stage' } },
      (ack: { ok: boolean; state?: { position?: number } }) => {
        if (!ack.ok) return;
        device.joinedAt = monotonicMs();
        device.position = ack.state?.position ?? 0;
      },
    );
  });
  return device;
}

async function waitFor(check: () => boolean, ms: number): Promise<boolean> {
  const deadline = monotonicMs() + ms;
  while (!check()) {
    if (monotonicMs() > deadline) return false;
    await sleep(10);
  }
  return true;
}

async function firstAnswer(url: string): Promise<number> {
  const deadline = monotonicMs() + 60_000;
  while (monotonicMs() < deadline) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return monotonicMs();
    await sleep(10);
  }
  throw new Error(`${url} did not answer within 60 s of the restart`);
}

async function measureResync(name: string, storage: Storage): Promise<ResyncResult> {
  const count = Number(options.devices);
  const place = await newPlace();
  const base = `http://127.0.0.1:${place.port}`;
  let child = await spawnApp(place, storage);
  const devices: Device[] = [];
  try {
    const { meetingId, token } = await startedPublicMeeting(base);
    for (let i = 0; i < count; i += 1) devices.push(connectDevice(base, meetingId));
    if (!(await waitFor(() => devices.every((d) => d.joinedAt > 0), 30_000))) {
      throw new Error('not every device joined before the kill');
    }
    // A few acknowledged commands, the last one just before the kill.
    const controller = await connectController({ base, meetingId, auth: { token } });
    let acknowledged = 0;
    for (let k = 0; k < 5; k += 1) {
      const state = (await sendCommand(controller, meetingId, {
        type: 'message',
        text: `Before the crash ${k}`,
      })) as { position?: number };
      acknowledged = state.position ?? 0;
    }
    controller.disconnect();
    await sleep(500);

    const killedAt = monotonicMs();
    const exited = exitOf(child);
    child.kill('SIGKILL');
    await exited;
    for (const device of devices) device.joinedAt = 0;
    // "Answered again": the first /healthz answer of the new process, polled every 10 ms.
    const answered = firstAnswer(`${base}/healthz`);
    child = await spawnApp(place, storage);
    const backAt = await answered;
    const restartMs = backAt - killedAt;
    await waitFor(() => devices.every((d) => d.joinedAt > 0), 30_000);
    const back = devices.filter((d) => d.joinedAt > 0);
    const resync = back.map((d) => Math.max(0, d.joinedAt - backAt)).sort((a, b) => a - b);
    return {
      name,
      resync,
      lost: count - back.length,
      behind: back.filter((d) => d.position < acknowledged).length,
      restartMs,
    };
  } finally {
    for (const device of devices) device.socket.disconnect();
    await stopChild(child);
    rmSync(place.dataDir, { recursive: true, force: true });
  }
}

function report(result: ResyncResult): boolean {
  const count = Number(options.devices);
  const p100 = result.resync.at(-1) ?? Number.NaN;
  console.log('');
  console.log(`### ${result.name}`);
  console.log(
    `kill -9, then the new process ready ${fmt(result.restartMs, 0)} ms after the kill; ` +
      `devices back (from ready): p50 ${fmt(quantile(result.resync, 0.5), 0)} ms, p99 ` +
      `${fmt(quantile(result.resync, 0.99), 0)} ms, p100 ${fmt(p100, 0)} ms.`,
  );
  const checks = [
    [`every one of ${count} devices back within 3 s (p100 ${fmt(p100, 0)} ms)`, p100 <= 3_000],
    [`no device lost (${result.lost})`, result.lost === 0],
    [`no device behind the last acknowledged command (${result.behind})`, result.behind === 0],
  ] as const;
  for (const [label, ok] of checks) console.log(`${ok ? 'ok  ' : 'MISS'} ${label}`);
  return checks.every(([, ok]) => ok);
}

/** The resync scenario, on the embedded database and, when given, PostgreSQL (+ Redis). */
export async function runResync(): Promise<boolean> {
  const setups = storageSetups();
  console.log('');
  console.log(
    `Resync after kill -9: ${options.devices} devices following a run, the server killed and ` +
      `started again at once, ${options.sources ? 'the sources through tsx' : 'the compiled server'}.`,
  );
  const results: boolean[] = [];
  for (const [name, storage] of setups) results.push(report(await measureResync(name, storage)));
  return results.every(Boolean);
}
