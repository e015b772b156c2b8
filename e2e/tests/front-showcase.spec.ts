import { expect, test } from '../fixtures.ts';
import { signUpViaApi } from '../support/accounts.ts';
import { accessibilityProblems } from '../support/axe.ts';
import { openFrontDoor } from '../support/pages.ts';

/**
 * Issue 26: the landing page shows the product in the reader's scheme and language, and every
 * empty place of a new account says what it is for and offers the next step.
 */
for (const room of [
  { scheme: 'light', viewport: { width: 1366, height: 900 }, locale: 'en-US', coaches: 'Coaches' },
  { scheme: 'dark', viewport: { width: 390, height: 844 }, locale: 'fr-FR', coaches: 'Coachs' },
] as const) {
  test.describe(`${room.scheme}, ${room.viewport.width} px, ${room.locale}`, () => {
    test.use({ colorScheme: room.scheme, viewport: room.viewport, locale: room.locale });

    test('the landing page shows the product in its scheme and language, and never loads the other pictures', async ({
      page,
    }) => {
      // axe over the whole landing page takes a while on a loaded machine.
      test.setTimeout(60_000);
      const requested: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/landing/')) requested.push(request.url());
      });
      await openFrontDoor(page, '/');
      const lang = room.locale.slice(0, 2);
      const remote = page.locator(`img[src*="/landing/remote-${lang}-${room.scheme}-"]`);
      await remote.scrollIntoViewIfNeeded();
      await expect(remote).toBeVisible();
      await expect
        .poll(() => remote.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      // Lazy pictures of the other scheme are hidden, so the browser never fetches them.
      const other = room.scheme === 'light' ? 'dark' : 'light';
      expect(requested.length).toBeGreaterThan(0);
      expect(requested.filter((url) => url.includes(`-${other}-`))).toEqual([]);
      expect(requested.filter((url) => !url.includes(`-${lang}-`))).toEqual([]);
      await expect(
        page.getByRole('heading', { level: 3, name: room.coaches, exact: true }),
      ).toBeVisible();
      expect(await accessibilityProblems(page)).toEqual([]);
    });
  });
}

test('a new account finds empty places that say what they are for and lead on', async ({
  page,
}) => {
  // Three screens, each checked with axe.
  test.setTimeout(60_000);
  await signUpViaApi(page, page.request);
  await page.goto('/user');
  await expect(page.getByRole('heading', { name: 'Your first agenda starts here' })).toBeVisible();
  const meetings = page.getByTestId('meetings-empty');
  await expect(meetings.getByRole('button', { name: 'New meeting' })).toBeVisible();
  expect(await accessibilityProblems(page)).toEqual([]);

  await page.getByRole('tab', { name: 'Trash' }).click();
  const trash = page.getByTestId('trash-empty');
  await expect(trash).toContainText(/waits here for 90\sdays/);
  await trash.getByRole('button', { name: 'Back to my meetings' }).click();
  await expect(page.getByTestId('meetings-empty')).toBeVisible();

  await page.getByRole('link', { name: 'Templates', exact: true }).first().click();
  const templates = page.getByTestId('user-templates-empty');
  await expect(templates.getByRole('link', { name: 'Browse the template gallery' })).toBeVisible();
  expect(await accessibilityProblems(page)).toEqual([]);
});
