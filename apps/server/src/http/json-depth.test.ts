import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../app.ts';
import { buildTestApp } from '../test/app.ts';
import { nestsDeeperThan } from './json-depth.ts';

const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

describe('nestsDeeperThan', () => {
  it.each([
    [nested(64), false],
    [nested(65), true],
    [`{"a":${nested(63)}}`, false],
    [`{"a":${nested(64)}}`, true],
    // Brackets inside strings, escaped quotes included, are text, not nesting.
    [JSON.stringify({ text: '['.repeat(500) }), false],
    [JSON.stringify({ text: `\\"${'{'.repeat(500)}` }), false],
    [JSON.stringify(['"', nested(10)]), false],
  ])('%#', (text, expected) => {
    expect(nestsDeeperThan(text, 64)).toBe(expected);
  });
});

describe('deeply nested bodies against a listening server', () => {
  let app: App;
  let base: string;
  let port: number;
  beforeAll(async () => {
    app = await buildTestApp('pglite', { RATE_LIMIT_MAX: '100000' });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    port = address.port;
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(() => app.close());

  // API paths, a signed-out one, and paths the global rate limit skips.
  const paths = ['/v3/meetings', '/v1/users/login', '/user/meeting/x', '/healthz', '/nowhere'];

  /** A POST over a bare socket: the client's own work stays negligible beside the server's. */
  const post = (path: string, body: string) =>
    new Promise<{ status: number; body: { code?: string; message?: string } }>(
      (resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () =>
          socket.write(
            `POST ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n` +
              `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
          ),
        );
        let received = '';
        socket.setEncoding('utf8');
        socket.on('data', (chunk) => (received += chunk));
        socket.on('error', reject);
        socket.on('close', () => {
          const [head = '', text = '{}'] = received.split('\r\n\r\n');
          resolve({ status: Number(head.split(' ')[1]), body: JSON.parse(text) });
        });
      },
    );

  // Before the depth check these bodies froze the event loop for seconds (about 15 s for 20),
  // in the recursive walks after the parse. The proof here is that no parse runs on them at
  // all, which holds whatever the machine's speed; /healthz latency under such a flood is
  // measured by `npm run deep-json -w @ordo/bench`, where a busy machine cannot flake a test.
  it('refuses 20 parallel 20 KB bodies nesting 10,000 levels without parsing them', async () => {
    const body = nested(10_000);
    expect(body.length).toBe(20_000);
    // Restored whatever happens: the server project shares one module graph per worker
    // (isolate: false), so a spy left on JSON.parse would watch the next test files too.
    const parse = vi.spyOn(JSON, 'parse');
    let floods: Awaited<ReturnType<typeof post>>[];
    let parsedDeep: unknown[][];
    try {
      floods = await Promise.all(
        Array.from({ length: 20 }, (_, index) => post(paths[index % paths.length] ?? '/', body)),
      );
      parsedDeep = parse.mock.calls.filter(
        ([text]) => typeof text === 'string' && text.startsWith('[[['),
      );
    } finally {
      parse.mockRestore();
    }
    for (const flood of floods) {
      expect(flood, JSON.stringify(flood)).toMatchObject({ status: 400 });
      expect(flood.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'The body nests deeper than 64 levels',
      });
    }
    expect(parsedDeep).toEqual([]);
  });

  it('still accepts a body nesting 64 levels', async () => {
    const response = await fetch(`${base}/v1/users/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"email":"deep@example.com","password":"a long password","fullName":${nested(63)}}`,
    });
    // Parsed, then refused by the schema: the name must be a string.
    expect(response.status).toBe(400);
    const body = (await response.json()) as { issues: { path: string }[] };
    expect(body.issues[0]?.path).toBe('fullName');
  });
});
