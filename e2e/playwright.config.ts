import path from 'node:path';
import { defineConfig } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = process.env.E2E_DATA_DIR ?? path.join(root, 'data', 'e2e');
const port = Number(process.env.E2E_PORT ?? 3100);

export const servers = {
  /** Default settings: every SPEC §9 feature flag at its default. */
  main: `http://127.0.0.1:${port}`,
  /** The same app with features switched off, to see their routes become 404s. */
  featuresOff: `http://127.0.0.1:${port + 1}`,
  /** The mailbox of the main server (apps/server/src/test/mail-catcher.ts): `GET /mail?to=`. */
  mail: `http://127.0.0.1:${port + 3}`,
};
const smtpPort = port + 2;

function server(url: string, name: string, env: Record<string, string> = {}) {
  return {
    command: `node --import tsx ${path.join(root, 'apps/server/src/main.ts')}`,
    url: `${url}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: new URL(url).port,
      DATA_DIR: path.join(dataDir, name),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      // Every journey signs people up and in from 127.0.0.1.
      RATE_LIMIT_SIGN_UP_PER_CLIENT: '100000',
      RATE_LIMIT_SIGN_IN_PER_CLIENT: '100000',
      HISTORY_VERSION_INTERVAL_SECONDS: '1',
      // The journeys run on the embedded default a new user gets (PGlite, no Redis), even when
      // the integration tests beside them use REDIS_URL: that path is the one people install.
      // E2E_REDIS_URL runs them on Redis instead (an empty REDIS_URL counts as unset).
      REDIS_URL: process.env.E2E_REDIS_URL ?? '',
      REDIS_PREFIX: process.env.E2E_REDIS_PREFIX ?? `ordo-e2e:${process.pid}:`,
      ...env,
    },
  };
}

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(dataDir, 'results'),
  // visual.spec.ts compares key screens with the reference kept in the repository.
  snapshotPathTemplate: path.join(root, 'docs/visual/{arg}{ext}'),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // The failed journeys' step timings follow the list: see support/failed-steps-reporter.ts.
  reporter: [['list'], [path.join(import.meta.dirname, 'support/failed-steps-reporter.ts')]],
  use: {
    baseURL: servers.main,
    // Traces only when asked (`E2E_TRACE=1`: a failed journey keeps its actions, DOM snapshots
    // and network). Recording every journey cost a third of the suite's CPU on this 2-core
    // machine (meetings.spec: 257 s of CPU with a full trace, 175 s without), and `run.mjs`
    // removes the results folder at the end, so nobody ever opened a trace recorded by CI.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: [
    // First, so the main server's mail has somewhere to go: journeys open the links people get.
    {
      command: `node --import tsx ${path.join(root, 'apps/server/src/test/mail-catcher.ts')}`,
      url: `${servers.mail}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: {
        MAIL_CATCHER_SMTP_PORT: String(smtpPort),
        MAIL_CATCHER_HTTP_PORT: new URL(servers.mail).port,
      },
    },
    // Billing's test checkout upgrades without Stripe; its URL is on PUBLIC_URL (billing.spec.ts).
    server(servers.main, 'main', {
      BILLING_TEST_MODE: 'true',
      PUBLIC_URL: servers.main,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    }),
    server(servers.featuresOff, 'features-off', {
      FEATURE_AI: 'false',
      FEATURE_PAYMENT: 'false',
      FEATURE_WORKSPACES: 'false',
      FEATURE_PUBLIC_LIVE_MEETING: 'false',
      // A configured /toNotion alias redirects (front.spec.ts); unset ones show Ordo's page.
      LINK_NEWS: `${servers.featuresOff}/under-construction?from=news`,
    }),
  ],
});
