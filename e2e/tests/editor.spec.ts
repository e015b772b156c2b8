import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { accessibilityProblems } from '../support/axe.ts';

test.beforeEach(async ({ page }) => {
  // Each test starts as a first-time visitor: English, nothing stored.
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('e2e-started')) {
      sessionStorage.setItem('e2e-started', '1');
      localStorage.clear();
    }
  });
});

const text = (page: Page) => page.locator('.cm-content');
const lines = (page: Page) => page.locator('.cm-line').allTextContents();
const rows = (page: Page) => page.getByTestId('timeline-row');

async function typeAgenda(page: Page, agenda: string) {
  await text(page).click();
  for (const line of agenda.split('\n')) {
    await page.keyboard.type(line);
    // A suggestion list may be open: Escape closes it so Enter starts a new line.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Enter');
  }
}

const retro =
  'Retro\n> Two improvements\n\n# Check-in\n: 10\n@ Ann, Bob\n> Say hi\nbring markers\n\n/# Energizer\n: 5\n\n# Actions\n: 1h15';

test('typing an agenda shows its times and totals', async ({ page }) => {
  await page.goto('/meeting/editor');
  await expect(text(page)).toBeVisible();
  await typeAgenda(page, retro);
  await page.getByRole('tab', { name: 'Details' }).click();
  await page.getByLabel('Start time').fill('09:00');
  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page).nth(0).getByTestId('timeline-times')).toHaveText('09:00–09:10 · 10 min');
  await expect(rows(page).nth(2).getByTestId('timeline-times')).toHaveText(
    '09:15–10:30 · 1 h 15 min',
  );
  await expect(rows(page).nth(1)).toContainText('optional');
  await expect(page.getByTestId('timeline-totals')).toContainText('1 h 25 min');
  await expect(page.getByTestId('timeline-totals')).toContainText('10:30');
  // Cursor sync both ways: the row follows the cursor, a click moves it.
  await rows(page)
    .nth(0)
    .getByRole('button', { name: /Check-in/ })
    .click();
  await expect(rows(page).nth(0)).toHaveAttribute('data-active', 'true');
  await page.getByRole('tab', { name: 'Sequence' }).click();
  await expect(page.getByLabel('Title')).toHaveValue('Check-in');
});

test('a diagnostic is fixed with its quick fix, and undo brings it back', async ({ page }) => {
  await page.goto('/meeting/editor');
  await typeAgenda(page, '# Warm-up\n> Stretch');
  await expect(page.getByTestId('editor-status')).toHaveText('Sequences: 1 · Problems: 1');
  await page.keyboard.press('Control+Shift+M');
  await page.getByRole('button', { name: 'Set 10 min' }).click();
  await expect(page.getByTestId('editor-status')).toHaveText('Sequences: 1 · Problems: 0');
  expect(await lines(page)).toContain(': 10');
  await text(page).click();
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('editor-status')).toHaveText('Sequences: 1 · Problems: 1');
});

test('a sequence goes to the fridge and comes back', async ({ page }) => {
  await page.goto('/meeting/editor');
  await typeAgenda(page, retro);
  await rows(page)
    .nth(1)
    .getByRole('button', { name: /Energizer/ })
    .click();
  await page.getByRole('button', { name: 'Put aside' }).click();
  await expect(rows(page)).toHaveCount(2);
  await page.getByRole('tab', { name: /Fridge/ }).click();
  await expect(page.getByTestId('side-list-title')).toHaveText('Energizer');
  await page.getByRole('button', { name: 'Bring back' }).click();
  await expect(page.getByTestId('fridge-empty')).toBeVisible();
  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page).filter({ hasText: 'Energizer' })).toHaveCount(1);
});

test('the sequence form rewrites only that sequence’s lines', async ({ page }) => {
  await page.goto('/meeting/editor');
  // Hand-written forms (`:1h15`, two @ lines) stay as they are outside the edited sequence.
  await typeAgenda(page, 'Retro\n\n# Check-in\n:10min\n@ Ann\n@ Bob\n\n# Actions\n:1h15');
  const before = await lines(page);
  await rows(page)
    .nth(1)
    .getByRole('button', { name: /Actions/ })
    .click();
  await page.getByLabel('Title').fill('Next steps');
  await page.getByLabel('Public description').fill('Who does what');
  const after = await lines(page);
  expect(after.slice(0, 7)).toEqual(before.slice(0, 7));
  expect(after.slice(7, 10)).toEqual(['# Next steps', ': 75', '> Who does what']);
});

test('keyboard commands move, toggle and duplicate sequences', async ({ page }) => {
  await page.goto('/meeting/editor');
  await typeAgenda(page, '# A\n: 5\n\n# B\n: 10');
  await page.keyboard.press('Alt+ArrowUp');
  await expect(rows(page).first()).toContainText('B');
  await page.keyboard.press('Control+Shift+O');
  await expect(rows(page).first()).toContainText('optional');
  await page.keyboard.press('Control+Shift+D');
  await expect(rows(page)).toHaveCount(3);
  await page.keyboard.press('Alt+PageDown');
  await page.keyboard.press('Alt+PageDown');
  await expect(rows(page).nth(2)).toHaveAttribute('data-active', 'true');
  await page.getByRole('button', { name: 'Editor shortcuts' }).click();
  await expect(page.getByRole('dialog')).toContainText('Move the sequence up');
});

test('the anonymous draft survives a reload', async ({ page }) => {
  await page.goto('/meeting/editor');
  await typeAgenda(page, retro);
  await rows(page)
    .nth(1)
    .getByRole('button', { name: /Energizer/ })
    .click();
  await page.getByRole('button', { name: 'Put aside' }).click();
  await page.reload();
  await expect(rows(page)).toHaveCount(2);
  expect(await lines(page)).toContain('# Check-in');
  await expect(page.getByRole('tab', { name: /Fridge/ })).toContainText('1');
});

test('"Save to my account" creates the account and saves the draft without asking again', async ({
  page,
}) => {
  await page.goto('/meeting/editor');
  await typeAgenda(page, retro);
  await page.getByRole('link', { name: 'Save to my account' }).click();
  // A visitor with a draft rarely has an account: the sign-up form comes first.
  await expect(page.getByRole('button', { name: 'Create my account' })).toBeVisible();
  await expect(page.getByTestId('draft-kept')).toBeVisible();
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('Full name').fill('Sam Saver');
  await field('E-mail').fill(`e2e-saver-${Date.now()}-${process.pid}@example.com`);
  await field('Password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Create my account' }).click();
  // Straight into the saved meeting: no second question, no draft left behind.
  await expect(page).toHaveURL(/\/user\/meeting\/[0-9a-f-]{36}\?tab=edit$/);
  // The address changes first; the meeting's editor shows once its screen and text arrive.
  await expect.poll(() => lines(page)).toContain('# Check-in');
  expect(
    await page.evaluate(() => Object.keys(localStorage).some((key) => /draft/i.test(key))),
  ).toBe(false);
});

test('the run sheet prints every sequence, and the participant version no private notes', async ({
  page,
}) => {
  await page.goto('/meeting/editor');
  await typeAgenda(page, `${retro}\n// hidden comment`);
  await page.getByRole('link', { name: 'Print a run sheet' }).click();
  await expect(page.getByTestId('print-sequence')).toHaveCount(3);
  await expect(page.getByTestId('print-sheet')).toContainText('bring markers');
  await expect(page.getByTestId('brand-mark')).toContainText('Made with Ordo');
  await page.getByText('Participants', { exact: true }).click();
  await expect(page.getByTestId('print-sequence')).toHaveCount(3);
  await expect(page.getByTestId('print-sheet')).not.toContainText('bring markers');
  await expect(page.getByTestId('print-sheet')).not.toContainText('hidden comment');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
});

test('the .ics file parses and carries the public agenda', async ({ page }) => {
  await page.goto('/meeting/editor');
  await typeAgenda(page, retro);
  await page.getByRole('tab', { name: 'Details' }).click();
  await page.getByLabel('Date').fill('2026-03-02');
  await page.getByLabel('Start time').fill('09:00');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar (.ics)' }).click();
  const file = await (await download).path();
  const ics = (await readFile(file, 'utf8')).replace(/\r\n[ \t]/g, '');
  const field = (name: string) => new RegExp(`^${name}:(.*)$`, 'm').exec(ics)?.[1];
  expect(ics).toMatch(
    /^BEGIN:VCALENDAR\r\n[\s\S]*BEGIN:VEVENT[\s\S]*END:VEVENT\r\nEND:VCALENDAR\r\n$/,
  );
  expect(field('SUMMARY')).toBe('Retro');
  // 09:00 in the browser's zone, written in UTC (a floating time is never written).
  expect(field('DTSTART')).toMatch(/^2026030[12]T\d{4}00Z$/);
  expect(field('UID')).toMatch(/^[0-9a-f-]{36}@ordo\.meeting$/);
  expect(field('SEQUENCE')).toMatch(/^\d+$/);
  expect(field('DURATION')).toBe('PT90M');
  expect(field('DESCRIPTION')).toContain('09:00–09:10 Check-in');
  expect(ics).not.toContain('bring markers');
});

test('axe finds no serious accessibility problem in the editor', async ({ page }) => {
  // Four full axe passes over the editor: 15 s alone, twice that when the machine is busy.
  test.setTimeout(90_000);
  await page.goto('/meeting/editor');
  await typeAgenda(page, retro);
  for (const tab of ['Sequence', 'Details', 'Map', 'Templates']) {
    await page.getByRole('tab', { name: tab }).click();
    expect(await accessibilityProblems(page), tab).toEqual([]);
  }
});

test('on a phone the timeline sits below the text, and French explains the syntax', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('ordo.language', 'fr'));
  await page.goto('/meeting/editor');
  await expect(page.getByRole('heading', { name: "Éditeur d'ordre du jour" })).toBeVisible();
  await expect(page.locator('.cm-placeholder')).toContainText('commence une séquence');
  await typeAgenda(page, '# Accueil\n: 10');
  const editor = await page.getByTestId('agenda-text').boundingBox();
  const timeline = await page.getByRole('heading', { name: 'Chronologie' }).boundingBox();
  expect(editor && timeline && timeline.y > editor.y + editor.height - 1).toBe(true);
});

test('on a phone the editor opens at its title, with each hint of the example under its line', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/meeting/editor');
  await expect(page.locator('.cm-ordo-example-hint').first()).toBeVisible();
  // The side panel's tab bar below the fold must not scroll the page to itself.
  await expect(page.getByRole('heading', { name: 'Agenda editor' })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const [code, hint] = await Promise.all([
    page.locator('.cm-ordo-example-code').first().boundingBox(),
    page.locator('.cm-ordo-example-hint').first().boundingBox(),
  ]);
  expect(code && hint && hint.y >= code.y + code.height - 1).toBe(true);
  // On a wide screen the hints stand in a column beside the lines.
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect
    .poll(async () => {
      const [wideCode, wideHint] = await Promise.all([
        page.locator('.cm-ordo-example-code').first().boundingBox(),
        page.locator('.cm-ordo-example-hint').first().boundingBox(),
      ]);
      return (
        wideCode &&
        wideHint &&
        wideHint.x > wideCode.x + wideCode.width &&
        wideHint.y === wideCode.y
      );
    })
    .toBe(true);
});

test('a template fills an empty agenda', async ({ page }) => {
  await page.goto('/meeting/editor');
  await page.getByRole('tab', { name: 'Templates' }).click();
  await page.getByRole('button', { name: /Retrospective: start, stop, continue/ }).click();
  await page.getByRole('button', { name: 'Insert this template' }).click();
  await expect(rows(page)).toHaveCount(7);
  await text(page).click();
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('timeline-empty')).toBeVisible();
});
