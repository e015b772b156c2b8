import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { openFrontDoor } from '../support/pages.ts';

/**
 * The landing page and the templates gallery are prerendered by the server once it listens
 * (apps/server/src/web/front-door.ts): the HTML itself carries the page, in the browser's
 * language, and React takes it over. Until the render is done the server sends the page shell.
 */
async function prerenderedHtml(request: APIRequestContext, path: string, language = 'en-US') {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const response = await request.get(path, { headers: { 'accept-language': language } });
    const html = await response.text();
    if (html.includes('id="ordo-prerender"')) return html;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${path} was never prerendered`);
}

test('the landing page and the gallery arrive painted, in the browser’s language', async ({
  request,
}) => {
  const home = await prerenderedHtml(request, '/', 'fr-FR,fr;q=0.9');
  expect(home).toContain('<html lang="fr"');
  expect(home).toContain('Des réunions qui tiennent le temps');
  expect(home).toMatch(/<title>[^<]*préparez, animez et analysez/);
  const body = home.slice(home.indexOf('<div id="root">'));
  // The CSP refuses style attributes in markup: none is left for it to block.
  expect(body).not.toMatch(/<[^>]+\sstyle="/);

  const gallery = await prerenderedHtml(request, '/templates', 'en-GB,en;q=0.9');
  expect(gallery).toContain('<html lang="en"');
  expect(gallery).toContain('Retrospective: start, stop, continue');
});

test('without JavaScript the landing page still reads as designed', async ({
  browser,
  request,
}) => {
  await prerenderedHtml(request, '/');
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Meetings that run on time' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
  // Mantine's variables reach the page through the nonce-bearing rules: a filled button is
  // blue, not the browser's grey.
  const cta = page.getByRole('link', { name: 'Try the editor' }).first();
  const background = await cta.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(background).not.toBe('rgba(0, 0, 0, 0)');
  expect(background).not.toBe('rgb(239, 239, 239)');
  await context.close();
});

test('the page comes alive with the visitor’s own language and colour scheme', async ({
  page,
  request,
}) => {
  await prerenderedHtml(request, '/');
  await page.addInitScript(() => {
    localStorage.setItem('ordo.language', 'fr');
    localStorage.setItem('ordo.colorScheme', 'dark');
  });
  await page.goto('/');
  // The server guessed English (the browser's language); the stored choice wins once it runs.
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Des réunions qui tiennent le temps' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  // The demo is live: what is typed becomes the timeline.
  await page
    .getByRole('textbox', { name: /Texte de l'ordre du jour/ })
    .fill('# Accueil café\n:15\n# Décisions\n:30');
  const timeline = page.getByRole('list', { name: 'Frise' });
  await expect(timeline).toContainText('Accueil café');
  await expect(timeline).toContainText('Décisions');

  // A filter in the address is rendered in the browser, from the same build.
  await openFrontDoor(page, '/templates?category=retrospective');
  await expect(page.getByRole('heading', { level: 1, name: 'Modèles de réunion' })).toBeVisible();
  await expect(page.getByTestId('template-card').first()).toContainText(/Rétrospective/i);
});

test('going back while the gallery comes alive leaves cleanly', async ({ page, request }) => {
  await prerenderedHtml(request, '/templates');
  // A slow phone: the back button is pressed while React is still taking the page over.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto('/meeting/join');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Templates' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meeting templates' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/meeting\/join$/);
  // The race is over once the address changed; the join page's own load needs no slow phone
  // (at 6× on a busy two-core machine it alone could take longer than the wait below).
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(page.getByRole('heading', { level: 1, name: 'Join an event' })).toBeVisible();
  // The fixture fails the test if React found the page different from its HTML.
});
