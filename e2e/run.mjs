// Runs the Playwright suite against Debian's Chromium (or CHROMIUM_PATH). Never downloads a
// browser: without Chromium it prints one loud line and exits 0 so unit tests still gate CI.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
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
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    },
  },
);
rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
