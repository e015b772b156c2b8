import { request as requests } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { servers } from '../playwright.config.ts';
import { startCluster, type Cluster } from './coediting-processes.ts';
import {
  closeAll,
  converged,
  editorText,
  openFromDashboard,
  person,
  team,
  typeTogether,
} from './coediting-support.ts';

/**
 * Issue 30, scale-out in the browser: two Ordo processes on one PostgreSQL and one Redis (the
 * journey starts them itself, on a database it creates and drops), Alice signed in on A and Bob
 * on B, both editing one workshop. They converge within a second, whichever process each
 * keystroke went through. Needs TEST_DATABASE_URL and REDIS_URL (CI sets both when the services
 * answer); without them it says loudly that it did not run, as run.mjs does without Chromium.
 */

const databaseServer = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const missing = [databaseServer ? null : 'TEST_DATABASE_URL', redisUrl ? null : 'REDIS_URL'].filter(
  Boolean,
);

if (!databaseServer || !redisUrl) {
  console.log(
    `\n!!!!! E2E coediting-scale-out DID NOT RUN: ${missing.join(' and ')} not set. It starts two Ordo processes on PostgreSQL + Redis; set both (.ci/run does when they answer at 127.0.0.1). !!!!!\n`,
  );
} else {
  let cluster: Cluster;
  // Starting the two processes is the journey's setup, as the config's web servers are the
  // other journeys': one after the other, up to 90 s each on a loaded machine.
  test.beforeAll(async () => {
    test.setTimeout(200_000);
    const smtpPort = Number(new URL(servers.mail).port) - 1;
    cluster = await startCluster(databaseServer, redisUrl, {
      BILLING_TEST_MODE: 'true',
      // Invitations go to the e2e mail catcher, where the journey reads them.
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_SIGN_UP_PER_CLIENT: '100000',
      RATE_LIMIT_SIGN_IN_PER_CLIENT: '100000',
      HISTORY_VERSION_INTERVAL_SECONDS: '1',
    });
  });
  test.afterAll(async () => {
    await cluster?.stop();
  });

  test('two members on two processes co-edit one meeting: identical within 1 s, both edits kept', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const onA = await requests.newContext({ baseURL: cluster.a.base });
    const onB = await requests.newContext({ baseURL: cluster.b.base });
    try {
      const alice = await person(browser, onA, 'Alice Owner', cluster.a.base);
      const bob = await person(browser, onB, 'Bob Member', cluster.b.base);
      await team(onA, alice, [{ ...bob, role: 'editor' }]);

      await openFromDashboard(alice.page);
      await openFromDashboard(bob.page);
      await expect.poll(() => editorText(alice.page), { timeout: 15_000 }).toContain('# Wrap-up');
      await expect.poll(() => editorText(bob.page), { timeout: 15_000 }).toContain('# Wrap-up');
      // Each sees the other, though their sockets are on different processes.
      await expect(alice.page.getByTestId('presence-avatar')).toHaveAttribute(
        'data-name',
        'Bob Member',
      );
      await expect(bob.page.getByTestId('presence-avatar')).toHaveAttribute(
        'data-name',
        'Alice Owner',
      );

      // Different sequences at once, then the end of one line at once.
      await typeTogether(alice.page, bob.page);
      const text = await converged(alice.page, bob.page, 'Alice leads', 'Thank everyone');
      expect(text).toMatch(/# Ideas (mapping voting|voting mapping)/);
      await closeAll(alice.context, bob.context);
    } finally {
      await onA.dispose();
      await onB.dispose();
    }
  });
}
