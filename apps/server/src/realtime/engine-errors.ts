import type { IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { errorCatalog, type ErrorCode } from '@ordo/contract';

/** The refusals engine.io writes itself, by HTTP status, as codes of our catalog. */
const codeOfStatus = (status: number): ErrorCode =>
  status === 403
    ? 'FORBIDDEN'
    : status === 413
      ? 'PAYLOAD_TOO_LARGE'
      : status >= 500
        ? 'INTERNAL_ERROR'
        : 'VALIDATION_FAILED';

/** engine.io's own message when its body is `{ code: <number>, message }`, else the catalog's. */
function messageOf(body: unknown, code: ErrorCode): string {
  if (typeof body === 'string' && body.startsWith('{')) {
    try {
      const parsed = JSON.parse(body) as { message?: unknown };
      if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
    } catch {
      // not JSON: the catalog's message
    }
  }
  return errorCatalog[code].message;
}

function errorBody(status: number, engineBody: unknown): string {
  const code = codeOfStatus(status);
  return JSON.stringify({ code, message: messageOf(engineBody, code) });
}

/** Holds a failing status back until `end`, then writes the body in our shape instead. */
function reshapeResponse(response: ServerResponse): void {
  const writeHead = response.writeHead.bind(response);
  const end = response.end.bind(response);
  let failed: { status: number; headers: OutgoingHttpHeaders } | undefined;
  response.writeHead = ((status: number, ...rest: unknown[]) => {
    if (status < 400) return writeHead(status, ...(rest as []));
    const headers = rest.find((part) => typeof part === 'object' && part !== null) ?? {};
    failed = { status, headers: headers as OutgoingHttpHeaders };
    return response;
  }) as typeof response.writeHead;
  response.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (!failed) return end(chunk as never, ...(rest as []));
    const body = errorBody(failed.status, typeof chunk === 'string' ? chunk : undefined);
    const headers = Object.fromEntries(
      Object.entries(failed.headers).filter(([name]) => !/^content-(type|length)$/i.test(name)),
    );
    writeHead(failed.status, {
      ...headers,
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    return end(body);
  }) as typeof response.end;
}

/** A refused WebSocket upgrade is written raw on the socket as text: rewritten the same way. */
function reshapeUpgrade(socket: Duplex): void {
  const write = socket.write.bind(socket);
  socket.write = ((chunk: unknown, ...rest: unknown[]) => {
    const refused =
      typeof chunk === 'string' && /^HTTP\/1\.1 4\d\d /.exec(chunk.slice(0, 13)) !== null;
    if (!refused) return write(chunk as never, ...(rest as []));
    const status = Number(chunk.slice(9, 12));
    const engineMessage = chunk.split('\r\n\r\n').slice(1).join('\r\n\r\n');
    const code = codeOfStatus(status);
    const body = JSON.stringify({ code, message: engineMessage || errorCatalog[code].message });
    return write(
      `${chunk.split('\r\n')[0]}\r\nConnection: close\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      ...(rest as []),
    );
  }) as typeof socket.write;
}

/**
 * engine.io answers its own refusals under `path` (an unknown session, a bad transport, a body
 * over its limit, a refused upgrade) with numeric codes, text or no body at all. Every 4xx/5xx
 * of Ordo has the DESIGN §9 `{ code, message }` shape with a code of the catalog, so those
 * answers are reshaped on the way out; successful traffic is untouched. Call after socket.io
 * attached, so these listeners run first.
 */
export function reshapeEngineErrors(server: Server, path: string): void {
  const ours = (request: IncomingMessage) => request.url?.startsWith(path) === true;
  server.prependListener('request', (request, response) => {
    if (ours(request)) reshapeResponse(response);
  });
  server.prependListener('upgrade', (request: IncomingMessage, socket: Duplex) => {
    if (ours(request)) reshapeUpgrade(socket);
  });
}
