import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { servers } from '../playwright.config.ts';
import { signUpViaApi } from '../support/accounts.ts';
import { makePro } from '../support/billing.ts';
import { openMeetingCard } from '../support/pages.ts';

/*
 * What the co-editing journeys share (coediting.spec.ts on the e2e server, coediting-scale-out
 * on two processes of their own): a team with a workshop, people signed in, the editor's text.
 * Every request context and browser context carries the base URL of the server it talks to.
 */

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });
export const AGENDA = 'Team retro\n\n# Check-in\n: 10\n\n# Ideas\n: 20\n\n# Wrap-up\n: 5\n';

async function invitationTo(request: APIRequestContext, email: string): Promise<string> {
  let text = '';
  await expect
    .poll(async () => {
      const response = await request.get(`${servers.mail}/mail?to=${encodeURIComponent(email)}`);
      if (response.ok()) text = ((await response.json()) as { text: string }).text;
      return text.includes('?invitation=');
    })
    .toBe(true);
  const link = text.split(/\s+/).find((word) => word.includes('?invitation=')) ?? '';
  return new URL(link).searchParams.get('invitation') ?? '';
}

/** A PRO owner's teamspace with `people` joined through their e-mailed invitations, and a workshop. */
export async function team(
  request: APIRequestContext,
  owner: { token: string },
  people: { token: string; email: string; role: 'editor' | 'viewer' }[],
) {
  const created = await request.post('/v3/workspaces', {
    headers: auth(owner.token),
    data: { name: 'Design team' },
  });
  const teamId = ((await created.json()) as { uuid: string }).uuid;
  for (const person of people) {
    const invited = await request.post(`/v3/workspaces/${teamId}/users`, {
      headers: auth(owner.token),
      data: { email: person.email, role: person.role },
    });
    expect(invited.status()).toBe(201);
    const invitation = await invitationTo(request, person.email);
    const joined = await request.post(`/v3/workspaces/${teamId}/join`, {
      headers: auth(person.token),
      data: { invitation },
    });
    expect(joined.status()).toBe(200);
  }
  const meeting = await request.post('/v3/meetings', {
    headers: auth(owner.token),
    data: { content: AGENDA, workspace_uuid: teamId },
  });
  expect(meeting.status()).toBe(201);
  return { uuid: ((await meeting.json()) as { uuid: string }).uuid };
}

/** A PRO account signed in on a browser context of its own (on `baseURL` when given). */
export async function person(
  browser: Browser,
  request: APIRequestContext,
  fullName: string,
  baseURL?: string,
) {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    ...(baseURL ? { baseURL } : {}),
  });
  const page = await context.newPage();
  const account = await signUpViaApi(page, request, { fullName });
  await makePro(request, account.token);
  return { context, page, ...account };
}

/** From the dashboard: the team's space, the workshop's card, then its Edit tab. */
export async function openFromDashboard(page: Page) {
  await page.goto('/user');
  const space = page.getByRole('combobox', { name: 'Space', exact: true });
  await expect(space).toBeVisible({ timeout: 30_000 });
  await space.click();
  await page.getByRole('option', { name: 'Design team' }).click();
  await openMeetingCard(page, 'Team retro');
  await expect(page).toHaveURL(/\/user\/meeting\//);
  await page.getByRole('tab', { name: 'Edit' }).click({ timeout: 30_000 });
  await expect(page.getByTestId('agenda-editor')).toBeVisible();
}

export const content = (page: Page) => page.getByTestId('agenda-editor').locator('.cm-content');

/** The document the editor holds (not its rendering, which hides marks off the caret's line). */
export function editorText(page: Page): Promise<string> {
  return content(page).evaluate((element) => {
    const tile = (element as unknown as { cmTile?: { root?: { view?: unknown } } }).cmTile;
    const view = tile?.root?.view as { state: { doc: { toString(): string } } } | undefined;
    return view ? view.state.doc.toString() : '';
  });
}

/** Puts the caret at the end of the line holding `words`. */
export async function caretAfter(page: Page, words: string) {
  await content(page).locator('.cm-line').filter({ hasText: words }).first().click();
  await page.keyboard.press('End');
}

/**
 * Both editors hold the same text, with `present` in it, within 1 s of the last keystroke
 * (polled every 50 ms). A failure says whether they got there later, and when, or not at all.
 */
export async function converged(a: Page, b: Page, ...present: string[]): Promise<string> {
  const since = Date.now();
  let texts: [string, string] = ['', ''];
  const same = async () => {
    texts = await Promise.all([editorText(a), editorText(b)]);
    return texts[0] === texts[1] && present.every((words) => texts[0].includes(words));
  };
  while (Date.now() - since <= 1_000) {
    if (await same()) return texts[0];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  while (Date.now() - since <= 15_000) {
    if (await same()) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const later = texts[0] === texts[1] ? `only after ${Date.now() - since} ms` : 'not in 15 s';
  throw new Error(
    `the two editors were not identical within 1 s, ${later}:\n--- A\n${texts[0]}\n--- B\n${texts[1]}`,
  );
}

/** Both sign in, see each other, then type at once in different sequences and on one line. */
export async function typeTogether(a: Page, b: Page) {
  await caretAfter(a, 'Check-in');
  await caretAfter(b, 'Wrap-up');
  await Promise.all([
    a.keyboard.type('\n@ Alice leads', { delay: 20 }),
    b.keyboard.type('\nThank everyone', { delay: 20 }),
  ]);
  await converged(a, b, '@ Alice leads', 'Thank everyone');
  // The same line at the same time, the case that once lost a person's words.
  await caretAfter(a, 'Ideas');
  await caretAfter(b, 'Ideas');
  await Promise.all([
    a.keyboard.type(' mapping', { delay: 15 }),
    b.keyboard.type(' voting', { delay: 15 }),
  ]);
  await converged(a, b, 'mapping', 'voting');
}

export async function closeAll(...contexts: BrowserContext[]) {
  await Promise.all(contexts.map((context) => context.close()));
}
