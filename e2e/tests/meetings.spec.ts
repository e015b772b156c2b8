import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { signUpViaApi } from '../support/accounts.ts';

/** The CodeMirror editor of the Edit tab. */
const editor = (page: Page) => page.getByTestId('agenda-editor').locator('.cm-content');

async function editorText(page: Page): Promise<string> {
  return editor(page).evaluate((element) =>
    [...element.querySelectorAll('.cm-line')].map((line) => line.textContent ?? '').join('\n'),
  );
}

async function newMeeting(page: Page): Promise<string> {
  await page.goto('/user/meetings');
  await page.getByRole('button', { name: 'New meeting' }).first().click();
  await expect(page).toHaveURL(/\/user\/meeting\/[0-9a-f-]{36}\?tab=edit$/);
  await expect(editor(page)).toBeVisible();
  return new URL(page.url()).pathname.split('/').at(-1) ?? '';
}

const saved = (page: Page) =>
  expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved', {
    timeout: 15_000,
  });

test('create a meeting, type an agenda, reload and find the text', async ({ page, request }) => {
  await signUpViaApi(page, request);
  await page.goto('/user/meetings');
  await expect(page.getByRole('heading', { name: 'Your first agenda starts here' })).toBeVisible();
  await newMeeting(page);
  await editor(page).click();
  await page.keyboard.type(
    'Quarterly planning\n> Agree on the roadmap\n\n# Welcome\n: 10\n\n# Roadmap review\n: 45\n',
  );
  await saved(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Quarterly planning' })).toBeVisible();
  await page.reload();
  await expect.poll(() => editorText(page)).toContain('# Roadmap review');
  expect(await editorText(page)).toContain('Quarterly planning');

  await page.getByRole('tab', { name: 'Prepare' }).click();
  await expect(page.getByText('Agree on the roadmap')).toBeVisible();
  await page.goto('/user/meetings');
  const card = page.getByTestId('meeting-card').filter({ hasText: 'Quarterly planning' });
  await expect(card).toContainText('2 sequences');
  await expect(card).toContainText('55 min');
});

test('two tabs editing the same meeting lose no text', async ({ page, context, request }) => {
  await signUpViaApi(page, request);
  const uuid = await newMeeting(page);
  await editor(page).click();
  await page.keyboard.type('Shared agenda\n\n# First\n: 10\n\n# Second\n: 20\n');
  await saved(page);

  const other = await context.newPage();
  await other.goto(`/user/meeting/${uuid}?tab=edit`);
  await expect.poll(() => editorText(other)).toContain('# Second');

  // Tab 1 adds a speaker to the first sequence, tab 2 a note to the second, at the same time.
  await editor(page).getByText('# First').click();
  await page.keyboard.press('End');
  await page.keyboard.type('\n@ Alice');
  await editor(other).getByText('# Second').click();
  await other.keyboard.press('End');
  await other.keyboard.type('\nBring the slides');
  await saved(page);
  await saved(other);

  await page.reload();
  await saved(page);
  await expect.poll(() => editorText(page)).toContain('@ Alice');
  expect(await editorText(page)).toContain('Bring the slides');
});

test('delete a meeting, find it in the trash, restore it', async ({ page, request }) => {
  await signUpViaApi(page, request);
  await newMeeting(page);
  await editor(page).click();
  await page.keyboard.type('Meeting to delete\n');
  await saved(page);
  await page.goto('/user/meetings');
  const card = page.getByTestId('meeting-card').filter({ hasText: 'Meeting to delete' });
  await card.getByRole('button', { name: 'Actions for Meeting to delete' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toContainText('You can restore it for 90 days');
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(card).toHaveCount(0);

  await page.getByRole('tab', { name: 'Trash' }).click();
  await expect(page.getByText('restored for 90 days')).toBeVisible();
  const trashed = page.getByTestId('trash-card').filter({ hasText: 'Meeting to delete' });
  await expect(trashed).toContainText('Removed for good in 90 days');
  await trashed.getByRole('button', { name: 'Restore' }).click();
  await expect(trashed).toHaveCount(0);
  await page.getByRole('tab', { name: 'Meetings' }).click();
  await expect(
    page.getByTestId('meeting-card').filter({ hasText: 'Meeting to delete' }),
  ).toBeVisible();
});

test('duplicate a meeting', async ({ page, request }) => {
  await signUpViaApi(page, request);
  await newMeeting(page);
  await editor(page).click();
  await page.keyboard.type('Team offsite\n\n# Icebreaker\n: 15\n');
  await saved(page);
  await page.goto('/user/meetings');
  await page.getByRole('button', { name: 'Actions for Team offsite' }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  const copy = page.getByTestId('meeting-card').filter({ hasText: 'Team offsite (copy)' });
  await expect(copy).toBeVisible();
  await expect(copy).toContainText('1 sequence');
});

test('restore an earlier version from the history', async ({ page, request }) => {
  await signUpViaApi(page, request);
  await newMeeting(page);
  await editor(page).click();
  await page.keyboard.type('Version one\n');
  await saved(page);
  // The e2e server records a new version after 1 s instead of 2 min (HISTORY_VERSION_INTERVAL_SECONDS).
  await page.waitForTimeout(1200);
  await page.keyboard.press('Control+a');
  await page.keyboard.type('Version two, by someone else\n');
  await saved(page);

  await page.getByRole('button', { name: 'History' }).click();
  const items = page.getByTestId('history-item');
  await expect(items).toHaveCount(2);
  await items.last().click();
  await expect(page.getByTestId('history-preview')).toContainText('Version one');
  await page.getByRole('button', { name: 'Restore this version' }).click();
  await expect.poll(() => editorText(page)).toContain('Version one');
  await expect(page.getByRole('heading', { level: 1, name: 'Version one' })).toBeVisible();
});

test('an agenda written before signing in is offered for import, once', async ({
  page,
  request,
}) => {
  await page.goto('/meeting/editor');
  await editor(page).click();
  await page.keyboard.type('Draft from the open editor\n\n# Kick-off\n: 20\n');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('ordo.editor.draft') ?? ''))
    .toContain('# Kick-off');

  await signUpViaApi(page, request);
  await page.goto('/user/meetings');
  await expect(page.getByText('An agenda is waiting in this browser')).toBeVisible();
  await page.getByRole('button', { name: 'Import it' }).click();
  await expect(page).toHaveURL(/\/user\/meeting\/[0-9a-f-]{36}\?tab=edit$/);
  await expect.poll(() => editorText(page)).toContain('# Kick-off');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Draft from the open editor' }),
  ).toBeVisible();

  await page.goto('/user/meetings');
  await expect(
    page.getByTestId('meeting-card').filter({ hasText: 'Draft from the open editor' }),
  ).toBeVisible();
  await expect(page.getByText('An agenda is waiting in this browser')).toHaveCount(0);
});

test('"New meeting" then back: no empty "Untitled meeting" is left in the list or the trash', async ({
  page,
  request,
}) => {
  const { token } = await signUpViaApi(page, request);
  const uuid = await newMeeting(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/user\/meetings$/);
  await expect(page.getByText('Untitled meeting')).toHaveCount(0);
  // Asked outside the page: a 404 there would count as a console error.
  await expect
    .poll(async () =>
      (
        await request.get(`/v3/meetings/${uuid}`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).status(),
    )
    .toBe(404);
});

test('print a saved meeting: the participant sheet has no private notes; Insight says what will come', async ({
  page,
  request,
}) => {
  await signUpViaApi(page, request);
  const uuid = await newMeeting(page);
  await editor(page).click();
  await page.keyboard.type(
    'Board meeting\n\n# Budget\n: 30\n> Approve the budget\nSECRET-NOTE-42\n',
  );
  await saved(page);

  await page.getByRole('link', { name: 'Print' }).click();
  await expect(page).toHaveURL(`/user/meeting/${uuid}/print`);
  // The address changes before the sheet's code has loaded: wait for the sheet itself, or the
  // editor still on screen would answer (a strict-mode clash fails at once, without retrying).
  await expect(page.getByTestId('print-sheet')).toBeVisible();
  await expect(page.getByText('Approve the budget')).toBeVisible();
  await expect(page.getByText('SECRET-NOTE-42')).toBeVisible();
  await page.getByText('Participants', { exact: true }).click();
  await expect(page.getByText('Approve the budget')).toBeVisible();
  await expect(page.getByText('SECRET-NOTE-42')).toHaveCount(0);

  // Back from the sheet to the meeting, then its Insight tab.
  await page.getByRole('link', { name: 'Back to the editor' }).click();
  await page.getByRole('tab', { name: 'Insight' }).click();
  await expect(page).toHaveURL(`/user/meeting/${uuid}/stats`);
  await expect(page.getByTestId('insight-empty')).toContainText('has not been run live yet');
});
