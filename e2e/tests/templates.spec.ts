import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { accessibilityProblems } from '../support/axe.ts';
import { signUpViaApi } from '../support/accounts.ts';
import { openFrontDoor } from '../support/pages.ts';

// Each journey loads the gallery several times; on a loaded machine that outlasts 30 s.
test.describe.configure({ timeout: 120_000 });

const cards = (page: Page) => page.getByTestId('template-card');
const card = (page: Page, title: string) => cards(page).filter({ hasText: title });

/** The gallery filtered to retrospectives of up to an hour: the start of both journeys. */
async function filterShortRetrospectives(page: Page) {
  await openFrontDoor(page, '/templates');
  // The first visit loads the gallery's chunks cold: allow for a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Meeting templates' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(cards(page).first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Retrospective' });
  await page.getByRole('combobox', { name: 'Duration' }).selectOption({ label: 'Up to 1 hour' });
  await expect(page).toHaveURL(/category=retrospective/);
  await expect(card(page, 'Retrospective: the sailboat')).toHaveCount(0);
  await expect(card(page, 'Retrospective: start, stop, continue')).toBeVisible();
}

test('the gallery filters, previews and passes axe', async ({ page }) => {
  await filterShortRetrospectives(page);
  expect(await accessibilityProblems(page)).toEqual([]);

  await page.getByRole('searchbox', { name: 'Search' }).fill('zzzz nothing');
  await expect(page.getByTestId('templates-empty')).toBeVisible();
  await page.getByRole('button', { name: 'Clear the filters' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill('hackathon');
  const hackathon = card(page, 'Two-day hackathon');
  await expect(hackathon).toContainText('18 h 45 min');
  await hackathon.getByRole('button', { name: 'Preview' }).click();
  const dialog = page.getByRole('dialog', { name: 'Two-day hackathon' });
  await expect(dialog.getByTestId('template-timeline')).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Sequences in time order' })).toContainText(
    'Day 2 — welcome back',
  );
  expect(await accessibilityProblems(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  // The template language follows the interface, and can be switched.
  await page.getByText('French', { exact: true }).click();
  await expect(card(page, 'Hackathon de deux jours')).toBeVisible();
});

test('signed out, a template opens in the anonymous editor', async ({ page }) => {
  await filterShortRetrospectives(page);
  await card(page, 'Retrospective: start, stop, continue')
    .getByRole('button', { name: 'Preview' })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Use this template' }).click();
  await expect(page).toHaveURL(/\/meeting\/editor$/);
  await expect(page.getByTestId('agenda-editor')).toContainText(
    'Retrospective: start, stop, continue',
  );
  await expect(page.getByTestId('timeline-totals')).toContainText('1 h');

  // A second template asks before replacing the draft.
  await openFrontDoor(page, '/templates?q=sailboat');
  await card(page, 'Retrospective: the sailboat')
    .getByRole('button', { name: 'Use this template' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Replace your draft?' })).toBeVisible();
  await page.getByRole('button', { name: 'Keep my draft' }).click();
  await page.goto('/meeting/editor');
  await expect(page.getByTestId('agenda-editor')).toContainText('start, stop, continue');
});

test('signed in, a template starts a new meeting and can become your own', async ({
  page,
  request,
}) => {
  await signUpViaApi(page, request);
  await page.goto('/user/templates');
  await expect(page.getByTestId('user-templates-empty')).toContainText('Use as a template', {
    timeout: 30_000,
  });

  await filterShortRetrospectives(page);
  await card(page, 'Retrospective: start, stop, continue')
    .getByRole('button', { name: 'Use this template' })
    .click();
  await expect(page).toHaveURL(/\/user\/meeting\/[0-9a-f-]{36}\?tab=edit$/, { timeout: 30_000 });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Retrospective: start, stop, continue' }),
  ).toBeVisible();
  await expect(page.getByTestId('agenda-editor')).toContainText('Keep the prime directive visible');
});

test('the editor’s template panel inserts a single sequence of a template', async ({ page }) => {
  await page.goto('/meeting/editor');
  await page.getByRole('tab', { name: 'Templates' }).click();
  const panel = page.getByTestId('template-gallery');
  await panel.getByRole('searchbox', { name: 'Search templates' }).fill('sailboat');
  // The search applies after a pause: click once the list has settled, or the click may land
  // on a card the filtered list has just moved under the pointer.
  await expect(panel.getByRole('button', { name: /Retrospective: start, stop/ })).toHaveCount(0);
  await panel.getByRole('button', { name: /Retrospective: the sailboat/ }).click();
  const template = page.getByTestId('template-meeting');
  await expect(template).toContainText('Retrospective: the sailboat');
  await template.getByRole('button', { name: /Wind and anchors/ }).click();
  const sequence = page.getByTestId('template-sequence');
  await expect(sequence).toContainText('20 min');
  await sequence.getByRole('button', { name: 'Insert this sequence' }).click();
  await expect(page.getByTestId('timeline-row')).toHaveCount(1);
  await expect(page.getByTestId('timeline-row')).toContainText('Wind and anchors');
});
