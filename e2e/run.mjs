// Runs the Playwright suite against Debian's Chromium (or CHROMIUM_PATH). Never downloads a
// browser: without Chromium it prints one loud line and exits 0 so unit tests still gate CI.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.log(
    `\n!!!!! E2E DID NOT RUN: no Chromium at ${chromium}. Install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH. !!!!!\n`,
  );
  process.exit(0);
}

const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'ordo-e2e-'));
// With E2E_REDIS_URL set, the e2e servers share this run's own key prefix, removed afterwards.
const redisPrefix = `ordo-e2e:${process.pid}:${Date.now()}:`;
const result = spawnSync(
  process.execPath,
  [
    path.join(here, '..', 'node_modules', '@playwright', 'test', 'cli.js'),
    'test',
    '-c',
    path.join(here, 'playwright.config.ts'),
    ...process.argv.slice(2),
  ],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      CHROMIUM_PATH: chromium,
      E2E_DATA_DIR: dataDir,
      E2E_REDIS_PREFIX: redisPrefix,
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    },
  },
);
if (result.status !== 0) printPageStates(path.join(dataDir, 'results'));
// With E2E_TRACE=1 the failed journeys' traces outlive the run (`npx playwright show-trace`).
if (
  process.env.E2E_TRACE === '1' &&
  result.status !== 0 &&
  existsSync(path.join(dataDir, 'results'))
) {
  const kept = mkdtempSync(path.join(tmpdir(), 'ordo-e2e-traces-'));
  renameSync(path.join(dataDir, 'results'), path.join(kept, 'results'));
  console.log(`e2e: the failed journeys' traces are in ${kept}/results`);
}
rmSync(dataDir, { recursive: true, force: true });
if (process.env.E2E_REDIS_URL) await deleteKeys(process.env.E2E_REDIS_URL, redisPrefix);
process.exit(result.status ?? 1);

/** Deletes this run's keys only: the Redis server is shared, so nothing is ever flushed. */
async function deleteKeys(url, prefix) {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } catch (error) {
    console.warn(`e2e: could not remove Redis keys under ${prefix}: ${error.message}`);
  } finally {
    redis.disconnect();
  }
}

/**
 * What each failed journey's page showed when it failed (Playwright's `error-context.md`: the
 * page's accessibility tree), printed after the run: the results folder goes with the run, and
 * a journey that fails once in several runs is understood from the log or not at all.
 */
function printPageStates(results) {
  if (!existsSync(results)) return;
  for (const folder of readdirSync(results)) {
    const file = path.join(results, folder, 'error-context.md');
    if (!existsSync(file)) continue;
    const lines = readFileSync(file, 'utf8').split('\n');
    const shown = lines.slice(0, 300).join('\n');
    const more = lines.length > 300 ? `\n… ${lines.length - 300} more lines` : '';
    console.log(`\n===== page state when ${folder} failed =====\n${shown}${more}`);
  }
}
