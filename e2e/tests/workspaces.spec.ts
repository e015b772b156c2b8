import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { accessibilityProblems } from '../support/axe.ts';
import { servers } from '../playwright.config.ts';
import { signUpViaApi } from '../support/accounts.ts';
import { makePro } from '../support/billing.ts';
import { openFromNavigation, openMeetingCard } from '../support/pages.ts';

/** The link of the newest invitation mailed to `email` (the e2e mailbox: mail-catcher.ts). */
async function invitationLink(request: APIRequestContext, email: string): Promise<URL> {
  let text = '';
  await expect
    .poll(async () => {
      const mail = await request.get(`${servers.mail}/mail?to=${encodeURIComponent(email)}`);
      text = mail.ok() ? ((await mail.json()) as { text: string }).text : '';
      return text.includes('?invitation=');
    })
    .toBe(true);
  const word = text.split(/\s+/).find((part) => part.includes('?invitation=')) ?? '';
  return new URL(word);
}

const editor = (page: Page) => page.getByTestId('agenda-editor').locator('.cm-content');
const editorText = (page: Page) =>
  editor(page).evaluate((element) =>
    [...element.querySelectorAll('.cm-line')].map((line) => line.textContent ?? '').join('\n'),
  );
/** From the teamspace's page, its workshop's card, then the editor tab. */
async function openCard(page: Page, uuid: string) {
  await openMeetingCard(page, 'Team retro');
  await page.getByRole('tab', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/user/meeting/${uuid}\\?tab=edit$`));
}

const saved = (page: Page) =>
  expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved', {
    timeout: 15_000,
  });

test('an owner creates a team and invites; the member accepts and edits a team workshop the owner sees change live', async ({
  page,
  browser,
  request,
}) => {
  // Two people, two browsers and five axe passes: a long journey on a shared machine.
  test.setTimeout(240_000);
  const owner = await signUpViaApi(page, request, { fullName: 'Olga Owner' });
  await makePro(request, owner.token);
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  const invitee = await signUpViaApi(member, request, { fullName: 'Max Member' });
  await makePro(request, invitee.token);

  await openFromNavigation(page, 'Teamspaces');
  await expect(page.getByRole('heading', { name: 'Teamspaces', level: 1 })).toBeVisible();
  expect(await accessibilityProblems(page)).toEqual([]);
  await page.getByLabel('Name').fill('Design team');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/user\/workspace\/[0-9a-f-]{36}$/);
  const teamId = page.url().split('/').pop() ?? '';
  await expect(page.getByRole('heading', { name: 'Design team', level: 1 })).toBeVisible();
  expect(await accessibilityProblems(page)).toEqual([]);

  await page.getByRole('tab', { name: 'Members' }).click();
  await page.getByLabel('E-mail address').fill(invitee.email);
  await page.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByText(`Invitation sent to ${invitee.email}`)).toBeVisible();
  await expect(page.getByTestId('members')).toContainText(invitee.email);
  await expect(page.getByTestId('members')).toContainText('Invited');
  expect(await accessibilityProblems(page)).toEqual([]);

  const created = await request.post('/v3/meetings', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { content: 'Team retro\n\n# Check-in\n: 10\n', workspace_uuid: teamId },
  });
  expect(created.status()).toBe(201);
  const { uuid } = (await created.json()) as { uuid: string };

  // The member's address is not verified, so the list shows nothing of the team: they open the
  // link of the invitation e-mail (its one-time token proves the address), accept, and see the
  // team's workshop.
  await openFromNavigation(member, 'Teamspaces');
  await expect(member.getByRole('heading', { name: 'Teamspaces', level: 1 })).toBeVisible();
  await expect(member.getByTestId('invitations')).toHaveCount(0);
  const link = await invitationLink(request, invitee.email);
  expect(link.pathname).toBe(`/user/workspace/${teamId}`);
  await member.goto(`${link.pathname}${link.search}`);
  await expect(member.getByRole('heading', { name: 'An invitation to a teamspace' })).toBeVisible();
  expect(await accessibilityProblems(member)).toEqual([]);
  await member.getByRole('button', { name: 'Accept' }).click();
  await expect(member.getByText('You joined Design team.')).toBeVisible();
  await expect(member.getByRole('heading', { name: 'Design team', level: 1 })).toBeVisible();
  await expect(member).toHaveURL(new RegExp(`/user/workspace/${teamId}$`));
  await expect(member.getByTestId('meeting-card')).toContainText('Team retro');
  expect(await accessibilityProblems(member)).toEqual([]);

  // Both open the workshop; the member's saved change reaches the owner without a reload.
  await openFromNavigation(page, 'Teamspaces');
  await page.getByRole('link', { name: 'Design team' }).first().click();
  await openCard(page, uuid);
  await expect.poll(() => editorText(page), { timeout: 30_000 }).toContain('# Check-in');
  await openCard(member, uuid);
  await expect.poll(() => editorText(member), { timeout: 30_000 }).toContain('# Check-in');
  await editor(member).getByText('# Check-in').click();
  await member.keyboard.press('End');
  await member.keyboard.type('\n@ Max');
  await saved(member);
  await expect.poll(() => editorText(page), { timeout: 20_000 }).toContain('@ Max');

  await memberContext.close();
});
