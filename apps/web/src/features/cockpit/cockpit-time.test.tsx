import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Meeting } from '@ordo/contract';
import { NOW, runningFixture, stateFixture } from './cockpit-fixtures.ts';
import {
  connect,
  key,
  minute,
  sent,
  setUpCockpitHarness,
  show,
  stubMeeting,
} from './cockpit-harness.tsx';
import { readText } from '../../test/read-text.ts';

// The cockpit's time controls and projected times. Rendering only, as in cockpit-page.test:
// the connection is tested with its module, the commands with the server.
vi.mock('../live/connection/index.ts', () => import('./cockpit-live-double.ts'));
setUpCockpitHarness();

/** A meeting at 11:00 in Paris (09:00 UTC in May): it has clock times. */
const clockSettings = { date: '2026-05-12', startTime: '11:00', timeZone: 'Europe/Paris' };

/** The cockpit of a meeting with these settings. */
function showWith(settings: Partial<Meeting['settings']> = {}) {
  stubMeeting(settings);
  show();
}

// runningFixture: on "What went well" (20 min) four minutes in at NOW (09:20 UTC); then
// Energizer 5 min and Actions 10 min.
describe('cockpit time controls', () => {
  it.each([
    ['cockpit-minus-five', -5],
    ['cockpit-minus', -1],
    ['cockpit-plus', 1],
    ['cockpit-plus-five', 5],
  ])('%s adds %i minutes to the current sequence', async (testId, minutes) => {
    connect(runningFixture());
    showWith();
    fireEvent.click(await screen.findByTestId(testId));
    await waitFor(() => expect(sent).toEqual([{ type: 'addTime', minutes }]));
  });

  it('sets the time left from minutes:seconds, Enter sending it', async () => {
    connect(runningFixture());
    showWith();
    fireEvent.click(await screen.findByTestId('cockpit-time-left'));
    const input = await screen.findByTestId('time-left-input');
    expect((input as HTMLInputElement).value).toBe('16:00');
    fireEvent.change(input, { target: { value: '5:30' } });
    fireEvent.submit(input);
    await waitFor(() => expect(sent).toEqual([{ type: 'setTimeLeft', seconds: 330 }]));
    await waitFor(() => expect(screen.queryByTestId('time-dialog')).toBeNull());
  });

  it('says what is wrong with a time left it cannot read, and sends nothing', async () => {
    connect(runningFixture());
    showWith();
    fireEvent.click(await screen.findByTestId('cockpit-time-left'));
    const input = await screen.findByTestId('time-left-input');
    fireEvent.change(input, { target: { value: '5:75' } });
    fireEvent.submit(input);
    expect(await screen.findByText(/minutes:seconds such as 5:30/)).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('ends at hh:mm on the meeting clock, opened with E, and says which clock', async () => {
    connect(runningFixture());
    showWith(clockSettings);
    await screen.findByTestId('cockpit-time-zone');
    await key('e');
    const dialog = await screen.findByTestId('time-dialog');
    expect(within(dialog).getByText('In the meeting’s time zone: Europe/Paris')).toBeVisible();
    const input = within(dialog).getByTestId('end-at-input') as HTMLInputElement;
    // 16 minutes left at 11:20 Paris time.
    expect(input.value).toBe('11:36');
    // Keys typed in the dialog are the dialog's, not the run's.
    await key(' ', input);
    fireEvent.change(input, { target: { value: '11:45' } });
    fireEvent.submit(input);
    await waitFor(() =>
      expect(sent).toEqual([{ type: 'endAt', at: Date.UTC(2026, 4, 12, 9, 45) }]),
    );
  });

  it('refuses an end already past (it would be tomorrow, over 12 hours away)', async () => {
    connect(runningFixture());
    showWith(clockSettings);
    await screen.findByTestId('cockpit-time-zone');
    fireEvent.click(screen.getByTestId('cockpit-end-at'));
    const input = await screen.findByTestId('end-at-input');
    fireEvent.change(input, { target: { value: '11:00' } });
    fireEvent.submit(input);
    expect(await screen.findByText(/has passed, or is more than 12 hours away/)).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('closes with Escape without sending anything', async () => {
    connect(runningFixture());
    showWith();
    await screen.findByTestId('current-title');
    await key('t');
    const input = await screen.findByTestId('time-left-input');
    fireEvent.keyDown(input, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('time-dialog')).toBeNull());
    expect(sent).toEqual([]);
  });
});

describe('cockpit time dialog and the run', () => {
  it('closes when the run finishes, and does not come back with the next run', async () => {
    connect(runningFixture());
    showWith();
    await screen.findByTestId('current-title');
    await key('t');
    await screen.findByTestId('time-dialog');
    // The connection is mocked: opening the help re-renders the page, which then reads the
    // run's new state.
    connect(stateFixture({ status: 'finished', runId: 'r', finishedAt: NOW }));
    await key('?');
    fireEvent.keyDown(await screen.findByTestId('cockpit-help'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('cockpit-help')).toBeNull());
    expect(screen.queryByTestId('time-dialog')).toBeNull();
    connect(runningFixture());
    await key('?');
    expect(await screen.findByTestId('current-title')).toBeVisible();
    // A modal opens after its transition: give it the time to, were it coming back.
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(screen.queryByTestId('time-dialog')).toBeNull();
  });
});

describe('cockpit projected times', () => {
  it('shows when each sequence to come should start, and the projected end, on the meeting clock', async () => {
    connect(runningFixture());
    showWith(clockSettings);
    expect(readText((await screen.findByTestId('cockpit-time-zone')).textContent)).toBe(
      'Times in Europe/Paris',
    );
    const starts = screen
      .getAllByTestId('cockpit-sequence-start')
      .map((s) => readText(s.textContent));
    expect(starts).toEqual(['Projected start 11:3611:36', 'Projected start 11:4111:41']);
    expect(readText(screen.getByTestId('cockpit-sequence-end').textContent)).toBe('until 11:36');
    expect(readText(screen.getByTestId('cockpit-projected-end').textContent)).toBe('11:51');
  });

  it('moves them after minutes were added and a sequence skipped', async () => {
    const base = runningFixture({ addedMs: 5 * minute });
    connect({
      ...base,
      sequences: base.sequences.map((s) =>
        s.index === 1 ? { ...s, addedMs: 5 * minute } : s.index === 2 ? { ...s, skipped: true } : s,
      ),
    });
    showWith(clockSettings);
    await screen.findByTestId('cockpit-time-zone');
    // 21 minutes left of "What went well", the Energizer skipped, Actions from 11:41.
    const starts = screen
      .getAllByTestId('cockpit-sequence-start')
      .map((s) => readText(s.textContent));
    expect(starts).toEqual(['Projected start 11:4111:41']);
    expect(readText(screen.getByTestId('cockpit-projected-end').textContent)).toBe('11:51');
    expect(readText(screen.getByTestId('cockpit-delay').textContent)).toBe('On time');
  });

  it('without clock times, shows no time zone label', async () => {
    connect(runningFixture());
    showWith();
    await screen.findByTestId('cockpit-projected-end');
    expect(screen.getAllByTestId('cockpit-sequence-start')).toHaveLength(2);
    expect(screen.queryByTestId('cockpit-time-zone')).toBeNull();
  });
});
