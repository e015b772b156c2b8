import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { servers } from '../playwright.config.ts';
import { signUpViaApi } from '../support/accounts.ts';
import { makePro } from '../support/billing.ts';

/**
 * Issue 30: two team members type in one meeting at once (one of them cut off for a while), an
 * API client saves into it, and a viewer reads it. E2E_SCREENSHOTS=<dir> also saves the screens
 * of presence, carets and the timeline's avatars.
 */

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const AGENDA = 'Team retro\n\n# Check-in\n: 10\n\n# Ideas\n: 20\n\n# Wrap-up\n: 5\n';

test.use({ actionTimeout: 15_000 });

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
async function team(
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

async function person(browser: Browser, request: APIRequestContext, fullName: string) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const account = await signUpViaApi(page, request, { fullName });
  await makePro(request, account.token);
  return { context, page, ...account };
}

/** From the dashboard: the team's space, the workshop's card, then its Edit tab. */
async function openFromDashboard(page: Page) {
  await page.goto('/user');
  const space = page.getByRole('combobox', { name: 'Space', exact: true });
  await expect(space).toBeVisible({ timeout: 30_000 });
  await space.click();
  await page.getByRole('option', { name: 'Design team' }).click();
  await page
    .getByTestId('meeting-card')
    .filter({ hasText: 'Team retro' })
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/user\/meeting\//);
  await page.getByRole('tab', { name: 'Edit' }).click({ timeout: 30_000 });
  await expect(page.getByTestId('agenda-editor')).toBeVisible();
}

const content = (page: Page) => page.getByTestId('agenda-editor').locator('.cm-content');

/** The document the editor holds (not its rendering, which hides marks off the caret's line). */
function editorText(page: Page): Promise<string> {
  return content(page).evaluate((element) => {
    const tile = (element as unknown as { cmTile?: { root?: { view?: unknown } } }).cmTile;
    const view = tile?.root?.view as { state: { doc: { toString(): string } } } | undefined;
    return view ? view.state.doc.toString() : '';
  });
}

/** Puts the caret at the end of the line holding `words`. */
async function caretAfter(page: Page, words: string) {
  await content(page).locator('.cm-line').filter({ hasText: words }).first().click();
  await page.keyboard.press('End');
}

/** Both editors hold the same text within 1 s of the last keystroke, polled. */
async function converged(a: Page, b: Page, ...present: string[]): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const [first, second] = await Promise.all([editorText(a), editorText(b)]);
        text = first;
        return first === second && present.every((words) => first.includes(words));
      },
      { timeout: 1_000, intervals: [50] },
    )
    .toBe(true);
  return text;
}

async function shot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: false });
}

async function closeAll(...contexts: BrowserContext[]) {
  await Promise.all(contexts.map((context) => context.close()));
}

test('two members co-edit a meeting: they converge at once, see each other, survive a cut network; an API save and a viewer follow', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const alice = await person(browser, request, 'Alice Owner');
  const bob = await person(browser, request, 'Bob Member');
  const vera = await person(browser, request, 'Vera Viewer');
  const { uuid } = await team(request, alice, [
    { ...bob, role: 'editor' },
    { ...vera, role: 'viewer' },
  ]);

  await openFromDashboard(alice.page);
  await openFromDashboard(bob.page);
  await expect.poll(() => editorText(alice.page), { timeout: 15_000 }).toContain('# Wrap-up');

  // Each sees the other in the header.
  await expect(alice.page.getByTestId('presence-avatar')).toHaveAttribute(
    'data-name',
    'Bob Member',
  );
  await expect(bob.page.getByTestId('presence-avatar')).toHaveAttribute('data-name', 'Alice Owner');

  // Both type in different sequences at the same time.
  await caretAfter(alice.page, 'Check-in');
  await caretAfter(bob.page, 'Wrap-up');
  await Promise.all([
    alice.page.keyboard.type('\n@ Alice leads', { delay: 20 }),
    bob.page.keyboard.type('\nThank everyone', { delay: 20 }),
  ]);
  await converged(alice.page, bob.page, '@ Alice leads', 'Thank everyone');

  // Each sees the other's caret with their name, and where they are on the timeline.
  await expect(alice.page.locator('.cm-ySelectionInfo')).toHaveText('Bob Member');
  await expect(bob.page.locator('.cm-ySelectionInfo')).toHaveText('Alice Owner');
  const wrapUpRow = alice.page.getByTestId('timeline-row').filter({ hasText: 'Wrap-up' });
  await expect(wrapUpRow.getByTestId('sequence-presence')).toBeVisible();
  await expect(wrapUpRow.getByLabel('Bob Member is here')).toBeVisible();
  if (process.env.E2E_SCREENSHOTS) {
    await shot(alice.page, 'coediting-1366-light');
    await alice.page.emulateMedia({ colorScheme: 'dark' });
    await shot(alice.page, 'coediting-1366-dark');
    await alice.page.emulateMedia({ colorScheme: 'light' });
    await bob.page.setViewportSize({ width: 390, height: 844 });
    await bob.page.getByTestId('presence-avatar').focus();
    await shot(bob.page, 'coediting-390-light');
    await bob.page.emulateMedia({ colorScheme: 'dark' });
    await shot(bob.page, 'coediting-390-dark');
    await bob.page.emulateMedia({ colorScheme: 'light' });
    await bob.page.setViewportSize({ width: 1366, height: 900 });
  }

  // The same line at the same time, the case that once lost a person's words.
  await caretAfter(alice.page, 'Ideas');
  await caretAfter(bob.page, 'Ideas');
  await Promise.all([
    alice.page.keyboard.type(' mapping', { delay: 15 }),
    bob.page.keyboard.type(' voting', { delay: 15 }),
  ]);
  await converged(alice.page, bob.page, 'mapping', 'voting');

  // Bob's network goes; both keep typing; it returns and nothing is lost.
  await bob.context.setOffline(true);
  await expect(bob.page.getByTestId('save-status')).toHaveAttribute('data-status', 'offline');
  await caretAfter(bob.page, 'Thank everyone');
  await bob.page.keyboard.type(' for coming');
  await caretAfter(alice.page, 'Alice leads');
  await alice.page.keyboard.type(' the round');
  await bob.context.setOffline(false);
  await expect
    .poll(
      async () => {
        const [a, b] = await Promise.all([editorText(alice.page), editorText(bob.page)]);
        return a === b && a.includes('for coming') && a.includes('the round');
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  await expect(bob.page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved', {
    timeout: 15_000,
  });

  // An API client saves (PUT with its base version): both editors show it.
  await expect
    .poll(
      async () => {
        const current = await request.get(`/v3/meetings/${uuid}`, { headers: auth(bob.token) });
        const meeting = (await current.json()) as { content: string; version: number };
        if (!meeting.content.includes('for coming')) return 0;
        const put = await request.put(`/v3/meetings/${uuid}`, {
          headers: auth(bob.token),
          data: {
            baseVersion: meeting.version,
            content: meeting.content.replace('# Wrap-up', '# Wrap-up and drinks'),
          },
        });
        return put.status();
      },
      { timeout: 20_000 },
    )
    .toBe(200);
  await expect.poll(() => editorText(alice.page)).toContain('# Wrap-up and drinks');
  await expect.poll(() => editorText(bob.page)).toContain('# Wrap-up and drinks');

  // The viewer opens the workshop from the dashboard and reads it where participants do, with
  // nothing to type into.
  await vera.page.goto('/user');
  const space = vera.page.getByRole('combobox', { name: 'Space', exact: true });
  await expect(space).toBeVisible({ timeout: 30_000 });
  await space.click();
  await vera.page.getByRole('option', { name: 'Design team' }).click();
  await vera.page
    .getByTestId('meeting-card')
    .filter({ hasText: 'Team retro' })
    .getByRole('link')
    .first()
    .click();
  await expect(vera.page).toHaveURL(new RegExp(`/meeting/${uuid}$`));
  await expect(vera.page.getByText('Team retro').first()).toBeVisible();
  await expect(vera.page.locator('[contenteditable="true"]')).toHaveCount(0);

  // Leaving: the other's avatar goes within 5 s.
  await bob.page.goto('/user');
  await expect(alice.page.getByTestId('presence-avatar')).toHaveCount(0, { timeout: 5_000 });
  await closeAll(alice.context, bob.context, vera.context);
});
