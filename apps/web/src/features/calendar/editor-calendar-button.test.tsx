import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoute } from '../../test/render.tsx';
import { writeLocalDraft, type LocalDraft } from '../editor/local-draft.ts';

const calendarButton = { name: 'Add to calendar (.ics)' };
const draft = (change: Partial<LocalDraft>): LocalDraft => ({
  content: '',
  fridge: [],
  trash: [],
  details: { date: null, startTime: null },
  ...change,
});

/** The editor offers a calendar file only once there is something to put in a calendar. */
describe("the editor's calendar button", () => {
  it('is not shown on an undated, empty draft', async () => {
    renderRoute('/meeting/editor');
    expect(await screen.findByRole('link', { name: 'Print a run sheet' })).toBeVisible();
    expect(screen.queryByRole('button', calendarButton)).toBeNull();
  }, 20_000);

  it.each([
    ['an agenda', draft({ content: 'Retro\n# Check-in\n: 10\n' })],
    ['a date', draft({ details: { date: '2026-12-01', startTime: null } })],
  ])(
    'is shown once the draft has %s',
    async (_what, stored) => {
      writeLocalDraft(stored);
      renderRoute('/meeting/editor');
      expect(await screen.findByRole('button', calendarButton)).toBeVisible();
    },
    20_000,
  );
});
