import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { signUpViaApi } from '../support/accounts.ts';

/** The CodeMirror editor of the Edit tab, and one of its lines by what it contains. */
const editor = (page: Page) => page.getByTestId('agenda-editor').locator('.cm-content');
const line = (page: Page, text: string) => editor(page).locator('.cm-line', { hasText: text });

/** The text a person sees on a line: what is drawn with a width (hidden marks have none). */
const seen = (target: Locator) =>
  target.evaluate((element) => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      if (range.getBoundingClientRect().width > 0) parts.push(node.textContent ?? '');
    }
    return parts.join('');
  });

async function typeLines(page: Page, lines: string[]) {
  for (const text of lines) {
    await page.keyboard.type(text);
    // A suggestion list may be open: Escape closes it so Enter starts a new line.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Enter');
  }
}

test('the editor previews markdown off the cursor line and shows raw text on it', async ({
  page,
  request,
}) => {
  // Typing key by key on a shared, busy machine: more time than the default 30 s.
  test.slow();
  await signUpViaApi(page, request);
  await page.goto('/user');
  await page.getByRole('button', { name: 'New meeting' }).first().click();
  await expect(page).toHaveURL(/\/user\/meeting\/[0-9a-f-]{36}\?tab=edit$/);
  await editor(page).click();
  await typeLines(page, [
    'Launch plan',
    '# Kick-off with **bold** and [the docs](https://example.com/docs)',
    ': 10',
    '# Review',
    ': abc',
    'bring the numbers',
  ]);

  // The cursor is on the last line: the title line reads as a heading, marks gone.
  const title = line(page, 'Kick-off');
  await expect.poll(() => seen(title)).toBe('Kick-off with bold and the docs');
  const bold = title.locator('.cm-ordo-md-strong');
  await expect(bold).toHaveText('bold');
  await expect(bold).toHaveCSS('font-weight', '700');
  await expect(title.locator('.cm-ordo-live-link')).toHaveAttribute(
    'title',
    'https://example.com/docs',
  );
  // The page's text is still the agenda as typed (screen readers, copy).
  await expect(title).toHaveText(
    '# Kick-off with **bold** and [the docs](https://example.com/docs)',
  );
  await expect(line(page, ': 10').locator('.cm-ordo-chip')).toHaveText('10');

  // Back on the line: the raw text shows, nothing hidden.
  await bold.click();
  await expect
    .poll(() => seen(title))
    .toBe('# Kick-off with **bold** and [the docs](https://example.com/docs)');
  await expect(title.locator('.cm-ordo-hidden')).toHaveCount(0);

  // A bad duration: the plain message, never the code, and "Set 10 min" fixes it.
  const bad = line(page, ': abc');
  // Over the text itself: CodeMirror shows a hover only near the characters it concerns.
  await bad.hover({ position: { x: 14, y: 8 } });
  const tooltip = page.locator('.cm-tooltip-lint');
  await expect(tooltip).toContainText('This duration cannot be read');
  await expect(tooltip).not.toContainText('invalid-duration');
  await tooltip.getByRole('button', { name: 'Set 10 min' }).click();
  await expect(line(page, ': abc')).toHaveCount(0);
  await expect(page.getByTestId('editor-status')).toContainText('Problems: 0');
  await expect
    .poll(() =>
      editor(page).evaluate((element) =>
        [...element.querySelectorAll('.cm-line')].map((item) => item.textContent).join('\n'),
      ),
    )
    .toContain('# Review\n: 10\nbring the numbers');
});
