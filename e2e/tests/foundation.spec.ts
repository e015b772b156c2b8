import { servers } from '../playwright.config.ts';
import { expect, test } from '../fixtures.ts';
import { openFrontDoor } from '../support/pages.ts';

test.beforeEach(async ({ page }) => {
  // Each test starts from a browser that prefers English, as a first-time visitor would.
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('e2e-started')) {
      sessionStorage.setItem('e2e-started', '1');
      localStorage.clear();
    }
  });
});

test('the home page says what Ordo is and offers the editor and sign-in', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meetings that run on time');
  await expect(page.getByRole('link', { name: 'Try the editor' })).toHaveAttribute(
    'href',
    '/meeting/editor',
  );
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/user/login',
  );
  await expect(page).toHaveTitle(/Ordo/);
});

test('an unknown path shows the 404 page whose link goes home', async ({ page }) => {
  // A real 404 for crawlers and monitors, with the app's not-found page for a person.
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This page has disappeared' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the homepage' }).click();
  await expect(page).toHaveURL(`${servers.main}/`);
  await expect(page.getByRole('heading', { name: 'Meetings that run on time' })).toBeVisible();
});

test('a disabled feature route shows the 404 page', async ({ page }) => {
  for (const path of ['/user/ordoi', '/user/subscription', '/meeting/join']) {
    const response = await page.goto(`${servers.featuresOff}${path}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'This page has disappeared' })).toBeVisible();
  }
  // The same route on the default installation is not a 404.
  await page.goto(`${servers.main}/meeting/join`);
  await expect(page.getByRole('heading', { name: 'Join an event' })).toBeVisible();
});

test('switching to French changes visible text and survives a reload', async ({ page }) => {
  await openFrontDoor(page, '/');
  // The visible label of the segmented control is what a person clicks.
  await page.getByText('Français', { exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Des réunions qui tiennent le temps',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Des réunions qui tiennent le temps',
  );
  await expect(page.getByRole('link', { name: "Essayer l'éditeur" })).toBeVisible();
});

test('the browser language picks French when nothing is stored', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-CA', baseURL: servers.main });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Des réunions qui tiennent le temps',
  );
  await context.close();
});

test('a modal locks page scroll while open', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 400 });
  // The landing page has no shortcuts, so it offers no help for them (issue 26); the editor does.
  await openFrontDoor(page, '/');
  await expect(page.getByRole('button', { name: 'Keyboard shortcuts' })).toHaveCount(0);
  // The editor is a single-page-app screen, not a prerendered front door.
  await page.goto('/meeting/editor');
  await expect(page.getByRole('button', { name: 'Keyboard shortcuts' })).toBeVisible();
  const bodyOverflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
  expect(await bodyOverflow()).not.toBe('hidden');
  await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  expect(await bodyOverflow()).toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect.poll(bodyOverflow).not.toBe('hidden');
});

test('hashed assets are cached for a year and pages are revalidated', async ({ page, request }) => {
  const response = await request.get('/meeting/editor');
  expect(response.headers()['cache-control']).toBe('no-cache');
  expect(response.headers()['content-security-policy']).toContain("script-src 'self'");
  const html = await response.text();
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(asset).toBeTruthy();
  const assetResponse = await request.get(asset ?? '');
  expect(assetResponse.headers()['cache-control']).toContain('immutable');
  await page.goto('/meeting/editor');
  await expect(page.getByRole('heading', { name: 'Agenda editor' })).toBeVisible();
});

test('an unknown API path answers JSON 404, not the web app', async ({ request }) => {
  const response = await request.get('/v3/no-such-thing');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
});
