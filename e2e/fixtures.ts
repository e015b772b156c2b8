import { test as base, expect } from '@playwright/test';

/**
 * Every test fails if the page logs an error or throws: a blocked <style> (content security
 * policy), a failed chunk or a React crash would otherwise pass unnoticed.
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
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
