import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { shot } from '../support/shots.ts';
import { servers } from '../playwright.config.ts';
import { accessibilityProblems } from '../support/axe.ts';
import { signUpViaApi } from '../support/accounts.ts';
import { makePro } from '../support/billing.ts';
import { openFromNavigation, openMeetingCard } from '../support/pages.ts';

/**
 * Issue 30: comments with @mentions between two team members, the activity list, and the
 * invitation card that says what accepting needs. E2E_SCREENSHOTS=<dir> also saves the screens.
 */

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

// A step that cannot happen fails in seconds, not at the end of a long journey's budget.
test.use({ actionTimeout: 15_000 });

/** The newest mail to `email` whose subject passes `wanted` (the e2e mailbox). */
async function mailTo(
  request: APIRequestContext,
  email: string,
  wanted: (subject: string) => boolean,
): Promise<{ subject: string; text: string }> {
  let mail = { subject: '', text: '' };
  await expect
    .poll(async () => {
      const response = await request.get(`${servers.mail}/mail?to=${encodeURIComponent(email)}`);
      if (response.ok()) mail = (await response.json()) as typeof mail;
      return wanted(mail.subject);
    })
    .toBe(true);
  return mail;
}

function invitationOf(text: string): URL {
  return new URL(text.split(/\s+/).find((word) => word.includes('?invitation=')) ?? '');
}

/** A PRO owner's team with a member who joined through the e-mail's link, and a workshop. */
async function teamWithMember(
  request: APIRequestContext,
  owner: { token: string },
  member: { token: string; email: string },
) {
  const team = await request.post('/v3/workspaces', {
    headers: auth(owner.token),
    data: { name: 'Design team' },
  });
  const teamId = ((await team.json()) as { uuid: string }).uuid;
  const invited = await request.post(`/v3/workspaces/${teamId}/users`, {
    headers: auth(owner.token),
    data: { email: member.email, role: 'editor' },
  });
  expect(invited.status()).toBe(201);
  const mail = await mailTo(request, member.email, (subject) => subject.includes('Design team'));
  const invitation = invitationOf(mail.text).searchParams.get('invitation');
  const joined = await request.post(`/v3/workspaces/${teamId}/join`, {
    headers: auth(member.token),
    data: { invitation },
  });
  expect(joined.status()).toBe(200);
  const created = await request.post('/v3/meetings', {
    headers: auth(owner.token),
    data: {
      content: 'Team retro\n\n# Check-in\n: 10\n\n# Ideas\n: 20\n\n# Wrap-up\n: 5\n',
      workspace_uuid: teamId,
    },
  });
  expect(created.status()).toBe(201);
  return { teamId, uuid: ((await created.json()) as { uuid: string }).uuid };
}

/** From the dashboard: the team's space, the workshop's card, then its Edit tab. */
async function openFromDashboard(page: Page, words: { space: string; edit: string }) {
  await page.goto('/user');
  const space = page.getByRole('combobox', { name: words.space, exact: true });
  // The switcher appears once the teams are read: on a busy machine, after the first paint.
  await expect(space).toBeVisible({ timeout: 30_000 });
  await space.click();
  await page.getByRole('option', { name: 'Design team' }).click();
  await openMeetingCard(page, 'Team retro');
  await page.getByRole('tab', { name: words.edit }).click();
  await expect(page.getByTestId('agenda-editor')).toBeVisible();
}

async function twoMembers(browser: Browser, page: Page, request: APIRequestContext) {
  const owner = await signUpViaApi(page, request, { fullName: 'Alice Owner' });
  await makePro(request, owner.token);
  const otherContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const other = await otherContext.newPage();
  const member = await signUpViaApi(other, request, { fullName: 'Bob Member' });
  await makePro(request, member.token);
  return { owner, member, other, otherContext };
}

test.describe('comments at 1366 in English', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('A comments on a sequence mentioning B; B gets the e-mail, sees the count and replies; A resolves; the activity lists it all', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const { owner, member, other, otherContext } = await twoMembers(browser, page, request);
    const { uuid } = await teamWithMember(request, owner, member);

    // A: from the dashboard to the editor, then the Comments tab, empty with its purpose.
    await openFromDashboard(page, { space: 'Space', edit: 'Edit' });
    await page.getByRole('tab', { name: /^Comments/ }).click();
    await expect(page.getByTestId('comments-empty')).toContainText('No comments yet');
    await page.getByLabel('Comment on').selectOption({ label: '2. Ideas' });
    const composer = page.getByRole('combobox', { name: 'Your comment' });
    await composer.fill('Can we cut this to 15 minutes? @Bo');
    await expect(page.getByRole('option', { name: 'Bob Member' })).toBeVisible();
    await shot(page, 'composer-mentions-1366-light');
    expect(await accessibilityProblems(page)).toEqual([]);
    await composer.press('Enter');
    await expect(composer).toHaveValue('Can we cut this to 15 minutes? @Bob Member ');
    await composer.pressSequentially('what do you think?');
    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(page.getByText('Comment posted. Bob Member will get an e-mail.')).toBeVisible();
    const thread = page.getByTestId('comment-thread');
    await expect(thread).toHaveCount(1);
    await expect(thread.getByTestId('mention-chip')).toHaveText('@Bob Member');
    await expect(thread).toContainText('On Ideas');
    await expect(composer).toHaveValue('');

    // The e-mail to B, with the link to the meeting.
    const mail = await mailTo(request, member.email, (subject) =>
      subject.includes('mentioned you'),
    );
    expect(mail.subject).toBe('Alice Owner mentioned you in "Team retro"');
    expect(mail.text).toContain('the sequence "Ideas"');
    expect(mail.text).toContain(`/user/meeting/${uuid}?tab=edit&comment=`);

    // B: the count on the timeline's card, the thread, a reply.
    await openFromDashboard(other, { space: 'Space', edit: 'Edit' });
    const ideas = other.getByTestId('timeline-row').filter({ hasText: 'Ideas' });
    await expect(ideas.getByTestId('timeline-comments')).toHaveText('1');
    await expect(ideas.getByLabel('1 open comment thread')).toBeVisible();
    await other.getByRole('tab', { name: /^Comments/ }).click();
    const seen = other.getByTestId('comment-thread');
    await expect(seen).toContainText('Can we cut this to 15 minutes?');
    await seen.getByRole('button', { name: 'Reply' }).click();
    await other.getByRole('combobox', { name: 'Your reply' }).fill('Yes, 15 is enough.');
    await other.getByRole('combobox', { name: 'Your reply' }).press('Control+Enter');
    await expect(seen).toContainText('Yes, 15 is enough.');
    // B edits their reply: the text changes and says it was edited.
    await seen.getByRole('button', { name: 'Edit' }).click();
    const editBox = other.getByRole('combobox', { name: 'Your comment' }).last();
    await editBox.fill('Yes, 15 is enough for us.');
    await seen.getByRole('button', { name: 'Save' }).click();
    await expect(seen).toContainText('Yes, 15 is enough for us.');
    await expect(seen).toContainText('edited');
    await shot(other, 'threads-1366-light');
    expect(await accessibilityProblems(other)).toEqual([]);

    // A: reopens the tab (it reads again), sees the reply, resolves the thread, changes the agenda.
    await page.getByRole('tab', { name: 'Details' }).click();
    await page.getByRole('tab', { name: /^Comments/ }).click();
    await expect(thread).toContainText('Yes, 15 is enough for us.');
    await thread.getByRole('button', { name: 'Resolve' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'No open thread' })).toBeVisible();
    await page.getByRole('button', { name: /Show resolved/ }).click();
    await expect(page.getByTestId('comment-thread')).toContainText('Resolved by Alice Owner');
    const editor = page.getByTestId('agenda-editor').locator('.cm-content');
    await editor.getByText(': 20').click();
    await page.keyboard.press('End');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('15');
    await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved', {
      timeout: 15_000,
    });

    // The activity: the change, the comment and the reply, newest first.
    await page.getByTestId('comments-panel').getByText('Activity', { exact: true }).click();
    const activity = page.getByTestId('activity-list');
    await expect(activity).toContainText('Alice Owner changed the agenda');
    await expect(activity).toContainText('Bob Member replied on Ideas');
    await expect(activity).toContainText('Alice Owner commented on Ideas');
    await expect(activity.locator('li').first()).toContainText('Alice Owner changed the agenda');
    await shot(page, 'activity-1366-light');
    expect(await accessibilityProblems(page)).toEqual([]);

    await page.emulateMedia({ colorScheme: 'dark' });
    await page.getByTestId('comments-panel').getByText('Threads', { exact: true }).click();
    await page.getByRole('button', { name: /Show resolved/ }).click();
    await expect(page.getByTestId('comment-thread')).toContainText('Resolved by Alice Owner');
    await shot(page, 'threads-1366-dark');
    await otherContext.close();
  });

  test('a free invitee reads what accepting needs, and after Accept the way to PRO or a guest seat', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const owner = await signUpViaApi(page, request, { fullName: 'Alice Owner' });
    await makePro(request, owner.token);
    const team = await request.post('/v3/workspaces', {
      headers: auth(owner.token),
      data: { name: 'Board' },
    });
    const teamId = ((await team.json()) as { uuid: string }).uuid;
    const freeContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const free = await freeContext.newPage();
    const invitee = await signUpViaApi(free, request, { fullName: 'Fay Free' });
    await request.post(`/v3/workspaces/${teamId}/users`, {
      headers: auth(owner.token),
      data: { email: invitee.email, role: 'editor' },
    });
    const link = invitationOf(
      (await mailTo(request, invitee.email, (subject) => subject.includes('Board'))).text,
    );
    // Opened from the e-mail, as the invitee would.
    await free.goto(`${link.pathname}${link.search}`);
    const needs = free.getByTestId('invitation-needs');
    await expect(needs).toContainText('What accepting needs');
    await expect(needs).toContainText('Your plan is Free');
    await free.getByRole('button', { name: 'Accept' }).click();
    const alert = free.getByRole('alert');
    await expect(alert).toContainText('needs the PRO plan');
    await expect(alert).toContainText('invite you again as a guest of one workshop');
    await expect(alert.getByRole('link', { name: 'Upgrade to PRO' })).toBeVisible();
    expect(await accessibilityProblems(free)).toEqual([]);
    await shot(free, 'invitation-1366-light');
    await free.emulateMedia({ colorScheme: 'dark' });
    await shot(free, 'invitation-1366-dark');
    await free.setViewportSize({ width: 390, height: 844 });
    await shot(free, 'invitation-390-dark');
    await free.emulateMedia({ colorScheme: 'light' });
    await shot(free, 'invitation-390-light');

    // The owner's members table: the remove control sits on the invitee's row, with its word.
    await openFromNavigation(page, 'Teamspaces');
    await page.getByRole('link', { name: 'Board' }).first().click();
    await page.getByRole('tab', { name: 'Members' }).click();
    const row = page.getByTestId('members').getByRole('row').filter({ hasText: invitee.email });
    const remove = row.getByRole('button', { name: `Remove ${invitee.email}` });
    await expect(remove).toBeVisible();
    await expect(remove).toHaveText('Remove');
    await shot(page, 'members-1366-light');
    await freeContext.close();
  });
});

test.describe('comments at 390 in French', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('on a phone, in French: comment on the whole meeting with a mention, see it and the activity', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    await page.addInitScript(() => localStorage.setItem('ordo.language', 'fr'));
    const owner = await signUpViaApi(page, request, { fullName: 'Alice Owner', language: 'fr' });
    await makePro(request, owner.token);
    const memberContext = await browser.newContext();
    const memberPage = await memberContext.newPage();
    const member = await signUpViaApi(memberPage, request, {
      fullName: 'Bob Member',
      language: 'fr',
    });
    await makePro(request, member.token);
    await teamWithMember(request, owner, member);
    await memberContext.close();

    await openFromDashboard(page, { space: 'Espace', edit: 'Modifier' });
    await page.getByRole('tab', { name: /^Commentaires/ }).click();
    await expect(page.getByTestId('comments-empty')).toContainText('Aucun commentaire');
    await page.getByLabel('Commenter').selectOption({ label: 'Toute la réunion' });
    const composer = page.getByRole('combobox', { name: 'Votre commentaire' });
    await composer.fill('Qui prend les notes ? @bob');
    await expect(page.getByRole('option', { name: 'Bob Member' })).toBeVisible();
    await shot(page, 'composer-mentions-390-fr-light');
    await composer.press('Enter');
    await page.getByRole('button', { name: 'Commenter', exact: true }).click();
    await expect(page.getByText('Commentaire publié. Bob Member recevra un e-mail.')).toBeVisible();
    await expect(page.getByTestId('comment-thread')).toContainText('Toute la réunion');
    const mail = await mailTo(request, member.email, (subject) => subject.includes('mentionné'));
    // French typography: no-break spaces inside « ».
    expect(mail.subject).toBe('Alice Owner vous a mentionné dans «\u00a0Team retro\u00a0»');
    // The e-mail's link opens the editor on the Comments tab, the thread marked.
    const link = new URL(mail.text.split(/\s+/).find((word) => word.includes('comment=')) ?? '');
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByTestId('comments-panel')).toBeVisible();
    await expect(page.locator('[data-testid="comment-thread"][data-highlighted]')).toContainText(
      'Qui prend les notes',
    );
    await shot(page, 'threads-390-fr-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await shot(page, 'threads-390-fr-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByTestId('comments-panel').getByText('Activité', { exact: true }).click();
    await expect(page.getByTestId('activity-list')).toContainText('Alice Owner a commenté');
    await shot(page, 'activity-390-fr-light');
    // Nothing wider than the phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
