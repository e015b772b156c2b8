import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { signUpViaApi } from '../support/accounts.ts';
import { openFromNavigation } from '../support/pages.ts';

const password = 'correct horse battery';

/** A text field by its accessible name (a required field's asterisk is not part of it). */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

let counter = 0;
const freshEmail = () => `e2e-accounts-${Date.now()}-${process.pid}-${(counter += 1)}@example.com`;

test.beforeEach(async ({ page }) => {
  // Each test starts from a browser that prefers English and holds no session.
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('e2e-started')) {
      sessionStorage.setItem('e2e-started', '1');
      localStorage.removeItem('ordo.language');
    }
  });
});

test('sign up, take the onboarding tour, arrive on the dashboard', async ({ page }) => {
  await page.goto('/user/login');
  await expect(page.getByRole('heading', { name: 'Sign in to Ordo' })).toBeVisible();
  await page.getByText('New account', { exact: true }).click();

  // A short password is refused in plain words before anything is sent.
  await field(page, 'Full name').fill('Nina Newcomer');
  await field(page, 'E-mail').fill(freshEmail());
  await field(page, 'Password').fill('short');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByText('The password needs at least 10 characters.')).toBeVisible();

  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/user\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Nina Newcomer!' })).toBeVisible();

  for (const heading of ['Write your agenda', 'Run it live', 'Share it']) {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Go to my meetings' }).click();
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByRole('heading', { name: 'Meetings', level: 1 })).toBeVisible();

  // The finished tour is stored: signing in again goes straight to the dashboard.
  const stored = await page.evaluate(async () => {
    const response = await fetch('/v1/users/data', {
      method: 'POST',
      headers: { authorization: `Bearer ${localStorage.getItem('ordo.token')}` },
    });
    return ((await response.json()) as { onboarding: { value: string } }).onboarding.value;
  });
  expect(stored).toBe('DONE');
});

test('on a 390 px phone the three ways in show whole inside the card, in English and French', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/user/login');
  const ways = {
    English: ['Password', 'New account', 'E-mail link'],
    Français: ['Mot de passe', 'Nouveau compte', 'Lien par e-mail'],
  };
  for (const [language, labels] of Object.entries(ways)) {
    await page.getByText(language, { exact: true }).click();
    for (const label of labels) {
      const way = page.locator('.mantine-SegmentedControl-label', { hasText: label });
      await expect(way).toBeVisible();
      // Neither cut by its own box nor pushed past the card's edge ("Lien par e-mail" was).
      const fits = await way.evaluate((element) => {
        const card = element.closest('.mantine-Paper-root')!.getBoundingClientRect();
        const box = element.getBoundingClientRect();
        return element.scrollWidth <= element.clientWidth && box.right <= card.right;
      });
      expect(fits, `${label} fits`).toBe(true);
    }
  }
});

test('signing out lands on /user/logout and ends the session', async ({ page, request }) => {
  const email = freshEmail();
  await request.post('/v1/users/register', { data: { email, password, fullName: 'Sam Signout' } });
  await page.goto('/user/login?next=%2Fuser');
  await field(page, 'E-mail').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/user$/);
  const token = await page.evaluate(() => localStorage.getItem('ordo.token'));

  await page.getByRole('button', { name: 'Your account' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/user\/logout$/);
  await expect(page.getByRole('heading', { name: 'You are signed out' })).toBeVisible();

  // The token no longer opens anything, and the signed-in pages ask to sign in again.
  const me = await request.get('/v1/users/me', { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);
  await page.goto('/user/settings');
  await expect(page).toHaveURL(/\/user\/login\?next=%2Fuser%2Fsettings$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('a signed-out visit to /user/settings goes to sign-in and comes back', async ({
  page,
  request,
}) => {
  const email = freshEmail();
  const created = await request.post('/v1/users/register', {
    data: { email, password, fullName: 'Rita Return' },
  });
  expect(created.status()).toBe(201);

  await page.goto('/user/settings');
  await expect(page).toHaveURL(/\/user\/login\?next=%2Fuser%2Fsettings$/);
  await field(page, 'E-mail').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/user\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(field(page, 'Full name')).toHaveValue('Rita Return');
});

test('choosing French in the profile switches the interface', async ({ page, request }) => {
  await signUpViaApi(page, request, { fullName: 'Léa Langue' });
  await openFromNavigation(page, 'Settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();

  await page.getByRole('main').getByLabel('Language', { exact: true }).click();
  await page.getByRole('option', { name: 'Français' }).click();
  await page.getByRole('button', { name: 'Save my profile' }).click();

  await expect(page.getByRole('heading', { name: 'Paramètres' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enregistrer mon profil' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  // The choice belongs to the account: a browser that prefers English gets French too as
  // soon as this person signs in there (this new account lands on its onboarding tour).
  await page.evaluate(() => localStorage.removeItem('ordo.language'));
  await page.goto('/user/logged');
  await expect(page).toHaveURL(/\/user\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'Premiers pas avec Ordo' })).toBeVisible();
});
