import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { accessibilityProblems } from '../support/axe.ts';
import { signUpViaApi } from '../support/accounts.ts';
import { openFromNavigation } from '../support/pages.ts';

test.describe.configure({ timeout: 120_000 });

const rowTitles = (page: Page) => page.getByTestId('ai-sequence-title');

test('a draft from the form: swap a sequence, create the meeting, edit it with the assistant', async ({
  page,
  request,
}) => {
  await signUpViaApi(page, request);
  await page.goto('/user');
  // One name for the feature: the navigation link and the page title say "AI coach".
  await page.getByRole('link', { name: 'AI coach' }).first().click();
  await expect(page).toHaveURL(/\/user\/ordoi$/);
  await expect(page.getByRole('heading', { level: 1, name: 'AI coach' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('power-percent')).toHaveText("0% of this month's power used");

  await page
    .getByLabel('Objective')
    .fill('Sprint retrospective: agree on two improvements for our releases');
  await page.getByLabel('Duration (minutes)').fill('60');
  await page.getByLabel('Participants').fill('6');
  await page.getByRole('button', { name: 'Generate agenda' }).click();
  await expect(page.getByTestId('ai-intent')).toHaveText('Detected intent: Retrospective');
  // The coach writes its own title and no machine notes.
  await expect(page.getByTestId('ai-preview')).not.toContainText('ordo-ai');
  await expect(page.getByTestId('ai-preview')).not.toContainText('(s)');
  await expect(page.getByTestId('timeline-totals')).toContainText('1 h');
  // The gauge moves: 60 of 240 minutes.
  await expect(page.getByTestId('power-percent')).toHaveText("25% of this month's power used");
  expect(await accessibilityProblems(page)).toEqual([]);

  const before = await rowTitles(page).nth(1).innerText();
  await page.getByRole('button', { name: `Swap “${before}” for another method` }).click();
  const option = page.getByRole('menuitem').first();
  const chosen = await option.innerText();
  await option.click();
  await expect(rowTitles(page).nth(1)).toHaveText(chosen);
  await expect(page.getByTestId('timeline-totals')).toContainText('1 h');

  await page.getByRole('button', { name: 'Create meeting' }).click();
  await expect(page).toHaveURL(/\/user\/meeting\/[0-9a-f-]{36}/);
  const editor = page.getByTestId('agenda-editor');
  await expect(editor).toContainText(chosen);

  await expect(editor).not.toContainText('ordo-ai');
  await expect(editor).toContainText('/methods/');

  // A request the built-in coach half understands is not turned into something else.
  await page.getByRole('tab', { name: 'AI coach' }).click();
  const text = await editor.locator('.cm-content').innerText();
  await page.getByLabel('Instruction').fill('An energetic icebreaker about pets');
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  const notice = page.getByTestId('ai-needs-model');
  await expect(notice).toContainText('I cannot do the “pets” part');
  await expect(notice).toContainText('I can add an energetic opening from the library as it is');
  await expect(page.getByTestId('ai-diff')).toHaveCount(0);
  expect(await editor.locator('.cm-content').innerText()).toBe(text);

  // The assistant panel shows what would change before it changes anything.
  await page.getByLabel('Instruction').fill('Fit to 45 minutes');
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  await expect(page.getByTestId('ai-diff')).toBeVisible();
  await expect(page.getByTestId('ai-changes')).toContainText('from 60 to 45 minutes');
  await expect(page.getByTestId('timeline-totals')).toContainText('1 h');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('timeline-totals')).toContainText('45 min');
});

test('over the limit, the PRO link shows', async ({ page, request }) => {
  const { token } = await signUpViaApi(page, request);
  const ask = (durationMinutes: number) =>
    request.post('/v2/ai/ask', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        kind: 'agenda',
        objective: 'Plan the quarter',
        durationMinutes,
        participants: 5,
        language: 'en',
      },
    });
  expect((await ask(240)).status()).toBe(200);
  expect((await ask(30)).status()).toBe(402);

  await openFromNavigation(page, 'AI coach');
  // A cold server on a loaded machine can take a while to serve the first screen.
  const limit = page.getByTestId('power-limit');
  await expect(limit).toContainText('You reached your Power limit', { timeout: 30_000 });
  await expect(limit.getByRole('link', { name: 'Become PRO' })).toHaveAttribute(
    'href',
    '/user/subscription',
  );
  await page.getByLabel('Objective').fill('Plan the next quarter');
  await page.getByRole('button', { name: 'Generate agenda' }).click();
  await expect(page.getByTestId('ai-preview')).toHaveCount(0);
  await expect(page.getByTestId('power-limit')).toHaveCount(1);
  expect(await accessibilityProblems(page)).toEqual([]);
});

test('the anonymous editor invites to sign in for AI', async ({ page }) => {
  await page.goto('/meeting/editor');
  await page.getByRole('tab', { name: 'AI coach' }).click();
  await expect(page.getByTestId('ai-sign-in')).toContainText('Sign in to use the AI coach');
  await expect(
    page.getByTestId('ai-sign-in').getByRole('link', { name: 'Sign in' }),
  ).toHaveAttribute('href', /\/user\/login/);
});
