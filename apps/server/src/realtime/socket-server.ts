import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { reshapeEngineErrors } from './engine-errors.ts';

/**
 * socket.io on Fastify's own HTTP server (DESIGN §8: not beside @fastify/websocket), so one
 * process serves pages, the API and sockets on one port, and tests that listen on port 0 get
 * sockets too. With Redis, the adapter fans every room broadcast out to all processes.
 */
export function attachSocketServer(
  app: FastifyInstance,
  options: { redis: Redis | undefined; redisPrefix: string },
): Server {
  const io = new Server(app.server, {
    serveClient: false,
    transports: ['websocket', 'polling'],
    // A phone on a bad network misses a few pings before being counted gone.
    pingInterval: 20_000,
    pingTimeout: 20_000,
    maxHttpBufferSize: 64 * 1024,
  });
  reshapeEngineErrors(app.server, '/socket.io/');
  let subscriber: Redis | undefined;
  if (options.redis) {
    const publisher = options.redis.duplicate();
    // The adapter publishes without waiting for the answer: a publish that fails in an outage
    // (no retries left, or the command timeout) would be a rejection nobody catches, which ends
    // the process. The message is lost either way; the live state is re-read on reconnection.
    const publish = publisher.publish.bind(publisher);
    publisher.publish = ((...args: Parameters<typeof publish>) =>
      publish(...args).catch(() => 0)) as typeof publisher.publish;
    // ioredis 5 may send its INFO ready check after the adapter's SUBSCRIBE, which Redis then
    // refuses (redis/ioredis#2037); a subscriber has nothing to check anyway.
    // Its (re)subscriptions wait for Redis to come back: with a retry limit or a command
    // timeout, an outage would reject them with nobody to catch it, which ends the process.
    subscriber = options.redis.duplicate({
      enableReadyCheck: false,
      maxRetriesPerRequest: null,
      commandTimeout: undefined,
    });
    io.adapter(createAdapter(publisher, subscriber, { key: `${options.redisPrefix}socket.io` }));
    // The duplicates report their own errors; the main client's listener logs the outage once.
    for (const client of [publisher, subscriber]) client.on('error', () => undefined);
    app.addHook('onClose', async () => {
      // quit() would wait for a Redis that is gone; an unconnected client just disconnects.
      const end = (client: Redis) =>
        client.status === 'ready' ? client.quit().catch(() => null) : client.disconnect();
      await Promise.all([end(publisher), subscriber && end(subscriber)]);
    });
  }
  app.addHook('preClose', () => {
    // Open sockets would keep Fastify's server from closing. Only this process's connections
    // (not `io.close()`, which closes the HTTP server Fastify owns, nor `io.disconnectSockets`,
    // which the adapter would send to every process); devices reconnect to a process still up.
    io.engine.close();
  });
  return io;
}
