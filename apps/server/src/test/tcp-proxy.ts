import { createServer, connect, type Socket } from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 in front of a real server (PostgreSQL, Redis), which a test cuts
 * and restores to play an outage truthfully: cutting drops every open connection and refuses
 * new ones, as a restarting server does; restoring lets connections through again. Freezing
 * plays a server that stops answering without closing anything (a stalled machine, a network
 * that drops packets): bytes stop flowing both ways and new connections wait, until thawed.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  let open = true;
  let frozen = false;
  const sockets = new Set<Socket>();
  const pairs = new Set<[Socket, Socket]>();
  const waiting = new Set<Socket>();

  const flow = ([client, upstream]: [Socket, Socket]) => {
    client.pipe(upstream);
    upstream.pipe(client);
  };
  const through = (client: Socket) => {
    const upstream = connect(target.port, target.host);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    for (const socket of pair) {
      sockets.add(socket);
      socket.on('close', () => {
        sockets.delete(socket);
        pairs.delete(pair);
      });
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    flow(pair);
  };
  const server = createServer((client) => {
    if (!open) {
      client.destroy();
      return;
    }
    if (frozen) {
      client.pause();
      waiting.add(client);
      sockets.add(client);
      client.on('close', () => {
        waiting.delete(client);
        sockets.delete(client);
      });
      return;
    }
    through(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('proxy not listening');
  return {
    port: address.port,
    cut() {
      open = false;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      open = true;
    },
    freeze() {
      frozen = true;
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    thaw() {
      frozen = false;
      for (const pair of pairs) flow(pair);
      for (const client of waiting) {
        waiting.delete(client);
        through(client);
        client.resume();
      }
    },
    async close() {
      this.cut();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>;
