import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { signUpViaApi } from '../support/accounts.ts';
import { device } from '../support/live.ts';
import { screenshotPath } from '../support/shots.ts';

// Issue 28, planning part: a facilitator plans a sequence in three breakout rooms from the
// dashboard, sees them as lanes in the timeline, finds them (without private notes) in the
// share preview and on the participant page, and prints a page per room for its host.

const PRIVATE = 'ZQXPRIV figures';

const agenda = [
  'Design workshop',
  '> Three problems, three groups',
  '',
  '# Welcome',
  ': 10',
  '',
  '# Groups',
  ': 30',
  '> Split into three rooms',
  'Put the timer on the wall',
  '## Budget',
  ': 25',
  '@ Ann',
  '> Pick three lines to cut',
  PRIVATE,
  '### Read',
  ': 5',
  '### Decide',
  ': 20',
  '## Hiring',
  '@ Bo',
  '> Draft the job ad',
  '### Draft',
  ': 20',
  '### Review',
  ': 10',
  '## Tools',
  '@ Cy',
  '> Choose one tool to drop',
  '### Vote',
  ': 15',
  '',
  '# Wrap-up',
  ': 10',
  '',
].join('\n');

const words = {
  en: {
    newMeeting: 'New meeting',
    share: 'Share',
    public: 'Public',
    prepare: 'Prepare',
    print: 'Print',
    participants: 'Participants',
    lanes: 'Rooms of Groups',
    sheet: 'Room sheet · Groups',
  },
  fr: {
    newMeeting: 'Nouvelle réunion',
    share: 'Partager',
    public: 'Publique',
    prepare: 'Préparer',
    print: 'Imprimer',
    participants: 'Participants',
    lanes: 'Salles de Groups',
    sheet: 'Fiche de salle · Groups',
  },
} as const;

const setups = [
  { lang: 'en', viewport: { width: 1366, height: 900 }, colorScheme: 'light' },
  { lang: 'fr', viewport: { width: 390, height: 844 }, colorScheme: 'dark' },
] as const;

/** A screenshot in both colour schemes, the one the test runs in first (with E2E_SCREENSHOTS). */
async function shoot(page: Page, target: Locator | Page, name: string, first: 'light' | 'dark') {
  if (!screenshotPath(`rooms-planning/${name}-${first}`)) return;
  const other = first === 'light' ? 'dark' : 'light';
  for (const scheme of [first, other] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await target.screenshot({ path: screenshotPath(`rooms-planning/${name}-${scheme}`) ?? '' });
  }
  await page.emulateMedia({ colorScheme: first });
}

for (const setup of setups) {
  test.describe(`rooms on the planning screens (${setup.lang}, ${setup.viewport.width} px)`, () => {
    test.use({
      viewport: setup.viewport,
      locale: setup.lang === 'fr' ? 'fr-FR' : 'en-US',
      colorScheme: setup.colorScheme,
    });

    test('three rooms: lanes, the public view without notes, a printed page per room', async ({
      page,
      request,
      browser,
    }) => {
      test.setTimeout(180_000);
      const w = words[setup.lang];
      const tag = `${setup.lang}-${setup.viewport.width}`;
      await page.addInitScript((lang) => localStorage.setItem('ordo.language', lang), setup.lang);
      await signUpViaApi(page, request, { language: setup.lang });

      // Dashboard → New meeting → the agenda typed like a person types it.
      await page.goto('/user');
      await page.getByRole('button', { name: w.newMeeting }).first().click();
      await expect(page).toHaveURL(/\/user\/meeting\/[0-9a-f-]{36}\?tab=edit$/);
      const text = page.getByTestId('agenda-editor').locator('.cm-content');
      await text.click();
      await page.keyboard.type(agenda);
      await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved', {
        timeout: 15_000,
      });

      // The timeline: the rooms as lanes with their hosts; every lane reachable by keyboard.
      const lanes = page.getByRole('list', { name: w.lanes });
      await lanes.scrollIntoViewIfNeeded();
      await expect(lanes.getByTestId('room-lane')).toHaveCount(3);
      await expect(lanes.getByTestId('room-lane').first()).toHaveAttribute(
        'aria-label',
        /Budget.*Ann/,
      );
      await expect(lanes.getByTestId('room-lane').nth(1).getByTestId('room-step')).toHaveText([
        /Draft/,
        /Review/,
      ]);
      await lanes.getByTestId('room-lane').first().focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(lanes.getByTestId('room-lane').nth(2)).toBeFocused();
      await expect(lanes.getByTestId('room-lane').nth(2)).toBeInViewport();
      const row = page.locator('[data-testid="timeline-row"][data-rooms]');
      await shoot(page, row, `lanes-${tag}`, setup.colorScheme);
      await shoot(page, page, `editor-${tag}`, setup.colorScheme);

      // Share: public, and the preview lists the rooms — never the room's private note.
      await page.getByRole('tab', { name: w.share }).click();
      await page.getByRole('radio', { name: w.public, exact: true }).check();
      await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved', {
        timeout: 15_000,
      });
      const preview = page.getByTestId('share-preview');
      await expect(preview.getByTestId('public-room')).toHaveCount(3);
      await expect(preview).toContainText('Pick three lines to cut');
      await expect(preview).not.toContainText(PRIVATE);
      const link = (await page.getByTestId('share-public-link').inputValue()).replace(
        /^https?:\/\/[^/]+/,
        '',
      );

      // A participant opens the shared link on a phone.
      const participant = await device(browser, { width: 390, height: 844 }, setup.lang);
      await participant.page.emulateMedia({ colorScheme: setup.colorScheme });
      await participant.page.goto(link);
      const rooms = participant.page.getByTestId('public-room');
      await expect(rooms).toHaveCount(3);
      await expect(rooms.first()).toContainText('Ann');
      await expect(rooms.nth(2)).toContainText('Choose one tool to drop');
      await expect(participant.page.locator('body')).not.toContainText(PRIVATE);
      await participant.page.getByTestId('public-rooms').scrollIntoViewIfNeeded();
      await shoot(participant.page, participant.page, `public-${tag}`, setup.colorScheme);
      expect(participant.errors).toEqual([]);
      await participant.context.close();

      // Print: a page per room for its host, the private note on the facilitator's sheet only.
      await page.getByRole('tab', { name: w.prepare }).click();
      await page.getByRole('link', { name: w.print, exact: true }).click();
      const pages = page.getByTestId('print-room');
      await expect(pages).toHaveCount(3);
      await expect(pages.first()).toContainText(w.sheet);
      await expect(pages.first()).toContainText(PRIVATE);
      await expect(pages.nth(1).getByTestId('print-room-step')).toHaveCount(2);
      await pages.first().scrollIntoViewIfNeeded();
      await shoot(page, pages.first(), `print-room-${tag}`, setup.colorScheme);
      await page.getByText(w.participants, { exact: true }).click();
      await expect(pages).toHaveCount(3);
      await expect(page.getByTestId('print-sheet')).not.toContainText(PRIVATE);
      await page.emulateMedia({ media: 'print' });
      const breaks = await pages.evaluateAll((elements) =>
        elements.map((element) => getComputedStyle(element).breakBefore),
      );
      expect(breaks).toEqual(['page', 'page', 'page']);
    });
  });
}
