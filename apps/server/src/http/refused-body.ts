import type { FastifyReply, FastifyRequest } from 'fastify';

/** How much more of a refused body is read, and for how long, before the client is cut off. */
const DRAIN_MAX_BYTES = 64 * 1024 * 1024;
const DRAIN_MAX_MS = 60_000;

/**
 * Settles once the rest of a body refused before it fully arrived (413) has been read and
 * thrown away, so the refusal can be answered on a clean connection. Fastify refuses as soon as
 * the size is known and marks the reply `Connection: close`; Node then closed the socket with
 * the client's bytes still unread, the kernel answered with a reset, and a client still
 * uploading got EPIPE or ECONNRESET instead of the 413. The HTTP parser knows where the body
 * ends, so once it is read the connection may even serve the next request. A client that keeps
 * sending past `DRAIN_MAX_BYTES` or `DRAIN_MAX_MS` is cut off.
 */
export function drainRefusedBody(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const raw = request.raw;
  // `app.inject` hands over its whole body at once on a mock socket: nothing to drain or cut.
  const socket = raw.socket as { destroy?: unknown } | null;
  if (raw.complete || raw.destroyed || typeof socket?.destroy !== 'function') {
    return Promise.resolve();
  }
  void reply.removeHeader('connection');
  return new Promise((resolve) => {
    let drained = 0;
    const finish = () => {
      clearTimeout(timer);
      resolve();
    };
    const cutOff = () => {
      raw.socket.destroy();
      finish();
    };
    const timer = setTimeout(cutOff, DRAIN_MAX_MS);
    raw.on('data', (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > DRAIN_MAX_BYTES) cutOff();
    });
    raw.once('end', finish);
    raw.once('close', finish);
    raw.once('error', finish);
    raw.resume();
  });
}
