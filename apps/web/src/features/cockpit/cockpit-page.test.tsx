import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { meetingFixture } from '../insight/insight-fixtures.ts';
import { cockpitAgenda, NOW, runningFixture, stateFixture } from './cockpit-fixtures.ts';
import {
  connect,
  json,
  minute,
  sent,
  show,
  setUpCockpitHarness,
  uuid,
} from './cockpit-harness.tsx';
import { readText } from '../../test/read-text.ts';

vi.mock('../live/connection/index.ts', () => import('./cockpit-live-double.ts'));
setUpCockpitHarness();

describe('cockpit intro', () => {
  it('offers to start, says when it would end, and starts', async () => {
    connect(stateFixture());
    show();
    expect(await screen.findByText('Ready to start')).toBeVisible();
    expect(screen.getByText('4 sequences, 45 min planned.')).toBeVisible();
    expect(readText(screen.getByTestId('cockpit-estimated-end').textContent)).toMatch(
      /^Started now, it would end at \d\d:\d\d\.$/,
    );
    expect(screen.getAllByTestId('cockpit-sequence')).toHaveLength(4);
    fireEvent.click(screen.getByTestId('cockpit-start'));
    await waitFor(() => expect(sent).toEqual([{ type: 'start' }]));
  });

  it('makes a phone remote link on demand', async () => {
    connect(stateFixture());
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('/control-tokens') && init?.method === 'POST') {
        return json({
          id: '0b2c3d4e-5f60-4718-9a0b-1c2d3e4f5a6b',
          token: 'tok',
          url: `http://localhost/m/${uuid}/remote#t=tok`,
        });
      }
      if (url.endsWith('/control-tokens')) return json({ items: [] });
      return json(meetingFixture({ content: cockpitAgenda }));
    });
    vi.stubGlobal('fetch', fetchMock);
    show();
    fireEvent.click(await screen.findByTestId('cockpit-create-remote'));
    expect(((await screen.findByTestId('cockpit-remote-link')) as HTMLInputElement).value).toBe(
      `http://localhost/m/${uuid}/remote#t=tok`,
    );
  });
});

describe('cockpit after the run', () => {
  const finished = () =>
    runningFixture({
      status: 'finished',
      currentIndex: 3,
      finishedAt: NOW,
      sequenceStartedAt: null,
      sequences: runningFixture().sequences.map((sequence) => ({
        ...sequence,
        actualMs: sequence.index === 2 ? 0 : sequence.plannedMs + minute,
        skipped: sequence.index === 2,
      })),
    });

  it('sums up the run and runs it again', async () => {
    connect(finished());
    show();
    expect(await screen.findByText('The event is over')).toBeVisible();
    // Planned is what was meant to run: the skipped 5-minute energizer is set apart.
    expect(readText(screen.getByTestId('cockpit-finished-planned').textContent)).toBe('40 min');
    expect(readText(screen.getByTestId('cockpit-finished-actual').textContent)).toBe('43 min');
    expect(screen.getByText('1 sequence was skipped.')).toBeVisible();
    expect(screen.getByTestId('cockpit-insight').getAttribute('href')).toBe(
      `/user/meeting/${uuid}/stats`,
    );
    fireEvent.click(screen.getByTestId('cockpit-run-again'));
    await waitFor(() => expect(sent).toEqual([{ type: 'start' }]));
  });

  it('opens on a fresh start when asked to run the meeting again', async () => {
    connect(finished());
    const router = show(`/user/meeting/${uuid}/resume?again=1`);
    expect(await screen.findByText('Ready to start')).toBeVisible();
    expect(screen.getByText('4 sequences, 45 min planned.')).toBeVisible();
    const rows = screen.getAllByTestId('cockpit-sequence');
    expect(rows.map((row) => row.dataset.progress)).toEqual([
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    // Read once: a reload at the end of the next run shows that run's summary.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    fireEvent.click(screen.getByTestId('cockpit-start'));
    await waitFor(() => expect(sent).toEqual([{ type: 'start' }]));
  });

  it('restarts only after saying what it erases', async () => {
    connect(finished());
    show();
    fireEvent.click(await screen.findByTestId('cockpit-restart'));
    expect(
      await screen.findByText(
        'This erases the progress and the time per sequence, and restarts from the first sequence.',
      ),
    ).toBeVisible();
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByTestId('cockpit-restart-confirm'));
    await waitFor(() => expect(sent).toEqual([{ type: 'restart' }]));
  });

  it('keeps the finished screen after ending the event for everyone', async () => {
    connect(finished(), { status: 'ended' });
    show();
    expect(await screen.findByTestId('cockpit-finished')).toBeVisible();
  });

  it('says when the event was ended before the cockpit knew its state', async () => {
    connect(null, { status: 'ended' });
    show();
    expect(await screen.findByText('The event has ended')).toBeVisible();
  });

  it('explains a refused join', async () => {
    connect(null, { status: 'error', error: { code: 'FORBIDDEN', message: 'no' } });
    show();
    expect(
      await screen.findByText('You can see this meeting but not run it. Ask its owner.'),
    ).toBeVisible();
  });
});
