/**
 * `npm run deep-json -w @ordo/bench [-- --sources]`: /healthz latency while 20 clients send
 * 20 KB bodies nesting 10,000 levels at once, against the same probe on the quiet server, on
 * the compiled server (`--sources`: `apps/server/src/main.ts` through tsx). Before the depth
 * check (apps/server/src/http/json-depth.ts) such a flood froze the event loop for about 15 s.
 * Target: the loaded p99 within 100 ms of twice the quiet p99, measured in the same run. This
 * figure was a threshold in json-depth.test.ts, where a busy machine made it flake; the test
 * now proves the bodies are refused unparsed, this measures what that buys.
 */
import { connect } from 'node:net';
import { parseArgs } from 'node:util';
import { startAppServer } from './http/app-server.ts';

const { values: options } = parseArgs({
  options: {
    sources: { type: 'boolean', default: false },
    rounds: { type: 'string', default: '3' },
  },
});

const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const p99 = (samples: number[]) =>
  [...samples].sort((a, b) => a - b)[Math.ceil(samples.length * 0.99) - 1] ?? Number.NaN;
const paths = ['/v3/meetings', '/v1/users/login', '/user/meeting/x', '/healthz', '/nowhere'];

const app = await startAppServer({
  content: 'Deep JSON\n# One\n: 5\n',
  entry: options.sources ? 'sources' : 'compiled',
});
const port = Number(new URL(app.base).port);

/** /healthz latencies (ms), one request after another, until `done()` and `minimum` reached. */
async function probe(done: () => boolean, minimum: number): Promise<number[]> {
  const latencies: number[] = [];
  while (!done() || latencies.length < minimum) {
    const started = performance.now();
    await (await fetch(`${app.base}/healthz`)).arrayBuffer();
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return latencies;
}

/** A POST over a bare socket, so the client's own work stays negligible: the status code. */
function post(path: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
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
    socket.on('close', () => resolve(Number(received.split(' ')[1])));
  });
}

let met = true;
try {
  const body = nested(10_000);
  await probe(() => true, 50);
  for (let round = 1; round <= Number(options.rounds); round += 1) {
    const quiet = await probe(() => true, 200);
    let flooding = true;
    const loadedProbe = probe(() => !flooding, 50);
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => post(paths[index % paths.length] ?? '/', body)),
    );
    flooding = false;
    const loaded = await loadedProbe;
    const bound = 100 + 2 * p99(quiet);
    const ok = p99(loaded) <= bound && statuses.every((status) => status === 400);
    met &&= ok;
    console.log(
      `round ${round}: /healthz p99 quiet ${p99(quiet).toFixed(1)} ms, under the flood ` +
        `${p99(loaded).toFixed(1)} ms (target ≤ ${bound.toFixed(1)} ms); ` +
        `flood answers ${[...new Set(statuses)].join(', ')} (400 expected)${ok ? '' : '  <-- MISSED'}`,
    );
  }
} finally {
  await app.stop();
}
console.log(`meets target: ${met ? 'yes' : 'NO'}`);
