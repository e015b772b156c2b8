import { HtmlValidate, type Message } from 'html-validate';
import { test, expect } from '../fixtures.ts';
import { signUpViaApi } from '../support/accounts.ts';
import { openFrontDoor } from '../support/pages.ts';
import type { Page } from '@playwright/test';

/**
 * Issue 27: pages checked by the standard's own tool. html-validate's recommended rules, with
 * only these off, each for a reason that is not a defect of the page:
 */
const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // Prettier formats our HTML files and writes `<!doctype html>` and `<meta … />`: both are
    // valid HTML; these two rules only prefer another spelling.
    'doctype-style': 'off',
    'void-style': 'off',
    // Chromium's outerHTML and React's server renderer write a value-less attribute with an
    // empty value (`crossorigin=""`, `inert=""`, `checked=""`): the same HTML, spelled otherwise.
    'attribute-empty-style': 'off',
    'attribute-boolean-style': 'off',
    // React's server renderer keeps some attribute names in camel case (`spellCheck`,
    // `autoCapitalize`); HTML attribute names are case-insensitive.
    'attr-case': 'off',
    // Serialised documents keep the whitespace text nodes React leaves between elements.
    'no-trailing-whitespace': 'off',
    // Mantine's markup we cannot change: Accordion panels are `<div role="region">` and Progress
    // a `<div role="progressbar">`, both with the ARIA attributes that make them accessible.
    'prefer-native-element': 'off',
    // Mantine writes inline style attributes for its CSS variables (admitted by the CSP's nonce).
    'no-inline-style': 'off',
    // React's useId makes ids such as `_r_k4_`: valid HTML ids (any characters but spaces),
    // which the rule's strict mode would want to start with a letter.
    'valid-id': ['error', { relaxed: true }],
    // Mantine's Select writes its <input> without `type` (text, the default) and its portals'
    // wrappers with role="presentation" (the rule prefers the synonym role="none").
    'no-implicit-input-type': 'off',
    'presentation-role-style': 'off',
    // Mantine's Checkbox lists its static class `mantine-Checkbox-root` twice on one element: a
    // repeated token in `class` means nothing more to a browser.
    'no-dup-class': 'off',
  },
});

/** html-validate's findings, one line each, with where they are. */
async function problems(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) =>
    result.messages.map(
      (message: Message) =>
        `${message.ruleId} at ${message.line}:${message.column} ${message.selector ?? ''}: ${message.message}`,
    ),
  );
}

/** The document as Chromium has it once the app has rendered. */
const rendered = (page: Page) =>
  page.evaluate(() => `<!DOCTYPE html>\n${document.documentElement.outerHTML}`);

const agenda = 'Standards review\n> Check every page\n\n# Welcome\n: 10\n@ Ann\n\n# Wrap-up\n: 5\n';

async function publicMeeting(page: Page) {
  const { token } = await signUpViaApi(page, page.request);
  const response = await page.request.post('/v3/meetings', {
    headers: { authorization: `Bearer ${token}` },
    data: { content: agenda, settings: { visibility: 'Public' } },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { uuid: string }).uuid;
}

test.describe('valid HTML (html-validate, recommended rules)', () => {
  test('the front door, the gallery and the pricing page, as served and as rendered', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    for (const path of ['/', '/templates', '/pricing']) {
      const served = await page.request.get(path);
      expect(served.status()).toBe(200);
      expect.soft(await problems(await served.text()), `${path} as served`).toEqual([]);
      await openFrontDoor(page, path);
      expect.soft(await problems(await rendered(page)), `${path} as rendered`).toEqual([]);
    }
  });

  test('a public meeting, the dashboard and the print pages, as served and as rendered', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const uuid = await publicMeeting(page);
    const card = page.getByTestId('meeting-card').filter({ hasText: 'Standards review' });
    // Each page as a person opens it: the public link pasted, the rest by clicks.
    const pages: [string, () => Promise<void>][] = [
      [
        `/m/${uuid}`,
        async () => {
          await page.goto(`/m/${uuid}`);
          await expect(page.getByRole('heading', { name: 'Standards review' })).toBeVisible();
        },
      ],
      [
        // The signed-in frame (header, navigation), which once wrote a <style> into the body.
        '/user',
        async () => {
          await page.goto('/user');
          await expect(card).toBeVisible({ timeout: 30_000 });
        },
      ],
      [
        `/user/meeting/${uuid}/print`,
        async () => {
          await card.getByRole('link').first().click();
          await expect(page.getByTestId('prepare-checklist')).toBeVisible();
          await page.getByRole('link', { name: 'Print', exact: true }).click();
          await expect(page.getByTestId('print-sheet')).toBeVisible();
        },
      ],
      [
        '/meeting/printMeeting',
        async () => {
          await page.goto('/meeting/printMeeting');
          await expect(page.getByRole('main')).toBeVisible();
        },
      ],
    ];
    for (const [path, open] of pages) {
      const served = await page.request.get(path);
      expect(served.status()).toBe(200);
      expect.soft(await problems(await served.text()), `${path} as served`).toEqual([]);
      await open();
      expect.soft(await problems(await rendered(page)), `${path} as rendered`).toEqual([]);
    }
  });
});

test('an unknown page answers 404 with the app, which shows its not-found page', async ({
  page,
}) => {
  const served = await page.request.get('/no/such/page');
  expect(served.status()).toBe(404);
  expect(served.headers()['content-type']).toContain('text/html');
  expect(await problems(await served.text())).toEqual([]);
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This page has disappeared' })).toBeVisible();
  expect(await problems(await rendered(page))).toEqual([]);
});

test('from the dashboard to Settings › Account, a calendar feed address to copy and to replace', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const { token } = await signUpViaApi(page, page.request);
  const created = await page.request.post('/v3/meetings', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      content: agenda,
      settings: {
        date: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
        startTime: '10:00',
        timeZone: 'Europe/Paris',
      },
    },
  });
  expect(created.status()).toBe(201);
  const uuid = ((await created.json()) as { uuid: string }).uuid;

  await page.goto('/user');
  await page.getByRole('button', { name: 'Your account' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await page.getByRole('tab', { name: 'Account' }).click();
  const feed = page.getByTestId('calendar-feed');
  await expect(feed).toContainText('Google Calendar');
  await feed.getByRole('button', { name: 'Create my calendar address' }).click();
  const address = feed.getByTestId('calendar-feed-url');
  await expect(address).toHaveValue(/\/v1\/users\/me\/calendar\.ics\?token=/);
  const first = await address.inputValue();

  // What a calendar app gets when it subscribes: the meeting, with its own UID.
  const ics = await page.request.get(first);
  expect(ics.status()).toBe(200);
  expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = (await ics.text()).replace(/\r\n[ \t]/g, '');
  expect(text).toContain(`UID:${uuid}@ordo.meeting`);
  expect(text).toContain('SUMMARY:Standards review');

  // One click makes a new address; the old one stops working at once.
  await feed.getByRole('button', { name: 'Make a new address' }).click();
  await expect(address).not.toHaveValue(first);
  const second = await address.inputValue();
  expect((await page.request.get(second)).status()).toBe(200);
  const refused = await page.request.get(first);
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ code: 'CALENDAR_TOKEN_INVALID' });
});
