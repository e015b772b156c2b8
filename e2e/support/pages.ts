import { expect, type Page } from '@playwright/test';

/**
 * Opens a front door page (`/`, `/templates`): the server sends it painted, and it answers
 * clicks once React has taken it over, which the page marks on <html>.
 */
export async function openFrontDoor(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
}

/**
 * From the dashboard to a screen of the main navigation, as a person gets there: the dashboard
 * first (where signing in lands), then the navigation's link, through the menu on a phone.
 * `name` is the link's accessible name in the page's language; `base` another server's origin.
 */
export async function openFromNavigation(
  page: Page,
  name: string | RegExp,
  options: { menu?: string; base?: string } = {},
): Promise<void> {
  await page.goto(`${options.base ?? ''}/user`);
  const nav = page.getByRole('navigation', { name: /^(Main navigation|Navigation principale)$/ });
  const toggle = page.getByRole('button', { name: options.menu ?? 'Open the menu' });
  await expect(nav.or(toggle).first()).toBeVisible({ timeout: 30_000 });
  if (await toggle.isVisible()) await toggle.click();
  await nav.getByRole('link', { name, exact: typeof name === 'string' }).click();
}

/** Opens a meeting as a person does from a list of meetings: its card's link, by its title. */
export async function openMeetingCard(page: Page, title: string): Promise<void> {
  await page
    .getByTestId('meeting-card')
    .filter({ hasText: title })
    .getByRole('link')
    .first()
    .click();
}
