// `npm run editor -w @ordo/bench`: keystroke → timeline in Debian's Chromium against the built
// app (run `npm run build` first). Not part of `npm test`: it measures, it does not gate.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.log(`No Chromium at ${chromium}: install Debian's chromium or set CHROMIUM_PATH.`);
  process.exit(1);
}
const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'ordo-bench-editor-'));
const result = spawnSync(
  process.execPath,
  [
    path.join(here, '..', '..', 'node_modules', '@playwright', 'test', 'cli.js'),
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
      BENCH_DATA_DIR: dataDir,
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    },
  },
);
rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
