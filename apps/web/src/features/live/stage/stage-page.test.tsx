import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { theme } from '../../../app/theme.ts';
import { initialLiveSnapshot, type LiveSnapshot } from '../connection/live-connection.ts';
import type { LiveRun, UseLiveRunOptions } from '../connection/use-live-run.ts';
import { runningAt } from '../test/run-state.ts';
import { StagePage } from './stage-page.tsx';

const UUID = '3f1c2a9e-1111-4222-8333-444455556666';
let snapshot: LiveSnapshot = initialLiveSnapshot;
const liveCalls: UseLiveRunOptions[] = [];
vi.mock('../connection/use-live-run.ts', () => ({
  useLiveRun: (options: UseLiveRunOptions): LiveRun => {
    liveCalls.push(options);
    return { ...snapshot, serverNow: Date.now, send: vi.fn() };
  },
}));

const mutate = vi.fn();
let unlocked: { pass?: string } | undefined;
let publicView: { status: string; meeting?: { title: string } } = { status: 'loading' };
vi.mock('../../public-meeting/use-public-meeting.ts', () => ({
  usePublicMeeting: () => ({
    view: publicView,
    unlock: { mutate, isPending: false, error: null, data: unlocked },
  }),
}));

function open() {
  const router = createMemoryRouter([{ path: '/m/:uuid/live', Component: StagePage }], {
    initialEntries: [`/m/${UUID}/live`],
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
  unlocked = undefined;
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

  it('joins with the pass once the code opened the meeting', () => {
    unlocked = { pass: 'the-pass' };
    open();
    expect(liveCalls.at(-1)?.pass).toBe('the-pass');
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
      error: { code: 'INVALID_PASSWORD', message: 'This access code is not valid. Check it with the facilitator.' },
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
});
