import { createServer, connect, type Socket } from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 in front of a real server (PostgreSQL, Redis), which a test cuts
 * and restores to play an outage truthfully: cutting drops every open connection and refuses
 * new ones, as a restarting server does; restoring lets connections through again.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  let open = true;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    if (!open) {
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
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
    async close() {
      this.cut();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>;
