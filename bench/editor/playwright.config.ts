import path from 'node:path';
import { defineConfig } from '@playwright/test';

/** One production server of its own, so the benchmark never competes with the e2e suite's. */
const root = path.resolve(import.meta.dirname, '..', '..');
const port = Number(process.env.BENCH_PORT ?? 3300);
export const benchUrl = `http://127.0.0.1:${port}`;
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(root, 'data', 'bench-editor');

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.bench\.ts$/,
  outputDir: path.join(dataDir, 'results'),
  timeout: 300_000,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: benchUrl,
    viewport: { width: 1400, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    },
  },
  webServer: {
    command: `node --import tsx ${path.join(root, 'apps/server/src/main.ts')}`,
    url: `${benchUrl}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: path.join(dataDir, 'server'),
      LOG_LEVEL: 'warn',
    },
  },
});
