import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { signUpViaApi } from '../support/accounts.ts';

const agenda = `Sprint review
> Show what we built

# Welcome
: 5
@ Facilitator
Private: thank the sponsor first

# Demos
: 20
@ Team

# Feedback
: 10
`;

async function createMeeting(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.post('/v3/meetings', {
    headers: { authorization: `Bearer ${token}` },
    data: { content: agenda, settings: { visibility: 'Public' } },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { uuid: string }).uuid;
}

/** Another device: a browser context of its own that fails the test on any console error. */
async function device(
  browser: Browser,
  viewport: { width: number; height: number },
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/** Serious or critical accessibility problems on the page, one line each. */
async function accessibilityProblems(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((item) => item.impact === 'serious' || item.impact === 'critical')
    .map(
      (item) =>
        `${page.url()} ${item.id} ${item.nodes.map((node) => `${node.target} ${node.failureSummary}`).join(' ')}`,
    );
}

/** Seconds on a countdown like `19:58` or `-0:05`. */
async function countdownSeconds(page: Page): Promise<number> {
  const text = (await page.getByTestId('countdown').first().innerText()).trim();
  const match = /(-?)(\d+):(\d{2})(?::(\d{2}))?/.exec(text);
  if (!match) throw new Error(`not a countdown: ${text}`);
  const [, sign, a, b, c] = match;
  const seconds =
    c === undefined ? Number(a) * 60 + Number(b) : Number(a) * 3600 + Number(b) * 60 + Number(c);
  return sign ? -seconds : seconds;
}

test('a facilitator runs a meeting with a stage and a phone remote, then reads it in Insight', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const { token } = await signUpViaApi(page, request);
  const uuid = await createMeeting(request, token);

  // The cockpit: intro, then a remote link from a fresh control token.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/user/meeting/${uuid}/resume`);
  await expect(page.getByTestId('cockpit-start')).toBeVisible();
  await page.getByTestId('cockpit-create-remote').click();
  const remoteUrl = await page.getByTestId('cockpit-remote-link').inputValue();
  expect(remoteUrl).toMatch(new RegExp(`/m/${uuid}/remote#t=`));

  const stage = await device(browser, { width: 1366, height: 768 });
  await stage.page.goto(`/m/${uuid}/live`);
  await expect(stage.page.getByTestId('stage-idle')).toBeVisible();

  const remote = await device(browser, { width: 390, height: 844 });
  await remote.page.goto(remoteUrl.replace(/^https?:\/\/[^/]+/, ''));
  await expect(remote.page.getByTestId('remote-start')).toBeEnabled();
  // The token leaves the address bar once read.
  expect(remote.page.url()).not.toContain('#t=');

  // A remote command moves the stage and the cockpit.
  await remote.page.getByTestId('remote-start').click();
  await expect(stage.page.getByTestId('current-title')).toHaveText('Welcome');
  await expect(page.getByTestId('cockpit-current')).toContainText('Welcome');
  await expect(page.getByText('thank the sponsor first')).toBeVisible();
  await expect(stage.page.getByText('thank the sponsor first')).toHaveCount(0);

  await remote.page.getByTestId('remote-next').click();
  await expect(stage.page.getByTestId('current-title')).toHaveText('Demos');
  await expect(page.getByTestId('cockpit-current')).toContainText('Demos');

  // Pause and +1 minute show on every screen.
  await remote.page.getByTestId('remote-pause').click();
  await expect(stage.page.getByTestId('stage-paused')).toBeVisible();
  await expect(page.getByTestId('cockpit-paused')).toBeVisible();
  const before = await countdownSeconds(stage.page);
  await page.getByTestId('cockpit-plus').click();
  await expect.poll(() => countdownSeconds(stage.page)).toBe(before + 60);
  await expect.poll(() => countdownSeconds(remote.page)).toBe(before + 60);
  await expect.poll(() => countdownSeconds(page)).toBe(before + 60);
  await remote.page.getByTestId('remote-pause').click();
  await expect(stage.page.getByTestId('stage-paused')).toHaveCount(0);

  for (const screen of [page, stage.page, remote.page]) {
    expect(await accessibilityProblems(screen)).toEqual([]);
  }

  // A message from the cockpit reaches the stage over the countdown.
  await page.getByTestId('cockpit-message-input').fill('Questions now');
  await page.getByTestId('cockpit-message-send').click();
  await expect(stage.page.getByTestId('stage-message')).toContainText('Questions now');

  // Restart erases the run's statistics and starts again from the first sequence.
  await page.getByTestId('cockpit-stop').click();
  await page.getByTestId('cockpit-end').click();
  await expect(stage.page.getByText('The event has ended')).toBeVisible();
  await expect(remote.page.getByTestId('remote-notice-title')).toBeVisible();
  await expect(page.getByTestId('cockpit-finished')).toBeVisible();
  const runs = await request.get(`/v3/meetings/${uuid}/runs`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [finished] = ((await runs.json()) as { items: { runId: string }[] }).items;
  expect(finished).toBeDefined();

  // Insight lists the finished run and exports it as CSV.
  await page.getByTestId('cockpit-insight').click();
  await expect(page).toHaveURL(new RegExp(`/user/meeting/${uuid}/stats`));
  await expect(page.getByTestId('insight-sequence-row')).toHaveCount(3);
  const download = page.waitForEvent('download');
  await page.getByTestId('insight-csv').click();
  const file = await download;
  const csv = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(csv).toString()).toMatch(
    /^index,title,plannedMinutes,actualMinutes,overrunMinutes,skipped\r\n0,Welcome,5\.00,/,
  );

  // Back in the cockpit: restart erases that run and starts again at the first sequence.
  await page.goto(`/user/meeting/${uuid}/resume`);
  await page.getByTestId('cockpit-restart').click();
  await page.getByTestId('cockpit-restart-confirm').click();
  await expect(page.getByTestId('cockpit-current')).toContainText('Welcome');
  const after = await request.get(`/v3/meetings/${uuid}/runs`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await after.json()) as { items: unknown[] }).items).toEqual([]);

  expect(stage.errors).toEqual([]);
  expect(remote.errors).toEqual([]);
});
