import { expect, type Page } from '@playwright/test';

/**
 * Opens a front door page (`/`, `/templates`): the server sends it painted, and it answers
 * clicks once React has taken it over, which the page marks on <html>.
 */
export async function openFrontDoor(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
}
