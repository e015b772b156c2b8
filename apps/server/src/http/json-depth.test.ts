import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** The p99 of `samples` (milliseconds). */
const p99 = (samples: number[]) =>
  [...samples].sort((a, b) => a - b)[Math.ceil(samples.length * 0.99) - 1] ?? Infinity;

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

  /** /healthz latencies (ms), one request after another, until `done()` says stop. */
  async function probeHealth(done: () => boolean, minimum: number): Promise<number[]> {
    const latencies: number[] = [];
    while (!done() || latencies.length < minimum) {
      const started = performance.now();
      const response = await fetch(`${base}/healthz`);
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    return latencies;
  }

  /** A POST over a bare socket: the client's own work stays negligible beside the server's. */
  const post = (path: string, body: string) =>
    new Promise<{ status: number; body: { code?: string } }>((resolve, reject) => {
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
    });

  it('refuses 20 parallel 20 KB bodies nesting 10,000 levels while /healthz stays fast', async () => {
    const body = nested(10_000);
    expect(body.length).toBe(20_000);
    // Warm up both paths, then measure /healthz quietly: the machine's own noise this run.
    await post('/nowhere', body);
    await probeHealth(() => true, 20);
    const quiet = await probeHealth(() => true, 100);

    let flooding = true;
    const probe = probeHealth(() => !flooding, 50);
    const floods = await Promise.all(
      Array.from({ length: 20 }, (_, index) => post(paths[index % paths.length] ?? '/', body)),
    );
    flooding = false;
    const loaded = await probe;
    for (const flood of floods) {
      expect(flood, JSON.stringify(flood)).toMatchObject({ status: 400 });
      expect(flood.body.code).toBe('VALIDATION_FAILED');
    }
    // Before the depth check these bodies froze the event loop for seconds (about 15 s for 20).
    // On a quiet machine the p99 stays within a few ms; a busy one (CI, shared cores) slows
    // everything, so the bound is 100 ms above twice the quiet p99 measured in this same run.
    expect(p99(loaded)).toBeLessThan(100 + 2 * p99(quiet));
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
