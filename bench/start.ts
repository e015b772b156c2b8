/**
 * `npm run bench:start [-- --rounds 3 --database-url postgres://…/postgres]`: how fast the
 * compiled server (`apps/server/dist/main.js`, built first when missing) answers `/healthz` and
 * how much memory it holds, on the embedded database (a fresh data folder, then the same folder
 * again) and on PostgreSQL (a database of its own, created and dropped; TEST_DATABASE_URL or
 * postgres://postgres@127.0.0.1:5432/postgres names the server). Skipped when none answers.
 *
 * For each: time from spawn to the first `/healthz` 200, resident memory then (VmRSS) and its
 * peak so far (VmHWM), and CPU time used (user + system, every thread), read from /proc. The
 * baseline, measured in the same run the same way, is a Node process serving an empty HTTP
 * server: a loaded machine slows both, so the ratio is the figure that travels. Medians over
 * `--rounds`. Budgets (issue 11): embedded ≤ 1.5 s and ≤ 250 MB on existing data, first start
 * ≤ 4 s and ≤ 400 MB peak; PostgreSQL ≤ 1 s and ≤ 120 MB; and (issue 27) `npm start` itself, its
 * own checks included, ≤ 1.5 s to `/healthz` on existing embedded data.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  benchDatabaseUrl,
  ensureBuilt,
  measureStart,
  serverMain,
  type Start,
} from './start/run.ts';

const { values: options } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    'database-url': { type: 'string', default: benchDatabaseUrl() },
  },
});
const rounds = Math.max(1, Number(options.rounds));

type Case = {
  name: string;
  run: (round: number) => Promise<Start>;
  budget?: { ms: number; mb: number; memory: 'rss' | 'peak' };
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function withPostgres(
  url: string,
): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  const name = `ordo_bench_start_${Date.now()}_${process.pid}`;
  await admin.query(`create database ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    url: own.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

async function main(): Promise<void> {
  await ensureBuilt();
  const work = mkdtempSync(path.join(tmpdir(), 'ordo-bench-start-'));
  const postgres = await withPostgres(options['database-url']);
  const pgliteDirs: string[] = [];
  const cases: Case[] = [
    {
      name: 'baseline: empty HTTP server',
      run: () =>
        measureStart([
          '-e',
          "require('http').createServer((q,s)=>s.end('ok')).listen(process.env.PORT,'127.0.0.1')",
        ]),
    },
    {
      name: 'embedded, first start (fresh folder)',
      run: (round) => {
        pgliteDirs[round] = path.join(work, `data-${round}`);
        return measureStart([serverMain], { DATA_DIR: pgliteDirs[round] ?? '' });
      },
      budget: { ms: 4000, mb: 400, memory: 'peak' },
    },
    {
      name: 'embedded, existing data',
      run: (round) => measureStart([serverMain], { DATA_DIR: pgliteDirs[round] ?? '' }),
      budget: { ms: 1500, mb: 250, memory: 'rss' },
    },
    {
      // What an operator types: npm itself, scripts/start.mjs's build checks, then the server.
      // Its memory figures are npm's own process, not the server's: only the time counts.
      name: 'npm start, embedded, existing data',
      run: (round) =>
        measureStart(['start'], { DATA_DIR: pgliteDirs[round] ?? '' }, { command: 'npm' }),
      budget: { ms: 1500, mb: Infinity, memory: 'rss' },
    },
  ];
  if (postgres)
    cases.push({
      name: 'PostgreSQL, existing data',
      run: () =>
        measureStart([serverMain], {
          DATA_DIR: path.join(work, 'pg-data'),
          DATABASE_URL: postgres.url,
        }),
      budget: { ms: 1000, mb: 120, memory: 'rss' },
    });
  else console.log(`PostgreSQL does not answer at ${options['database-url']}: skipped.`);

  try {
    // The PostgreSQL database is migrated once before it is measured, like existing data.
    if (postgres)
      await measureStart([serverMain], {
        DATA_DIR: path.join(work, 'pg-data'),
        DATABASE_URL: postgres.url,
      });
    const results = new Map<string, Start[]>(cases.map((c) => [c.name, []]));
    for (let round = 0; round < rounds; round += 1)
      for (const c of cases) {
        const start = await c.run(round);
        results.get(c.name)?.push(start);
        console.log(
          `round ${round + 1}: ${c.name}: ${start.ms} ms, RSS ${start.rssMb} MB, peak ` +
            `${start.peakMb} MB, CPU ${start.cpuMs} ms`,
        );
      }
    report(cases, results);
  } finally {
    await postgres?.drop();
    rmSync(work, { recursive: true, force: true });
  }
}

function report(cases: Case[], results: Map<string, Start[]>): void {
  const of = (name: string, pick: (s: Start) => number) =>
    median((results.get(name) ?? []).map(pick));
  const baseline = cases[0]?.name ?? '';
  const baseMs = of(baseline, (s) => s.ms);
  const baseMb = of(baseline, (s) => s.rssMb);
  console.log(`\nMedians of ${rounds} round(s); baseline ${baseMs} ms, ${baseMb} MB.`);
  // An idle machine starts an empty Node server in well under 100 ms.
  if (baseMs > 300)
    console.log(
      `The machine is busy (an empty Node server took ${baseMs} ms to answer): times are ` +
        'inflated for every case alike; the ratios and CPU times are the figures to compare.',
    );
  console.log('case | to /healthz | × baseline | memory | × baseline | CPU | verdict');
  let failed = 0;
  for (const c of cases.slice(1)) {
    const ms = of(c.name, (s) => s.ms);
    const memory = c.budget?.memory ?? 'rss';
    const mb = of(c.name, (s) => (memory === 'peak' ? s.peakMb : s.rssMb));
    const cpu = of(c.name, (s) => s.cpuMs);
    const pass = !c.budget || (ms <= c.budget.ms && mb <= c.budget.mb);
    if (!pass) failed += 1;
    const budget = c.budget ? ` (≤ ${c.budget.ms} ms, ≤ ${c.budget.mb} MB ${memory})` : '';
    console.log(
      `${c.name} | ${ms} ms | ${(ms / baseMs).toFixed(1)} | ${mb} MB ${memory} | ` +
        `${(mb / baseMb).toFixed(1)} | ${cpu} ms | ${pass ? 'PASS' : 'FAIL'}${budget}`,
    );
  }
  console.log(failed ? `${failed} over budget.` : 'All within budget.');
}

await main();
