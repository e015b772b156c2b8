import { servers } from '../playwright.config.ts';
import { expect, test } from '../fixtures.ts';
import { accessibilityProblems } from '../support/axe.ts';
import { signUpViaApi } from '../support/accounts.ts';
import { openFromNavigation } from '../support/pages.ts';

// Five pages and six axe scans: slow on a shared two-core machine.
test.describe.configure({ timeout: 180_000 });
/** Page loads of lazily loaded routes, on a busy machine. */
const loaded = { timeout: 30_000 };

test('a free user upgrades through the test checkout, sees PRO, then cancels at period end', async ({
  page,
  request,
}) => {
  await signUpViaApi(page, request);
  await openFromNavigation(page, 'Upgrade to PRO');
  await expect(page.getByTestId('plan-badge')).toHaveText('Free', loaded);
  await expect(page.getByTestId('price')).toHaveText('€8 / month');
  await expect(page.getByText('excl. VAT, billed €96 a year')).toBeVisible();
  expect(await accessibilityProblems(page)).toEqual([]);

  await page.locator('label', { hasText: 'Monthly' }).click();
  await expect(page.getByTestId('price')).toHaveText('€12 / month');
  await page.getByRole('button', { name: 'Upgrade to PRO' }).click();

  await expect(page).toHaveURL(/\/user\/subscription\/test-checkout\?session=/, loaded);
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
  await expect(page.getByText('TEST', { exact: true })).toBeVisible();
  await expect(page.getByText('€12 excl. VAT')).toBeVisible(loaded);
  expect(await accessibilityProblems(page)).toEqual([]);
  await page.getByRole('button', { name: 'Pay (test)' }).click();

  await expect(page).toHaveURL(/\/user\/subscription\/success$/, loaded);
  await expect(page.getByText('Your subscription is active.', { exact: false })).toBeVisible(
    loaded,
  );
  expect(await accessibilityProblems(page)).toEqual([]);

  // A PRO user's navigation names the same entry after their subscription.
  await openFromNavigation(page, 'Subscription');
  await expect(page.getByTestId('plan-badge')).toHaveText('PRO', loaded);
  await expect(page.getByTestId('plan-status')).toContainText('billed monthly');
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
  await expect(dialog).toBeVisible();
  expect(await accessibilityProblems(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel at period end' }).click();
  await expect(page.getByTestId('plan-status')).toContainText('PRO stays until');
  await expect(page.getByRole('button', { name: 'Keep PRO' })).toBeVisible();

  await openFromNavigation(page, 'Settings');
  await page.getByRole('tab', { name: 'Billing', exact: true }).click();
  await expect(page.getByRole('rowheader', { name: 'Teamspaces' })).toBeVisible(loaded);
  await expect(page.getByText('PRO stays until')).toBeVisible();
  expect(await accessibilityProblems(page)).toEqual([]);
});

test('with payment off, Settings › Billing says how to get PRO and /user/subscription is a 404', async ({
  page,
  request,
}) => {
  // The features-off server has its own database: the account is made there.
  const off = servers.featuresOff;
  const response = await request.post(`${off}/v1/users/register`, {
    data: {
      email: `off-${Date.now()}@example.com`,
      password: 'correct horse battery',
      fullName: 'Off',
    },
  });
  const { token } = (await response.json()) as { token: string };
  await page.addInitScript((value) => localStorage.setItem('ordo.token', value), token);

  await openFromNavigation(page, 'Settings', { base: off });
  await page.getByRole('tab', { name: 'Billing', exact: true }).click();
  await expect(page.getByTestId('pro-admin')).toContainText('granted by the administrator', loaded);
  expect(await accessibilityProblems(page)).toEqual([]);
  // An old bookmark of the subscription page, now that payment is off.
  await page.goto(`${off}/user/subscription`);
  await expect(page.getByRole('heading', { name: 'This page has disappeared' })).toBeVisible(
    loaded,
  );
});
