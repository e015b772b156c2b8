import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorCatalog, type ErrorCode } from '@ordo/contract';
import { AppError } from './app-error.ts';
import { toErrorResponse } from './error-handler.ts';

/**
 * Errors Fastify raises before a request reaches a route (a URL it cannot decode, a parameter
 * over its length limit), which it would otherwise answer with its own body. They go through
 * the one error handler instead, so they leave as DESIGN §9 `{ code, message }`.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const invalid =
    error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? new AppError('VALIDATION_FAILED', 'The URL is not valid', {
          issues: [{ path: '(url)', message: 'cannot be decoded' }],
        })
      : error;
  // The request never reached a route, so the app's error handler is not in its chain yet.
  const { status, body } = toErrorResponse(invalid);
  return reply.status(status).send(body);
}

/** Client errors Node's HTTP parser raises, by their status; everything else is 400. */
const clientErrorStatus: Record<string, { status: number; code: ErrorCode; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'VALIDATION_FAILED',
    message: 'The request took too long to arrive',
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'VALIDATION_FAILED',
    message: 'The request headers are too large',
  },
};

/**
 * Malformed HTTP (a broken request line, oversized headers, a timeout) never becomes a
 * request, so no handler sees it: the answer is written on the socket, in the same shape.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const known = clientErrorStatus[error.code ?? ''];
  const status = known?.status ?? 400;
  const body = JSON.stringify({
    code: known?.code ?? 'VALIDATION_FAILED',
    message: known?.message ?? errorCatalog.VALIDATION_FAILED.message,
  });
  socket.end(
    `HTTP/1.1 ${status} ${status === 400 ? 'Bad Request' : 'Error'}\r\n` +
      'Connection: close\r\nContent-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/**
 * Two refusals Node's HTTP server would write itself, with an empty body: an HTTP/1.1 request
 * without a Host header (Node's own check is turned off, `requireHostHeader: false` in app.ts,
 * and this hook answers instead) and an `Expect` header other than `100-continue` (417).
 */
export function refuseWhatNodeWould(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
      return done(new AppError('VALIDATION_FAILED', 'The request has no Host header'));
    }
    done();
  });
  (app.server as Server).on('checkExpectation', (_request, response) => {
    const body = JSON.stringify({
      code: 'VALIDATION_FAILED',
      message: 'The server cannot meet the request’s Expect header',
    });
    response.writeHead(417, {
      connection: 'close',
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    response.end(body);
  });
}

/**
 * While the app closes, new requests answer 503 SERVICE_UNAVAILABLE in the usual shape (what
 * Fastify's `return503OnClosing` does, with its own body). A callback hook, like the other hooks
 * every request passes: an async one costs a promise per request, and promises are dear in a
 * process where an AsyncLocalStorage (better-auth's) tracks each one.
 */
export function refuseWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    void reply.header('connection', 'close');
    done(new AppError('SERVICE_UNAVAILABLE', 'The server is shutting down'));
  });
}
