import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { openFrontDoor } from '../support/pages.ts';
import { signUpViaApi } from '../support/accounts.ts';
import { screenshotPath } from '../support/shots.ts';

const sizes = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
] as const;

/** With E2E_SCREENSHOTS, keeps the screen this journey looks at, in both schemes. */
async function shoot(page: Page, name: string): Promise<void> {
  if (!screenshotPath(`one-voice/${name}`)) return;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.evaluate(
      (value) => document.documentElement.setAttribute('data-mantine-color-scheme', value),
      scheme,
    );
    const width = page.viewportSize()?.width;
    await page.screenshot({ path: screenshotPath(`one-voice/${name}-${width}-${scheme}`) ?? '' });
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() =>
    document.documentElement.setAttribute('data-mantine-color-scheme', 'light'),
  );
}

test('a short public page keeps its footer at the bottom of the window', async ({ page }) => {
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.goto('/meeting/join');
    const footer = page.locator('footer').last();
    await expect(footer).toBeVisible();
    const box = await footer.boundingBox();
    // At the window's bottom edge, give or take a pixel of rounding: not floating mid-screen.
    expect(Math.abs((box?.y ?? 0) + (box?.height ?? 0) - size.height)).toBeLessThanOrEqual(1);
    // Nothing on this page has shortcuts of its own, so no help for them is offered.
    await expect(page.getByRole('button', { name: 'Keyboard shortcuts' })).toHaveCount(0);
    await shoot(page, 'join');
  }
});

test('the time zone field shows its whole label at 1366 and 390 px', async ({ page, request }) => {
  // Signing up and opening a new meeting's editor takes a while on a busy two-core machine.
  test.setTimeout(90_000);
  await signUpViaApi(page, request);
  await page.goto('/user');
  await page.getByRole('button', { name: 'New meeting' }).first().click();
  await expect(page).toHaveURL(/\/user\/meeting\/[0-9a-f-]{36}\?tab=edit$/);
  await page.getByRole('tab', { name: 'Setup' }).click();
  const zone = page.getByTestId('time-zone-select');
  await zone.click();
  await zone.fill('Paris');
  await page.getByRole('option', { name: /Paris/ }).first().click();
  for (const size of sizes) {
    await page.setViewportSize(size);
    await expect(zone).toHaveValue(/^Paris.*\(UTC\+0[12]:00\)$/);
    // The whole label fits the field: nothing is cut at its right edge ("UTC+01:0").
    const cut = await zone.evaluate((input) => input.scrollWidth > input.clientWidth);
    expect(cut).toBe(false);
    await shoot(page, 'setup');
  }
});

test('a pricing feature that wraps keeps a reading line height', async ({ page }) => {
  for (const size of sizes) {
    await page.setViewportSize(size);
    // Pricing is a front-door page: measured once React has taken the prerendered page over.
    await openFrontDoor(page, '/pricing');
    const item = page.getByRole('listitem').first();
    await item.scrollIntoViewIfNeeded();
    const { lineHeight, fontSize } = await item.evaluate((element) => {
      const style = getComputedStyle(element.querySelector('span:last-child') ?? element);
      return { lineHeight: parseFloat(style.lineHeight), fontSize: parseFloat(style.fontSize) };
    });
    expect(lineHeight / fontSize).toBeGreaterThanOrEqual(1.45);
    await shoot(page, 'pricing');
  }
});
