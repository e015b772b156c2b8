import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalog } from '@ordo/contract';
import type { App } from '../app.ts';
import { buildTestApp } from '../test/app.ts';

/** One raw HTTP exchange, so even requests no HTTP client would send reach the server. */
function exchange(
  port: number,
  raw: string,
  options: { raw?: boolean } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(raw));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      if (options.raw) return resolve({ status: 0, body: received });
      const [head = '', ...rest] = received.split('\r\n\r\n');
      const status = Number(head.split(' ')[1]);
      const chunked = /transfer-encoding: chunked/i.test(head);
      const body = rest.join('\r\n\r\n');
      resolve({ status, body: chunked ? dechunk(body) : body });
    });
  });
}

function dechunk(body: string): string {
  let out = '';
  let rest = body;
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    const size = Number.parseInt(rest.slice(0, lineEnd), 16);
    if (!size) return out;
    out += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 2 + size + 2);
  }
}

const request = (
  method: string,
  url: string,
  {
    body,
    type = 'application/json',
    headers = '',
  }: { body?: string; type?: string; headers?: string } = {},
) =>
  `${method} ${url} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${headers}` +
  (body === undefined
    ? '\r\n'
    : `Content-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);

/** Every layer that can refuse a request: the HTTP parser, the router, body parsing, routes. */
const cases: [string, string, number, string][] = [
  ['a URL that cannot be decoded', request('GET', '/v3/meetings/%'), 400, 'VALIDATION_FAILED'],
  ['a bad escape in a path', request('GET', '/v3/meetings/%zz/check'), 400, 'VALIDATION_FAILED'],
  ['a bad escape outside the API', request('GET', '/m/%E0%A4%A'), 400, 'VALIDATION_FAILED'],
  [
    'a parameter over its length',
    request('GET', `/v3/meetings/${'a'.repeat(600)}`),
    400,
    'VALIDATION_FAILED',
  ],
  ['an unknown API path', request('GET', '/v2/nothing-here'), 404, 'NOT_FOUND'],
  ['a method the route lacks', request('DELETE', '/healthz'), 404, 'NOT_FOUND'],
  ['a POST outside the API', request('POST', '/user/login', { body: '{}' }), 404, 'NOT_FOUND'],
  [
    'an unknown content type',
    request('POST', '/v1/users/login', { body: 'a=b', type: 'application/x-www-form-urlencoded' }),
    415,
    'UNSUPPORTED_MEDIA_TYPE',
  ],
  [
    'malformed JSON',
    request('POST', '/v1/users/login', { body: '{"email":' }),
    400,
    'MALFORMED_JSON',
  ],
  ['an empty JSON body', request('POST', '/v1/users/login', { body: '' }), 400, 'MALFORMED_JSON'],
  [
    'prototype poisoning',
    request('POST', '/v1/users/login', { body: '{"__proto__":{"x":1}}' }),
    400,
    'MALFORMED_JSON',
  ],
  [
    'a body over the limit',
    request('POST', '/v1/users/login', { body: JSON.stringify({ email: 'x'.repeat(3000) }) }),
    413,
    'PAYLOAD_TOO_LARGE',
  ],
  [
    'JSON nested too deep',
    request('POST', '/v1/users/login', { body: '['.repeat(100) + ']'.repeat(100) }),
    400,
    'VALIDATION_FAILED',
  ],
  [
    'a schema violation',
    request('POST', '/v1/users/login', { body: '{"email":1}' }),
    400,
    'VALIDATION_FAILED',
  ],
  [
    'a query that fails validation',
    request('GET', '/v3/meetings?limit=1000', { headers: 'Authorization: Bearer nope\r\n' }),
    400,
    'VALIDATION_FAILED',
  ],
  [
    'a bad bearer token',
    request('GET', '/v1/users/me', { headers: 'Authorization: Bearer nope\r\n' }),
    401,
    'UNAUTHENTICATED',
  ],
  ['a NUL in a query', request('GET', '/v3/meetings/x/check?code=%00'), 400, 'VALIDATION_FAILED'],
  [
    'headers over the limit',
    request('GET', '/healthz', { headers: `X-Big: ${'a'.repeat(20_000)}\r\n` }),
    431,
    'VALIDATION_FAILED',
  ],
  ['a broken request line', 'NOT HTTP AT ALL\r\n\r\n', 400, 'VALIDATION_FAILED'],
  // engine.io's own refusals under /socket.io/ (its numeric codes, text or empty bodies).
  [
    'an unknown socket transport',
    request('GET', '/socket.io/?EIO=4&transport=carrier-pigeon'),
    400,
    'VALIDATION_FAILED',
  ],
  [
    'an unknown socket session',
    request('GET', '/socket.io/?EIO=4&transport=polling&sid=nope'),
    400,
    'VALIDATION_FAILED',
  ],
  [
    'a socket handshake by POST',
    request('POST', '/socket.io/?EIO=4&transport=polling', { body: '40', type: 'text/plain' }),
    400,
    'VALIDATION_FAILED',
  ],
  [
    'a refused socket upgrade',
    request('GET', '/socket.io/?EIO=4&transport=websocket&sid=nope', {
      headers:
        'Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n' +
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n',
    }),
    400,
    'VALIDATION_FAILED',
  ],
  [
    'HTTP/1.1 without a Host',
    'GET /v3/meetings HTTP/1.1\r\nConnection: close\r\n\r\n',
    400,
    'VALIDATION_FAILED',
  ],
  [
    'an Expect the server cannot meet',
    request('POST', '/v1/users/login', { body: '{}', headers: 'Expect: bogus\r\n' }),
    417,
    'VALIDATION_FAILED',
  ],
  [
    'a bad Content-Length',
    'POST /v1/users/login HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
    400,
    'VALIDATION_FAILED',
  ],
];

describe('every refusal has the { code, message } shape', () => {
  let app: App;
  let port: number;
  beforeAll(async () => {
    app = await buildTestApp('pglite', { BODY_LIMIT_BYTES: '2048', RATE_LIMIT_MAX: '100000' });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    port = address.port;
  });
  afterAll(() => app.close());

  it.each(cases)('%s', async (_name, raw, status, code) => {
    const response = await exchange(port, raw);
    expect(response.status).toBe(status);
    const body = JSON.parse(response.body) as Record<string, unknown>;
    expect(body).toMatchObject({ code, message: expect.any(String) });
    expect(Object.keys(errorCatalog)).toContain(body.code);
    // No framework vocabulary leaks out.
    expect(body).not.toHaveProperty('statusCode');
    expect(body).not.toHaveProperty('error');
  });

  it('answers 503 SERVICE_UNAVAILABLE in the same shape while closing', async () => {
    const closing = await buildTestApp('pglite');
    let closed: Promise<undefined> | undefined;
    closing.get('/api/test/close-now', async () => {
      closed = closing.close();
      // close() runs its preClose hooks on the next turns of the event loop.
      await new Promise((resolve) => setTimeout(resolve, 200));
      return { closing: true };
    });
    await closing.listen({ host: '127.0.0.1', port: 0 });
    const address = closing.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    // One keep-alive connection: the second request arrives once close() has begun.
    const received = await new Promise<string>((resolve, reject) => {
      const socket = connect(address.port, '127.0.0.1', () =>
        socket.write('GET /api/test/close-now HTTP/1.1\r\nHost: x\r\n\r\n'),
      );
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk) => {
        const first = !text.includes('{"closing":true}');
        text += chunk;
        if (first && text.includes('{"closing":true}')) {
          socket.write('GET /v1/users/oidc HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
        }
      });
      socket.on('error', reject);
      socket.on('close', () => resolve(text));
    });
    await closed;
    expect(received).toMatch(/HTTP\/1\.1 503/);
    expect(received).toContain(
      '{"code":"SERVICE_UNAVAILABLE","message":"The server is shutting down"}',
    );
  });
});
