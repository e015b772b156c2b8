import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { signUpViaApi } from '../support/accounts.ts';
import { openFrontDoor } from '../support/pages.ts';

/**
 * The visual reference (issue 26): a few key screens at a laptop's and a phone's size, light
 * and dark, compared with the images in docs/visual (playwright.config.ts'
 * `snapshotPathTemplate`). A change to the look shows up here; when it is meant, write the
 * reference again with `--update-snapshots` (README, "Visual reference") and look at it.
 * What changes from run to run (clocks, dates, the agenda's text being edited, who else is
 * there) is masked; the tolerance absorbs font antialiasing.
 */
const agenda = `Quarterly review
> Agree on the roadmap
# Welcome
: 10
@ Alice
> Say **hello**
# Roadmap
: 30
@ Bob
# Wrap-up
: 5
`;

const sizes = [
  { name: 'laptop', viewport: { width: 1366, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/** What differs between two runs of the same screen, painted over in the comparison. */
const moving = (page: Page): Locator[] => [
  page.locator('time'),
  page.getByTestId('countdown'),
  page.locator('.cm-content'),
  page.locator('[data-presence], [data-testid*="presence"]'),
  page.locator('img[src^="data:image"], canvas, svg[data-qr]'),
];

async function matches(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await expect(page).toHaveScreenshot(`${name}.png`, {
    mask: moving(page),
    animations: 'disabled',
    caret: 'hide',
    maxDiffPixelRatio: 0.02,
    timeout: 15_000,
  });
}

for (const scheme of ['light', 'dark'] as const) {
  for (const size of sizes) {
    test.describe(`${size.name}, ${scheme}`, () => {
      test.use({ viewport: size.viewport, colorScheme: scheme, locale: 'en-US' });

      test(`the key screens look as in docs/visual (${size.name}, ${scheme})`, async ({ page }) => {
        test.setTimeout(120_000);
        const suffix = `${size.name}-${scheme}`;
        await openFrontDoor(page, '/');
        await matches(page, `landing-${suffix}`);
        await openFrontDoor(page, '/pricing');
        await matches(page, `pricing-${suffix}`);

        const { token } = await signUpViaApi(page, page.request);
        const created = await page.request.post('/v3/meetings', {
          headers: { authorization: `Bearer ${token}` },
          data: {
            content: agenda,
            settings: { startTime: '09:00', timeZone: 'Europe/Paris', visibility: 'Public' },
          },
        });
        expect(created.status()).toBe(201);
        const { uuid } = (await created.json()) as { uuid: string };

        await page.goto('/user');
        const card = page.getByTestId('meeting-card').filter({ hasText: 'Quarterly review' });
        await expect(card).toBeVisible();
        await matches(page, `dashboard-${suffix}`);
        await card.getByRole('link', { name: /^Quarterly review/ }).click();
        await expect(page.getByTestId('prepare-checklist')).toBeVisible();
        await page.getByRole('tab', { name: 'Edit', exact: true }).click();
        await expect(page.locator('.cm-editor')).toBeVisible();
        await matches(page, `editor-${suffix}`);
        await page.goto(`/user/meeting/${uuid}/resume`);
        await expect(page.getByTestId('cockpit-start')).toBeVisible();
        await matches(page, `cockpit-${suffix}`);

        // The participants' pages, as the shared link opens them.
        await page.goto(`/m/${uuid}`);
        await expect(page.getByRole('heading', { name: 'Quarterly review' })).toBeVisible();
        await matches(page, `public-meeting-${suffix}`);
        await page.goto(`/m/${uuid}/live`);
        await expect(page.getByRole('main')).toBeVisible();
        await matches(page, `stage-${suffix}`);
      });
    });
  }
}
