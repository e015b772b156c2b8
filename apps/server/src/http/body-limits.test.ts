import { connect } from 'node:net';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { buildTestApp } from '../test/app.ts';
import { signUp } from '../test/users.ts';

/** 5 MiB of JSON: over every route's limit (BODY_LIMIT_BYTES, meetings, photos, webhook). */
const hugeJson = Buffer.from(
  JSON.stringify({ email: 'someone@example.com', password: 'x'.repeat(5 * 1024 * 1024) }),
);
const hugeImage = Buffer.alloc(5 * 1024 * 1024 + 1, 0x89);

type Sent = { status: number; body: string; errors: string[]; uploaded: boolean };

/**
 * One request through Node's HTTP client, the body written in 64 kB pieces as an uploading
 * client does. `errors` holds what the client saw go wrong on the connection (EPIPE,
 * ECONNRESET): a refusal that cuts the upload short shows there even when the status arrived.
 */
function send(
  port: number,
  route: { method: string; path: string; type: string; body: Buffer; token?: string },
  chunked: boolean,
): Promise<Sent> {
  return new Promise((resolve) => {
    const errors: string[] = [];
    let uploaded = false;
    let status = 0;
    let body = '';
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: route.path,
        method: route.method,
        headers: {
          'content-type': route.type,
          ...(route.token && { authorization: `Bearer ${route.token}` }),
          ...(!chunked && { 'content-length': route.body.length }),
        },
      },
      (response) => {
        status = response.statusCode ?? 0;
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('error', (error) => errors.push(error.message));
      },
    );
    request.on('error', (error) => errors.push(error.message));
    request.on('finish', () => (uploaded = true));
    // An EPIPE or reset may come a moment after the response: wait for it before judging.
    request.on('close', () => setTimeout(() => resolve({ status, body, errors, uploaded }), 50));
    for (let at = 0; at < route.body.length; at += 65_536) {
      request.write(route.body.subarray(at, at + 65_536));
    }
    request.end();
  });
}

describe('a body over the limit is answered 413 over a real connection', () => {
  let app: App;
  let port: number;
  let token: string;
  beforeAll(async () => {
    app = await buildTestApp('pglite', { RATE_LIMIT_MAX: '100000' });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    port = address.port;
    ({ token } = await signUp(app));
  });
  afterAll(() => app.close());

  const json = 'application/json';
  const routes = [
    { method: 'POST', path: '/api/auth/sign-in/email', type: json, body: hugeJson },
    { method: 'POST', path: '/api/auth/sign-up/email', type: json, body: hugeJson },
    { method: 'POST', path: '/v1/users/login', type: json, body: hugeJson },
    { method: 'POST', path: '/v1/users/register', type: json, body: hugeJson },
    { method: 'POST', path: '/v1/users/password/forgot', type: json, body: hugeJson },
    { method: 'POST', path: '/v3/meetings', type: json, body: hugeJson, signedIn: true },
    { method: 'PUT', path: '/v1/users/me', type: json, body: hugeJson, signedIn: true },
    { method: 'POST', path: '/v2/ai/ask', type: json, body: hugeJson, signedIn: true },
    { method: 'POST', path: '/v2/payments/webhook', type: json, body: hugeJson },
    {
      method: 'PUT',
      path: '/v1/users/me/photo',
      type: 'image/png',
      body: hugeImage,
      signedIn: true,
    },
    { method: 'POST', path: '/v2/no-such-route', type: json, body: hugeJson },
  ];
  const cases = routes.flatMap((route) =>
    [false, true].map((chunked) => ({
      ...route,
      chunked,
      label: `${route.method} ${route.path} (${chunked ? 'chunked' : 'Content-Length'})`,
    })),
  );

  it.each(cases)('$label', async ({ signedIn, chunked, ...route }) => {
    const answer = await send(port, { ...route, token: signedIn ? token : undefined }, chunked);

    expect(answer.errors).toEqual([]);
    expect(answer.uploaded).toBe(true);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: expect.any(String),
    });
  });

  it('answers fetch the same way', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': json },
      body: hugeJson,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers a client that sends the whole body before reading, and keeps its connection', async () => {
    const head =
      `POST /v1/users/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${json}\r\n` +
      `Content-Length: ${hugeJson.length}\r\n\r\n`;
    const received = await new Promise<string>((resolve, reject) => {
      let text = '';
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(head);
        // Only once every byte is out does this client send its next request.
        socket.write(hugeJson, () =>
          socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'),
        );
      });
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (text += chunk));
      socket.on('error', reject);
      socket.on('close', () => resolve(text));
    });
    expect(received).toMatch(/^HTTP\/1\.1 413 /);
    expect(received).toContain('"code":"PAYLOAD_TOO_LARGE"');
    expect(received).toContain('{"status":"ok"}');
  });

  it('cuts off a client that keeps sending long after the refusal', async () => {
    // 200 MiB in 1 MiB chunks, far past what the server reads of a refused body.
    const piece = Buffer.concat([
      Buffer.from('100000\r\n'),
      Buffer.alloc(1024 * 1024, 0x20),
      Buffer.from('\r\n'),
    ]);
    const pieces = await new Promise<number>((resolve) => {
      let sent = 0;
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          'POST /v1/users/login HTTP/1.1\r\nHost: localhost\r\n' +
            `Content-Type: ${json}\r\nTransfer-Encoding: chunked\r\n\r\n`,
        );
        const more = () => {
          if (socket.destroyed) return;
          // Without a cut-off the body ends here, is answered, and the client hangs up.
          if (sent === 200) return socket.end('0\r\n\r\n');
          sent += 1;
          if (socket.write(piece)) setImmediate(more);
          else socket.once('drain', more);
        };
        more();
      });
      socket.on('data', () => undefined);
      socket.on('error', () => undefined);
      socket.on('close', () => resolve(sent));
    });
    expect(pieces).toBeLessThan(200);
  });
});
