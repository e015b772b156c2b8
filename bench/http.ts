/**
 * `npm run bench:http [-- --connections 50 --duration 10 --rate 1000 --save-rate 50 --sources]`:
 * the public meeting read against a bare Fastify route, and saves, measured in the same run, on
 * the compiled server `npm start` runs (`apps/server/dist/main.js`, built first when missing or
 * older than its sources); `--sources` runs `apps/server/src/main.ts` through tsx instead.
 *
 * 1. Throughput: a bare Fastify route answering the same JSON (bench/http/bare-server.ts) and
 *    Ordo's anonymous `GET /v3/meetings/{id}` of a Public 200-line meeting, each loaded by
 *    autocannon with the same number of connections for the same time: requests/s, p99, ratio.
 * 2. Fixed rate: the public read at `--rate` requests/s arriving evenly (bench/http/paced.ts,
 *    open loop, latency from the moment each request was due): p99, the target. The bare route
 *    at the same rate, measured right after, shows what the machine alone adds. Also printed,
 *    for comparison with earlier figures: autocannon's `overallRate` at that rate, whose
 *    connections send their share of each second back to back, i.e. bursts of 50 concurrent
 *    requests, where one stall of the machine (another process, a garbage collection) shows.
 * 3. Saves: `PUT /v3/meetings/{id}` of a 200-line agenda (a different one each time, so every
 *    save writes) at `--save-rate` requests/s, one editor tab: p99.
 * The app's RSS is read before and after the load. Targets (issue 11): public ≥ 0.4 × bare
 * requests/s; public p99 ≤ 20 ms at 1,000 req/s; save p99 ≤ 50 ms at 50 req/s.
 * Server and autocannon share this machine's cores, for both servers alike. `--profile` writes
 * the app's V8 CPU profile (open it in Chrome's DevTools) to a printed folder.
 */
import { fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { agendaOfLines } from './http/agenda.ts';
import { root, rssMbOf, startAppServer, stopChild, type AppServer } from './http/app-server.ts';
import { fmt, load, verdict, type Figures } from './http/measure.ts';
import { paced } from './http/paced.ts';

const { values: options } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    rate: { type: 'string', default: '1000' },
    'save-rate': { type: 'string', default: '50' },
    profile: { type: 'boolean', default: false },
    sources: { type: 'boolean', default: false },
  },
});
const connections = Number(options.connections);
const duration = Number(options.duration);
const rate = Number(options.rate);
const saveRate = Number(options['save-rate']);

async function startBare(payload: string) {
  const child = fork(path.join(root, 'bench/http/bare-server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BARE_PAYLOAD: payload },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message: { port: number }) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
  });
  return { child, url: `http://127.0.0.1:${port}/bare` };
}

/** Saves from one editor tab: each PUT carries the version the previous one answered. */
async function saves(app: AppServer): Promise<Figures> {
  let version = app.version;
  let count = 0;
  return load({
    url: `${app.base}/v3/meetings/${app.meetingId}`,
    connections: 1,
    duration,
    overallRate: saveRate,
    requests: [
      {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${app.token}` },
        setupRequest: (request) => {
          count += 1;
          const body = { baseVersion: version, content: agendaOfLines(200, count) };
          return { ...request, body: JSON.stringify(body) };
        },
        onResponse: (status, body) => {
          if (status === 200) version = (JSON.parse(body) as { version: number }).version;
        },
      },
    ],
  });
}

function row(label: string, figures: Figures): void {
  const problems = figures.errors + figures.non2xx;
  console.log(
    `${label.padEnd(34)} ${fmt(figures.rps).padStart(8)} req/s   p50 ${fmt(figures.p50, 1)} ms   ` +
      `p99 ${fmt(figures.p99, 1)} ms${problems > 0 ? `   ${problems} errors/non-2xx` : ''}`,
  );
}

async function main(): Promise<void> {
  const profileDir = options.profile
    ? mkdtempSync(path.join(tmpdir(), 'ordo-bench-http-prof-'))
    : undefined;
  const entry = options.sources ? 'sources' : 'compiled';
  const app = await startAppServer({ content: agendaOfLines(200), profileDir, entry });
  const publicUrl = `${app.base}/v3/meetings/${app.meetingId}`;
  const payload = await (await fetch(publicUrl)).text();
  const bare = await startBare(payload);
  try {
    console.log(
      `Public read of a 200-line Public meeting (${payload.length} bytes of JSON), ` +
        `${connections} connections, ${duration} s per run, ` +
        `${entry === 'sources' ? 'the sources through tsx' : 'the compiled server'}.`,
    );
    // Warm both up (JIT, caches, the database's buffers) before anything is measured.
    await load({ url: bare.url, connections, duration: 3 });
    await load({ url: publicUrl, connections, duration: 3 });
    const rssBefore = app.rssMb();
    const bareFigures = await load({ url: bare.url, connections, duration });
    row('bare Fastify route', bareFigures);
    const publicFigures = await load({ url: publicUrl, connections, duration });
    row('GET /v3/meetings/{id} (public)', publicFigures);
    const fixed = await paced({ url: publicUrl, rate, duration, connections });
    row(`public read at ${rate} req/s, steady`, fixed);
    const bareFixed = await paced({ url: bare.url, rate, duration, connections });
    row(`bare route at ${rate} req/s, steady`, bareFixed);
    const bursts = await load({ url: publicUrl, connections, duration, overallRate: rate });
    row(`public read at ${rate} req/s, bursts`, bursts);
    const saveFigures = await saves(app);
    row(`PUT 200-line agenda at ${saveRate} req/s`, saveFigures);
    const rssAfter = app.rssMb();
    console.log(
      `app RSS ${fmt(rssBefore)} MB before the load, ${fmt(rssAfter)} MB after; ` +
        `bare server ${fmt(rssMbOf(bare.child.pid))} MB`,
    );

    const ratio = publicFigures.rps / bareFigures.rps;
    const clean = [publicFigures, fixed, bursts, saveFigures].every(
      (f) => f.errors + f.non2xx === 0,
    );
    const results = [
      verdict('public ≥ 0.4 × bare requests/s', ratio >= 0.4, `ratio ${fmt(ratio, 2)}`),
      verdict(
        `public p99 ≤ 20 ms at ${rate} req/s`,
        fixed.p99 <= 20 && fixed.rps >= rate * 0.95,
        `p99 ${fmt(fixed.p99, 1)} ms at ${fmt(fixed.rps)} req/s arriving evenly ` +
          `(the bare route: p99 ${fmt(bareFixed.p99, 1)} ms; in autocannon's bursts ` +
          `${fmt(bursts.p99, 1)} ms)`,
      ),
      verdict(
        `save p99 ≤ 50 ms at ${saveRate} req/s`,
        saveFigures.p99 <= 50 && saveFigures.rps >= saveRate * 0.95,
        `p99 ${fmt(saveFigures.p99, 1)} ms at ${fmt(saveFigures.rps)} req/s`,
      ),
      verdict('no errors and only 2xx answers', clean, clean ? 'none' : 'see the rows above'),
    ];
    process.exitCode = results.every(Boolean) ? 0 : 1;
  } finally {
    await stopChild(bare.child);
    await app.stop();
    if (profileDir) console.log(`CPU profile of the app in ${profileDir}`);
  }
}

await main();
