/** A process of N viewers (`--role clients`): joins, pings, and times each state. */
import { randomBytes } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { type StateLike, fingerprint, monotonicMs, sleep } from './shared.ts';

/* ---------- the client worker (`--role clients`) ---------- */

export type WorkerJoin = {
  kind: 'join';
  base: string;
  meetingId: string;
  count: number;
  ping: boolean;
};
export type WorkerReport = { kind: 'report'; lastFingerprint: string; timeoutMs: number };
export type ToWorker = WorkerJoin | WorkerReport | { kind: 'close' };
export type Joined = {
  kind: 'joined';
  startedAt: number;
  joinTimes: number[];
  failures: string[];
};
export type Receipts = {
  kind: 'receipts';
  receipts: [string, number[]][];
  missing: number;
  /** States that arrived after a newer one (a lower `position`) on the same socket. */
  outOfOrder: number;
};
export type FromWorker = { kind: 'ready' } | Joined | Receipts | { kind: 'closed' };

export function runClientWorker(): void {
  const sockets: Socket[] = [];
  const receipts = new Map<string, number[]>();
  const lastSeen: string[] = [];
  const lastPosition: number[] = [];
  let outOfOrder = 0;
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
      lastPosition.push(0);
      socket.on('state', (event: { state: StateLike & { position?: number } }) => {
        const at = monotonicMs();
        const position = event.state.position ?? 0;
        if (position < (lastPosition[index] ?? 0)) outOfOrder += 1;
        else lastPosition[index] = position;
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
    send({ kind: 'receipts', receipts: [...receipts], missing, outOfOrder });
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
