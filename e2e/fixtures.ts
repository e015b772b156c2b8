import { test as base, expect } from '@playwright/test';

/**
 * In the page: says, as a console error, when the screen a person sees is swapped for the
 * loading screen. React hides the content of a Suspense boundary that suspends outside a
 * transition with `display: none !important`; above the layout (the router's boundary) that is
 * the whole page blinking away, and the keyboard focus lost with it (a catalog asked for late
 * did it: src/i18n/declared.ts). A boundary of its own inside a screen is not watched.
 */
function watchWholePageHidden(): void {
  new MutationObserver((records) => {
    for (const { target } of records) {
      if (!(target instanceof HTMLElement) || target.parentElement?.id !== 'root') continue;
      const { style } = target;
      if (style.display === 'none' && style.getPropertyPriority('display') === 'important') {
        console.error(`The whole page was hidden behind a loading screen at ${location.pathname}`);
      }
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['style'] });
}

/**
 * Every test fails if the page logs an error or throws: a blocked <style> (content security
 * policy), a failed chunk or a React crash would otherwise pass unnoticed, and neither may the
 * whole page blink behind the loading screen (`watchWholePageHidden`).
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      // An unknown address answers 404 on purpose (issue 27), and Chromium logs that status of
      // the page itself as a console error: only that line, for that page, is not a failure.
      const missingPages = new Set<string>();
      page.on('response', (response) => {
        if (response.status() === 404 && response.request().isNavigationRequest())
          missingPages.add(response.url());
      });
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const pageStatus = message
          .text()
          .startsWith('Failed to load resource: the server responded with a status of 404');
        if (pageStatus && missingPages.has(message.location().url)) return;
        errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.addInitScript(watchWholePageHidden);
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
