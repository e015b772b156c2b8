import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { PublicMeeting, RunStateBody } from '@ordo/contract';
import { withServerHtml } from '../../test/public-meeting.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { NOW, runState, runningAt } from '../live/test/run-state.ts';
import { PublicAgenda } from './public-agenda.tsx';
import { readText } from '../../test/read-text.ts';

const sequence = (index: number, title: string) => ({
  index,
  title,
  optional: false,
  speakers: [],
  durationMinutes: 10,
  startMinute: index * 10,
  endMinute: index * 10 + 10,
  start: null,
  end: null,
  description: '',
});

const meeting: PublicMeeting = withServerHtml({
  uuid: '3f1c2a9e-1111-4222-8333-444455556666',
  title: 'Team day',
  objective: '',
  date: null,
  startTime: null,
  timeZone: 'Europe/Paris',
  language: 'en',
  lifecycle: 'live',
  schedule: { totalMinutes: 45, requiredMinutes: 45, optionalMinutes: 0, end: null },
  sequences: [sequence(0, 'Welcome'), sequence(1, 'Retro'), sequence(2, 'Wrap-up')],
  brandColor: null,
  hideBranding: true,
  indexable: false,
});

function show(state: RunStateBody | null, shown: PublicMeeting = meeting) {
  renderWithProviders(
    <MemoryRouter>
      <PublicAgenda
        meeting={shown}
        run={state ? { state, status: 'live', serverNow: () => NOW } : null}
      />
    </MemoryRouter>,
  );
  return screen.getAllByTestId('public-sequence');
}

describe('PublicAgenda following a live run', () => {
  it('highlights the current sequence with its time left and marks the past ones done', () => {
    const rows = show(runningAt(1, 754_000));
    expect(rows.map((row) => row.dataset.progress)).toEqual(['done', 'current', 'upcoming']);
    expect(rows[1]?.getAttribute('aria-current')).toBe('step');
    expect(readText(rows[0]?.textContent)).toContain('Done');
    expect(readText(screen.getByTestId('public-remaining').textContent)).toBe('13 min left');
    expect(readText(screen.getByTestId('public-live-badge').textContent)).toBe('Live');
  });

  it('marks a skipped sequence and says how far over the current one runs', () => {
    const state = runningAt(0, -125_000);
    state.sequences[1] = { ...state.sequences[1]!, skipped: true };
    const rows = show(state);
    expect(rows.map((row) => row.dataset.progress)).toEqual(['current', 'skipped', 'upcoming']);
    expect(readText(rows[1]?.textContent)).toContain('Skipped');
    expect(readText(screen.getByTestId('public-remaining').textContent)).toBe('3 min over');
  });

  it('marks everything done once the run is finished, without the live badge', () => {
    const rows = show(runState({ status: 'finished', runId: 'r', finishedAt: NOW }));
    expect(rows.map((row) => row.dataset.progress)).toEqual(['done', 'done', 'done']);
    expect(screen.queryByTestId('public-live-badge')).toBeNull();
    expect(screen.getByTestId('public-run-finished')).toBeVisible();
  });

  it('shows the plain agenda without a run', () => {
    const rows = show(null);
    expect(rows.every((row) => row.dataset.progress === undefined)).toBe(true);
    expect(screen.queryByTestId('public-live-badge')).toBeNull();
  });
});

// NOW is 08:00 UTC on 15 January 2027, 09:00 in Paris. The run's plan: Welcome 10 min, Retro
// 30 min, Wrap-up 5 min.
const atNine: PublicMeeting = {
  ...meeting,
  date: '2027-01-15',
  startTime: '09:00',
  sequences: meeting.sequences.map((s) => ({
    ...s,
    start: `09:${String(s.startMinute).padStart(2, '0')}`,
    end: `09:${String(s.endMinute).padStart(2, '0')}`,
  })),
};
const expected = () =>
  screen.queryAllByTestId('public-projected-start').map((s) => readText(s.textContent));

describe('PublicAgenda: projected times while the run goes on', () => {
  it('shows when each sequence to come is expected, beside its planned time, and the end', () => {
    // Welcome ends 5 minutes early.
    show(runningAt(0, 5 * 60_000), atNine);
    expect(expected()).toEqual(['Expected start09:05', 'Expected start09:35']);
    const rows = screen.getAllByTestId('public-sequence');
    expect(readText(rows[1]?.textContent)).toContain('planned 09:10');
    expect(readText(screen.getByTestId('public-projected-end').textContent)).toBe(
      'Expected end: 09:40',
    );
    expect(readText(screen.getByTestId('public-time-zone').textContent)).toContain(
      'Times in Europe/Paris',
    );
  });

  it('gives a skipped sequence no expected time, and moves the next one up', () => {
    const state = runningAt(0, 5 * 60_000);
    state.sequences[1] = { ...state.sequences[1]!, skipped: true };
    show(state, atNine);
    expect(expected()).toEqual(['Expected start09:05']);
    expect(readText(screen.getAllByTestId('public-sequence')[1]?.textContent)).toContain('Skipped');
    expect(readText(screen.getByTestId('public-projected-end').textContent)).toBe(
      'Expected end: 09:10',
    );
  });

  it('follows an overrun: what comes next starts when the current one ends, now at the latest', () => {
    show(runningAt(0, -3 * 60_000), atNine);
    expect(expected()).toEqual(['Expected start09:00', 'Expected start09:30']);
  });

  it('without clock times, shows expected times but no time zone', () => {
    show(runningAt(0, 5 * 60_000));
    expect(expected()).toHaveLength(2);
    expect(screen.queryByTestId('public-time-zone')).toBeNull();
  });

  it('shows no expected times before the start or once it is over', () => {
    show(runState({ status: 'finished', runId: 'r', finishedAt: NOW }), atNine);
    expect(expected()).toEqual([]);
    expect(screen.queryByTestId('public-projected-end')).toBeNull();
  });
});
