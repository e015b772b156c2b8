import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { MantineProvider } from '@mantine/core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { theme } from '../../../app/theme.ts';
import { initialLiveSnapshot, type LiveSnapshot } from '../connection/live-connection.ts';
import type { LiveRun, UseLiveRunOptions } from '../connection/use-live-run.ts';
import { NOW, runningAt } from '../test/run-state.ts';
import { StagePage } from './stage-page.tsx';

const UUID = '3f1c2a9e-1111-4222-8333-444455556666';
let snapshot: LiveSnapshot = initialLiveSnapshot;
const liveCalls: UseLiveRunOptions[] = [];
vi.mock('../connection/use-live-run.ts', () => ({
  useLiveRun: (options: UseLiveRunOptions): LiveRun => {
    liveCalls.push(options);
    return { ...snapshot, serverNow: () => NOW, send: vi.fn() };
  },
}));

const mutate = vi.fn();
let publicView: { status: string; meeting?: Record<string, unknown> } = { status: 'loading' };
vi.mock('../../public-meeting/use-public-meeting.ts', () => ({
  usePublicMeeting: () => ({
    view: publicView,
    // Joining with the pass an access code bought: stage-page-code.test.tsx, where the live
    // server answers by credential.
    unlock: { mutate, isPending: false, error: null, data: undefined },
  }),
}));

function open(search = '') {
  const router = createMemoryRouter([{ path: '/m/:uuid/live', Component: StagePage }], {
    initialEntries: [`/m/${UUID}/live${search}`],
  });
  render(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

beforeEach(() => {
  snapshot = initialLiveSnapshot;
  liveCalls.length = 0;
  mutate.mockClear();
  publicView = { status: 'loading' };
});

describe('StagePage', () => {
  it('joins as a viewer and shows the run', () => {
    snapshot = {
      ...initialLiveSnapshot,
      status: 'live',
      role: 'viewer',
      state: runningAt(1, 60_000),
    };
    publicView = { status: 'ready', meeting: { title: 'Team day' } };
    open();
    expect(liveCalls.at(-1)).toMatchObject({
      meetingId: UUID,
      kind: 'stage',
      auth: {},
      enabled: true,
    });
    expect(screen.getByTestId('current-title').textContent).toBe('Retro');
  });

  it('says in plain words why the stage cannot open', () => {
    snapshot = {
      ...initialLiveSnapshot,
      status: 'error',
      error: { code: 'MEETING_NOT_FOUND', message: 'Meeting not found' },
    };
    open();
    expect(screen.getByText('The stage screen cannot open')).toBeVisible();
    expect(screen.getByText('Meeting not found')).toBeVisible();
  });

  it('says the event was made private when the server cut the stage off', () => {
    snapshot = {
      ...initialLiveSnapshot,
      status: 'error',
      error: { code: 'MEETING_NOT_FOUND', message: 'Meeting not found' },
      revoked: { code: 'MEETING_NOT_FOUND', message: 'Meeting not found', role: null },
    };
    open();
    expect(screen.getByText('This event is private')).toBeVisible();
    expect(
      screen.getByText(
        'The facilitator made this event private: it can no longer be followed from this link.',
      ),
    ).toBeVisible();
  });

  it('asks the new code when the access code changed while showing', () => {
    snapshot = {
      ...initialLiveSnapshot,
      status: 'error',
      error: {
        code: 'INVALID_PASSWORD',
        message: 'This access code is not valid. Check it with the facilitator.',
      },
      revoked: {
        code: 'INVALID_PASSWORD',
        message: 'This access code is not valid. Check it with the facilitator.',
        role: null,
      },
    };
    open();
    expect(screen.getByText('This event is protected')).toBeVisible();
    expect(
      screen.getByText('The access code changed. Type the new code to keep following.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Access code')).toBeVisible();
  });

  it.each([
    ['?layout=clock&theme=light&lang=fr&seconds=0', 'clock', 'light', '10', 'Reste 10'],
    ['?layout=huge&theme=sepia&lang=de&seconds=maybe', 'full', 'dark', '10:00', '10:00 left'],
  ])('reads its options from its address: %s', async (search, layout, scheme, shown, aria) => {
    localStorage.clear();
    snapshot = {
      ...initialLiveSnapshot,
      status: 'live',
      role: 'viewer',
      state: runningAt(1, 600_000),
    };
    publicView = {
      status: 'ready',
      meeting: { title: 'Team day', stageWarnings: null, timeZone: 'UTC' },
    };
    try {
      open(search);
      const stage = screen.getByTestId('stage');
      expect(stage.dataset.layout).toBe(layout);
      expect(stage.dataset.scheme).toBe(scheme);
      expect(screen.getByTestId('countdown').textContent).toBe(shown);
      await waitFor(() =>
        expect(screen.getByTestId('countdown').getAttribute('aria-label')).toBe(aria),
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it("colours the countdown with the meeting's thresholds", () => {
    snapshot = {
      ...initialLiveSnapshot,
      status: 'live',
      role: 'viewer',
      state: runningAt(1, 240_000),
    };
    publicView = {
      status: 'ready',
      meeting: {
        title: 'Team day',
        stageWarnings: { unit: 'minutes', amber: 5, red: 4 },
        timeZone: 'UTC',
        date: null,
        startTime: null,
      },
    };
    open();
    expect(screen.getByTestId('stage').dataset.phase).toBe('red');
  });
});
