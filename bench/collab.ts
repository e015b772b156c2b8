/**
 * `npm run bench:collab [-- --editors 10 --keystrokes 40 --rate 8 --rounds 3]`: keystroke →
 * remote editor latency of co-editing (issue 30). N editors have one meeting open on a real
 * Ordo server (the sources through tsx, PGlite, in a child process on port 4310) and all type
 * at once, `--rate` keystrokes per second each, like a team in one agenda; for every keystroke,
 * the time until each of the N − 1 other editors' Yjs documents holds it. The baseline, in the
 * same run with the same clients and pace, is a bare socket.io server (port 4311) relaying each
 * keystroke's bytes to the room: what the transport alone costs. p50/p95 over all deliveries,
 * medians over `--rounds` after an uncounted warm-up round, servers alternating. Clients run in this process and read times on
 * `performance.now()`; on a 2-core machine they compete with the server for the CPU, for both
 * servers alike.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import * as Y from 'yjs';
import { CollabPeer } from '../apps/server/src/modules/collab/testing.ts';
import {
  httpCall,
  signUpOver,
  startServerProcess,
  stopServerProcess,
  tempDir,
  waitAnswer,
} from '../apps/server/src/modules/live/test-server-process.ts';

const { values: options } = parseArgs({
  options: {
    role: { type: 'string', default: 'main' },
    editors: { type: 'string', default: '10' },
    keystrokes: { type: 'string', default: '40' },
    rate: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '3' },
  },
});
const EDITORS = Number(options.editors);
const KEYSTROKES = Number(options.keystrokes);
const RATE = Number(options.rate);
const APP_PORT = 4310;
const BARE_PORT = 4311;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const median = (values: number[]) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

/** The bare relay: `join` a room, `y` goes to the room's other sockets, nothing else. */
function runBare(): void {
  const http = createServer();
  const io = new Server(http, { serveClient: false, transports: ['websocket'] });
  io.of('/collab').on('connection', (socket) => {
    socket.on('join', (input: { meetingId: string }, ack: (answer: unknown) => void) => {
      void socket.join(input.meetingId);
      ack({ ok: true });
    });
    socket.on('y', (meetingId: string, message: Uint8Array) => {
      socket.to(meetingId).emit('y', meetingId, message);
    });
  });
  http.listen(BARE_PORT, '127.0.0.1', () => process.send?.('ready'));
}

/** Every editor types its keystrokes at `RATE` per second, all at once; delivery times. */
async function typeTogether(
  editors: number,
  press: (editor: number, index: number) => void,
): Promise<void> {
  const gap = 1000 / RATE;
  await Promise.all(
    Array.from({ length: editors }, async (_, editor) => {
      // Spread the editors' first keystrokes over one gap, as people are never in step.
      await sleep((gap * editor) / editors);
      for (let index = 0; index < KEYSTROKES; index += 1) {
        press(editor, index);
        await sleep(gap);
      }
    }),
  );
}

async function measureOrdo(base: string, token: string, meetingId: string): Promise<number[]> {
  const peers = await Promise.all(
    Array.from({ length: EDITORS }, () => CollabPeer.open(base, token, meetingId)),
  );
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const expected = EDITORS * KEYSTROKES * (EDITORS - 1);
  let done: () => void = () => undefined;
  const all = new Promise<void>((resolve) => (done = resolve));
  for (const peer of peers) {
    peer.doc.on('update', (update: Uint8Array) => {
      const now = performance.now();
      for (const struct of Y.decodeUpdate(update).structs) {
        if (struct.id.client === peer.doc.clientID) continue;
        for (let offset = 0; offset < struct.length; offset += 1) {
          const at = sentAt.get(`${struct.id.client}:${struct.id.clock + offset}`);
          if (at !== undefined) latencies.push(now - at);
        }
      }
      if (latencies.length >= expected) done();
    });
  }
  await typeTogether(EDITORS, (editor, index) => {
    const peer = peers[editor];
    if (!peer) return;
    const clock = Y.decodeStateVector(Y.encodeStateVector(peer.doc)).get(peer.doc.clientID) ?? 0;
    sentAt.set(`${peer.doc.clientID}:${clock}`, performance.now());
    // Each editor types in a line of its own, as people mostly do.
    const line = peer.text.toString().indexOf(`# Line ${editor}\n`);
    peer.text.insert(line + `# Line ${editor}`.length, index % 10 === 9 ? ' ' : 'x');
  });
  await Promise.race([all, sleep(10_000)]);
  for (const peer of peers) peer.close();
  return latencies;
}

async function measureBare(): Promise<number[]> {
  const sockets: Socket[] = await Promise.all(
    Array.from({ length: EDITORS }, async () => {
      const socket = connect(`http://127.0.0.1:${BARE_PORT}/collab`, {
        transports: ['websocket'],
        forceNew: true,
      });
      await socket.emitWithAck('join', { meetingId: 'bench' });
      return socket;
    }),
  );
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  for (const socket of sockets) {
    socket.on('y', (_meetingId: string, message: Uint8Array) => {
      const key = Buffer.from(message).subarray(0, 8).toString('hex');
      const at = sentAt.get(key);
      if (at !== undefined) latencies.push(performance.now() - at);
    });
  }
  await typeTogether(EDITORS, (editor, index) => {
    // The size of a keystroke's Yjs update frame (about 30 bytes), its first 8 an id.
    const message = new Uint8Array(30);
    new DataView(message.buffer).setUint32(0, editor);
    new DataView(message.buffer).setUint32(4, index);
    sentAt.set(Buffer.from(message).subarray(0, 8).toString('hex'), performance.now());
    sockets[editor]?.emit('y', 'bench', message);
  });
  await sleep(500);
  for (const socket of sockets) socket.close();
  return latencies;
}

function summary(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), count: sorted.length };
}

async function main(): Promise<void> {
  const data = tempDir('ordo-bench-collab-');
  const app = startServerProcess(APP_PORT, { DATA_DIR: data.dir, LOG_LEVEL: 'warn' });
  const bare: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', new URL(import.meta.url).pathname, '--role', 'bare'],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  try {
    await new Promise((resolve) => bare.once('message', resolve));
    await waitAnswer(app, '/readyz');
    const owner = await signUpOver(app.base);
    const content = `Bench\n\n${Array.from({ length: EDITORS }, (_, i) => `# Line ${i}\n: 5\n`).join('\n')}`;
    const { uuid } = await httpCall<{ uuid: string }>(app.base, 'POST', '/v3/meetings', {
      headers: owner.headers,
      body: JSON.stringify({ content }),
    });
    console.log(
      `Co-editing: ${EDITORS} editors on one meeting, each typing ${KEYSTROKES} keystrokes at ` +
        `${RATE}/s at once; ${options.rounds} round(s); Ordo from its sources on PGlite.`,
    );
    const rows: Record<'bare' | 'ordo', { p50: number; p95: number; count: number }[]> = {
      bare: [],
      ordo: [],
    };
    // Round 0 warms both servers and the clients up (JIT, first document load); not counted.
    for (let round = 0; round <= Number(options.rounds); round += 1) {
      const order = round % 2 === 0 ? (['bare', 'ordo'] as const) : (['ordo', 'bare'] as const);
      for (const target of order) {
        const latencies =
          target === 'bare' ? await measureBare() : await measureOrdo(app.base, owner.token, uuid);
        const result = summary(latencies);
        if (round > 0) rows[target].push(result);
        console.log(
          `${round === 0 ? 'warm-up' : `round ${round}`} ${target.padEnd(4)}: p50 ${result.p50.toFixed(1)} ms, p95 ` +
            `${result.p95.toFixed(1)} ms over ${result.count} deliveries`,
        );
      }
    }
    for (const target of ['bare', 'ordo'] as const) {
      const p50 = median(rows[target].map((row) => row.p50));
      const p95 = median(rows[target].map((row) => row.p95));
      const name = target === 'bare' ? 'bare socket.io relay' : 'Ordo /collab (Yjs)';
      console.log(`${name.padEnd(22)} median p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`);
    }
  } finally {
    bare.kill();
    await stopServerProcess(app);
    data.remove();
  }
}

if (options.role === 'bare') runBare();
else
  await main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
