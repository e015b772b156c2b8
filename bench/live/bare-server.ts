/** The bare socket.io server the app is measured against (`--role bare`). */
import { createServer as createHttpServer } from 'node:http';
import { Server } from 'socket.io';
import { type StateLike } from './shared.ts';

/* ---------- the bare socket.io server (`--role bare`) ---------- */

export type BareInit = { kind: 'init'; state: Record<string, unknown> & StateLike };

export function runBareServer(port: number): void {
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
