import { expect, test } from '../fixtures.ts';
import { signUpViaApi } from '../support/accounts.ts';
import { accessibilityProblems } from '../support/axe.ts';
import { agenda, createMeeting, openShareTab, visitor } from '../support/sharing.ts';

test('the owner restricts a meeting; a visitor joins with the wrong, then the right access code', async ({
  page,
  request,
  browser,
}) => {
  const { token } = await signUpViaApi(page, request);
  const meeting = await createMeeting(request, token, agenda);

  await openShareTab(page, meeting.uuid);
  await page.getByRole('radio', { name: 'Restricted' }).check();
  await page.getByLabel('Access code').first().fill('harbour-lights-42');
  await page.getByRole('button', { name: 'Protect with this code' }).click();
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved', {
    timeout: 15_000,
  });
  await expect(page.getByTestId('share-join-code')).toHaveValue(meeting.joinCode);
  await expect(page.getByTestId('share-public-link')).toHaveValue(/\/m\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('share-qr')).toBeVisible();
  // The preview is the server's projection: public lines yes, private notes never.
  const preview = page.getByTestId('share-preview');
  await expect(preview).toContainText('Walk through the three themes');
  await expect(preview).not.toContainText('Secret facilitator note');
  await expect(preview).not.toContainText('ask Bob');
  const sheet = page.getByTestId('print-sheet');
  await expect(sheet).toContainText('Roadmap review');
  await expect(sheet).not.toContainText('Secret facilitator note');

  const guest = await visitor(browser);
  await guest.page.goto('/meeting/join');
  await guest.page.getByLabel('Event code').fill(meeting.joinCode.toLowerCase());
  await guest.page.getByRole('button', { name: 'Continue' }).click();
  await expect(guest.page.getByRole('heading', { name: 'This event is protected' })).toBeVisible();
  await guest.page.getByRole('textbox', { name: 'Access code' }).fill('wrong-password');
  await guest.page.getByRole('button', { name: 'Join' }).click();
  await expect(
    guest.page.getByText('This access code is not valid. Check it with the facilitator.'),
  ).toBeVisible();

  await guest.page.getByRole('textbox', { name: 'Access code' }).fill('harbour-lights-42');
  await guest.page.getByRole('button', { name: 'Join' }).click();
  await expect(guest.page).toHaveURL(new RegExp(`/meeting/${meeting.uuid}$`));
  const shown = guest.page.getByTestId('public-agenda');
  await expect(shown.getByRole('heading', { level: 1 })).toHaveText('Quarterly planning');
  await expect(shown.getByTestId('public-sequence')).toHaveCount(3);
  await expect(shown).toContainText('09:10');
  await expect(shown).toContainText('Times in Europe/Paris');
  await expect(shown.locator('strong')).toHaveText('roadmap');
  for (const secret of ['budget is tight', 'Secret facilitator note', 'ask Bob']) {
    await expect(shown).not.toContainText(secret);
  }

  // The pass is remembered: a reload opens the agenda without asking again.
  await guest.page.reload();
  await expect(guest.page.getByTestId('public-agenda')).toBeVisible();
  await expect(guest.page.getByRole('textbox', { name: 'Access code' })).toHaveCount(0);
  expect(guest.page.url()).not.toContain('/user/login');
  expect(guest.errors).toEqual([]);
  await guest.page.context().close();
});

test('a markdown XSS payload in a public description does not run', async ({
  page,
  request,
  browser,
}) => {
  const { token } = await signUpViaApi(page, request);
  const payloads = [
    `<img src=x onerror="window.__xss=1;fetch('/xss-img')">`,
    `<script>window.__xss=2;fetch('/xss-script')</script>`,
    `[click me](javascript:fetch('/xss-link'))`,
    `![x](javascript:fetch('/xss-image'))`,
    `<svg onload="fetch('/xss-svg')"></svg>`,
    `**bold** <a href="javascript:fetch('/xss-a')">a</a>`,
    `[data](data:text/html,<script>fetch('/xss-data')</script>)`,
    `[safe](https://safe.example/agenda)`,
  ];
  const content = `XSS check\n# Payloads\n: 5\n${payloads.map((line) => `> ${line}`).join('\n')}\n`;
  const meeting = await createMeeting(request, token, content, { visibility: 'Public' });

  const guest = await visitor(browser);
  const requests: string[] = [];
  const dialogs: string[] = [];
  guest.page.on('request', (sent) => requests.push(sent.url()));
  guest.page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  // The one safe link opens a page of this test's own, never the network.
  await guest.page
    .context()
    .route('https://safe.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>safe</title>' }),
    );
  await guest.page.goto(`/m/${meeting.uuid}`);
  const shown = guest.page.getByTestId('public-agenda');
  await expect(shown).toContainText('<script>');
  await expect(shown.locator('strong')).toHaveText('bold');
  // A dangerous link is shown as the text that was typed; only the safe link is a link.
  await expect(shown).toContainText("[click me](javascript:fetch('/xss-link'))");
  await expect(shown).toContainText(`<a href="javascript:fetch('/xss-a')">a</a>`);
  const links = shown.locator('a:not([data-testid="brand-mark"])');
  await expect(links).toHaveCount(1);
  await expect(links).toHaveAttribute('href', 'https://safe.example/agenda');
  await expect(links).toHaveAttribute('rel', 'noopener noreferrer');
  // Clicking it opens a new tab, and that tab opening is the sign the click was handled.
  const opened = guest.page.context().waitForEvent('page');
  await links.click();
  const tab = await opened;
  await expect(tab).toHaveURL('https://safe.example/agenda');
  await tab.close();
  expect(await guest.page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  expect(requests.filter((url) => url.includes('xss'))).toEqual([]);
  expect(dialogs).toEqual([]);
  expect(guest.errors).toEqual([]);
  await guest.page.context().close();
});

test('the public view reads on a phone and axe finds no serious violation', async ({
  page,
  request,
  browser,
}) => {
  const { token } = await signUpViaApi(page, request);
  const meeting = await createMeeting(request, token, agenda, {
    visibility: 'Public',
    date: '2026-03-03',
  });
  // The signed-in owner on the public link sees what participants see, not their notes.
  await page.goto(`/m/${meeting.uuid}`);
  await expect(page.getByTestId('public-agenda')).toContainText('Walk through the three themes');
  await expect(page.getByTestId('public-agenda')).not.toContainText('Secret facilitator note');

  const guest = await visitor(browser);
  await guest.page.goto(`/m/${meeting.uuid}`);
  await expect(guest.page.getByTestId('public-agenda')).toContainText('Tuesday, 3 March 2026');
  await expect(guest.page.getByTestId('brand-mark')).toBeVisible();
  const overflow = await guest.page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  expect(await accessibilityProblems(guest.page)).toEqual([]);
  expect(guest.errors).toEqual([]);
  await guest.page.context().close();
});

test('an event code leads a phone to the meeting, and the join screen passes axe', async ({
  page,
  request,
  browser,
}) => {
  const { token } = await signUpViaApi(page, request);
  const meeting = await createMeeting(request, token, agenda, { visibility: 'Public' });
  const guest = await visitor(browser);
  await guest.page.goto(`/meeting/join/${meeting.joinCode}`);
  await expect(guest.page).toHaveURL(new RegExp(`/meeting/${meeting.uuid}$`));
  await expect(guest.page.getByTestId('public-agenda')).toContainText(
    'Walk through the three themes',
  );
  await guest.page.goto('/meeting/join');
  await expect(guest.page.getByRole('heading', { name: 'Join an event' })).toBeVisible();
  expect(await accessibilityProblems(guest.page)).toEqual([]);
  expect(guest.errors).toEqual([]);
  await guest.page.context().close();
});

test('the public link asks the access code, remembers it, and asks again once the code changes', async ({
  page,
  request,
  browser,
}) => {
  const { token } = await signUpViaApi(page, request);
  const owner = { authorization: `Bearer ${token}` };
  const meeting = await createMeeting(request, token, agenda, {
    visibility: 'Restricted',
    code: 'first-code',
  });
  const guest = await visitor(browser);
  await guest.page.goto(`/m/${meeting.uuid}`);
  await expect(guest.page.getByRole('heading', { name: 'This event is protected' })).toBeVisible();
  const password = guest.page.getByRole('textbox', { name: 'Access code' });
  await guest.page.getByRole('button', { name: 'Join' }).click();
  await expect(guest.page.getByText('An access code is required.', { exact: true })).toBeVisible();
  await password.fill('second-code');
  await guest.page.getByRole('button', { name: 'Join' }).click();
  await expect(
    guest.page.getByText('This access code is not valid. Check it with the facilitator.'),
  ).toBeVisible();
  await password.fill('first-code');
  await guest.page.getByRole('button', { name: 'Join' }).click();
  await expect(guest.page.getByTestId('public-agenda')).toContainText('Roadmap review');
  await guest.page.reload();
  await expect(guest.page.getByTestId('public-agenda')).toContainText('Roadmap review');

  const current = (await (
    await request.get(`/v3/meetings/${meeting.uuid}`, { headers: owner })
  ).json()) as { version: number };
  const changed = await request.put(`/v3/meetings/${meeting.uuid}`, {
    headers: owner,
    data: { baseVersion: current.version, settings: { code: 'second-code' } },
  });
  expect(changed.status()).toBe(200);
  await guest.page.reload();
  await expect(guest.page.getByRole('heading', { name: 'This event is protected' })).toBeVisible();
  await password.fill('second-code');
  await guest.page.getByRole('button', { name: 'Join' }).click();
  await expect(guest.page.getByTestId('public-agenda')).toContainText('Roadmap review');
  expect(guest.errors).toEqual([]);
  await guest.page.context().close();
});

test('a private or unknown meeting is simply not found, in French too', async ({
  page,
  request,
  browser,
}) => {
  const { token } = await signUpViaApi(page, request);
  const meeting = await createMeeting(request, token, agenda);
  const guest = await visitor(browser);
  await guest.page.goto(`/meeting/${meeting.uuid}`);
  await expect(guest.page.getByRole('heading', { name: 'Meeting not found' })).toBeVisible();
  await guest.page.evaluate(() => localStorage.setItem('ordo.language', 'fr'));
  await guest.page.goto(`/meeting/join/${meeting.joinCode}`);
  await expect(guest.page.getByText('Réunion introuvable')).toBeVisible();
  await guest.page.getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(guest.page).toHaveURL(/\/$/);
  expect(guest.errors).toEqual([]);
  await guest.page.context().close();
});
