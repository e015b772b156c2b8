import { expect, test } from '../fixtures.ts';
import { shot } from '../support/shots.ts';
import {
  auth,
  caretAfter,
  closeAll,
  converged,
  editorText,
  openFromDashboard,
  person,
  team,
} from './coediting-support.ts';
import { openMeetingCard } from '../support/pages.ts';

/**
 * Issue 30: two team members type in one meeting at once (one of them cut off for a while, one
 * typing before co-editing's code has arrived), an API client saves into it, the activity names
 * who ran it, and a viewer reads it. E2E_SCREENSHOTS=<dir> also saves the screens of presence,
 * carets, the timeline's avatars, a comment thread and the activity list.
 */

test.use({ actionTimeout: 15_000 });

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
  await expect.poll(() => editorText(alice.page), { timeout: 15_000 }).toContain('# Wrap-up');

  await openFromDashboard(bob.page);

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
  await openMeetingCard(vera.page, 'Team retro');
  await expect(vera.page).toHaveURL(new RegExp(`/meeting/${uuid}$`));
  // The participant page's first paint, a page load of its own while three editors run.
  await expect(vera.page.getByText('Team retro').first()).toBeVisible({ timeout: 30_000 });
  // The agenda itself, not a title left from the page before (a viewer once got "not found").
  await expect(vera.page.getByRole('heading', { name: 'Check-in' })).toBeVisible();
  await expect(vera.page.getByRole('heading', { name: 'Meeting not found' })).toHaveCount(0);
  await expect(vera.page.locator('[contenteditable="true"]')).toHaveCount(0);

  // Leaving: the other's avatar goes within 5 s.
  await bob.page.goto('/user');
  await expect(alice.page.getByTestId('presence-avatar')).toHaveCount(0, { timeout: 5_000 });
  await closeAll(alice.context, bob.context, vera.context);
});

test('a member typing before co-editing has loaded loses nothing; the activity names who ran the meeting', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const alice = await person(browser, request, 'Alice Owner');
  const bob = await person(browser, request, 'Bob Member');
  const { uuid } = await team(request, alice, [{ ...bob, role: 'editor' }]);
  await openFromDashboard(alice.page);
  await expect.poll(() => editorText(alice.page), { timeout: 15_000 }).toContain('# Wrap-up');

  // Bob's co-editing code arrives late (held here): his editor shows and takes his typing at
  // once, and nothing he typed meanwhile is lost when the shared text binds.
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = () => undefined as void;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await bob.page.route(/\/assets\/collab-runtime-[^/]*\.js$/, async (route) => {
    asked();
    await held;
    await route.continue();
  });
  await openFromDashboard(bob.page);
  await requested;
  await caretAfter(bob.page, ': 20');
  await bob.page.keyboard.type('\nBob typed this early');
  await expect(bob.page.getByTestId('presence-avatar')).toHaveCount(0);
  expect(await editorText(bob.page)).toContain('Bob typed this early');
  release();
  await expect
    .poll(() => editorText(alice.page), { timeout: 15_000 })
    .toContain('Bob typed this early');
  await expect.poll(() => editorText(bob.page)).toBe(await editorText(alice.page));

  // Alice runs it (her cockpit's Start, sent as the API does); Bob comments; the activity
  // names them both.
  const started = await request.post(`/v3/meetings/${uuid}/run`, {
    headers: auth(alice.token),
    data: { type: 'start' },
  });
  expect(started.status()).toBe(200);
  await bob.page.getByRole('tab', { name: /^Comments/ }).click();
  await bob.page.getByRole('combobox', { name: 'Your comment' }).fill('Ten minutes is plenty.');
  await bob.page.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(bob.page.getByTestId('comment-thread')).toContainText('Ten minutes is plenty.');
  await bob.page.getByTestId('comments-panel').getByText('Activity', { exact: true }).click();
  const activity = bob.page.getByTestId('activity-list');
  await expect(activity).toContainText('Alice Owner ran the meeting live');
  // Not necessarily first: Bob's typing is stored as a version once the document is saved,
  // which may come after his comment.
  await expect(activity).toContainText('Bob Member commented on');
  if (process.env.E2E_SCREENSHOTS) {
    await shot(bob.page, 'activity-1366-light');
    await bob.page.emulateMedia({ colorScheme: 'dark' });
    await shot(bob.page, 'activity-1366-dark');
    await bob.page.setViewportSize({ width: 390, height: 844 });
    await activity.scrollIntoViewIfNeeded();
    await shot(bob.page, 'activity-390-dark');
    await bob.page.emulateMedia({ colorScheme: 'light' });
    await shot(bob.page, 'activity-390-light');
    await bob.page.getByTestId('comments-panel').getByText('Threads', { exact: true }).click();
    await bob.page.getByTestId('comment-thread').scrollIntoViewIfNeeded();
    await shot(bob.page, 'thread-390-light');
    await bob.page.emulateMedia({ colorScheme: 'dark' });
    await shot(bob.page, 'thread-390-dark');
    await bob.page.setViewportSize({ width: 1366, height: 900 });
    await shot(bob.page, 'thread-1366-dark');
    await bob.page.emulateMedia({ colorScheme: 'light' });
    await shot(bob.page, 'thread-1366-light');
  }
  await closeAll(alice.context, bob.context);
});
