import { test as base, expect } from '@playwright/test';

/**
 * Every test fails if the page logs an error or throws: a blocked <style> (content security
 * policy), a failed chunk or a React crash would otherwise pass unnoticed.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
