import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RunNotes } from '@ordo/contract';
import { authToken } from '../../../api/auth-token.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { initialLiveSnapshot, type LiveSnapshot } from '../connection/live-connection.ts';
import type { LiveRun, UseLiveRunOptions } from '../connection/use-live-run.ts';
import { NOW, runState, runningAt } from '../test/run-state.ts';
import { PresenterPage } from './presenter-page.tsx';
import { readText } from '../../../test/read-text.ts';

// Pure rendering: the connection is tested with its module, the notes' rights on the server.
const UUID = '3f1c2a9e-1111-4222-8333-444455556666';
let snapshot: LiveSnapshot = initialLiveSnapshot;
const useLiveRun = vi.fn((options: UseLiveRunOptions): LiveRun => {
  void options;
  return { ...snapshot, serverNow: () => NOW, send: vi.fn() };
});
vi.mock('../connection/use-live-run.ts', () => ({
  useLiveRun: (options: UseLiveRunOptions) => useLiveRun(options),
}));

const NOTES: RunNotes = {
  sequences: [
    { index: 0, notesHtml: '<p>Thank the <strong>sponsors</strong></p>' },
    { index: 1, notesHtml: '<p>Ask Ana about the retro board</p>' },
    { index: 2, notesHtml: '' },
  ],
  // Red from 6 minutes left: the default rule would still show 5 minutes of 10 as normal.
  stageWarnings: { unit: 'minutes', amber: 8, red: 6 },
};

let notesAnswer: { status: number; body: unknown } = { status: 200, body: NOTES };
const fetched: { url: string; headers: Record<string, string> }[] = [];

beforeEach(() => {
  snapshot = initialLiveSnapshot;
  useLiveRun.mockClear();
  sessionStorage.clear();
  authToken.set(null);
  notesAnswer = { status: 200, body: NOTES };
  fetched.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      fetched.push({
        url: String(input),
        headers: (init?.headers ?? {}) as Record<string, string>,
      });
      return new Response(JSON.stringify(notesAnswer.body), {
        status: notesAnswer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  authToken.set(null);
});

function open(path: string) {
  const router = createMemoryRouter([{ path: '/m/:uuid/presenter', Component: PresenterPage }], {
    initialEntries: [path],
  });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const live = (patch: Partial<LiveSnapshot>) => {
  snapshot = { ...initialLiveSnapshot, status: 'live', ...patch };
};

describe('PresenterPage', () => {
  it('opens with a presenter token: current sequence, time left, next, its notes, no command', async () => {
    live({ role: 'viewer', state: runningAt(0, 300_000) });
    const router = open(`/m/${UUID}/presenter#t=presenter-secret`);

    expect(useLiveRun.mock.calls[0]?.[0]).toMatchObject({
      meetingId: UUID,
      kind: 'presenter',
      auth: { controlToken: 'presenter-secret' },
      enabled: true,
    });
    const notes = await screen.findByTestId('presenter-notes-text');
    expect(readText(notes.textContent)).toBe('Thank the sponsors');
    expect(notes.querySelector('strong')).not.toBeNull();
    expect(fetched[0]?.url).toBe(`/v3/meetings/${UUID}/run/notes`);
    expect(fetched[0]?.headers['x-control-token']).toBe('presenter-secret');

    expect(readText(screen.getByTestId('presenter-title').textContent)).toBe('Welcome');
    expect(readText(screen.getByRole('timer').textContent)).toBe('5:00');
    // The meeting's thresholds colour the lectern's countdown as they do the stage's.
    expect(screen.getByRole('timer').dataset.tone).toBe('red');
    expect(readText(screen.getByTestId('presenter-position').textContent)).toBe('Sequence 1 of 3');
    // Retro comes next, after the five minutes Welcome has left, and lasts 30 minutes.
    const next = screen.getByTestId('presenter-next');
    expect(within(next).getByText('Retro')).toBeVisible();
    const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
    expect(readText(screen.getByTestId('presenter-next-time').textContent)).toBe(
      `Starts at ${clock.format(NOW + 5 * 60_000)} · 30 min`,
    );
    // It only reads: the run's commands are nowhere.
    for (const name of [/^start$/i, /^next$/i, /pause/i, /\+1/, /black/i]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(sessionStorage.getItem(`ordo.live.presenter.${UUID}`)).toBe('presenter-secret');
    await vi.waitFor(() => expect(router.state.location.hash).toBe(''));
  });

  it('opens for a signed-in editor with the session, and shows the speakers', async () => {
    authToken.set('editor-session');
    live({ role: 'controller', state: runningAt(1, 600_000) });
    open(`/m/${UUID}/presenter`);
    expect(useLiveRun.mock.calls[0]?.[0].auth).toEqual({ token: 'editor-session' });
    expect(readText((await screen.findByTestId('presenter-notes-text')).textContent)).toBe(
      'Ask Ana about the retro board',
    );
    expect(fetched[0]?.headers.authorization).toBe('Bearer editor-session');
    expect(readText(screen.getByTestId('presenter-speakers').textContent)).toBe('with Ana, Ben');
  });

  it('shows the facilitator’s message prominently, with the time left still there', async () => {
    live({
      role: 'viewer',
      state: runningAt(0, 120_000, { message: { text: 'Wrap up now', flash: false, sentAt: NOW } }),
    });
    open(`/m/${UUID}/presenter#t=presenter-secret`);
    expect(readText((await screen.findByTestId('stage-message')).textContent)).toBe('Wrap up now');
    expect(readText(screen.getByRole('timer').textContent)).toBe('2:00');
  });

  it('says when the run is paused, and when a sequence has no notes', async () => {
    live({ role: 'viewer', state: runningAt(2, 60_000, { status: 'paused', pausedAt: NOW }) });
    open(`/m/${UUID}/presenter#t=presenter-secret`);
    expect(readText((await screen.findByTestId('presenter-status')).textContent)).toBe('Paused');
    expect(readText((await screen.findByTestId('presenter-notes-empty')).textContent)).toBe(
      'No notes for this sequence.',
    );
    expect(readText(screen.getByTestId('presenter-next').textContent)).toContain(
      'This is the last sequence',
    );
  });

  it('shows the first sequence and its notes before the start, and no countdown', async () => {
    live({ role: 'viewer', state: runState() });
    open(`/m/${UUID}/presenter#t=presenter-secret`);
    expect(readText((await screen.findByTestId('presenter-status')).textContent)).toBe(
      'Not started yet',
    );
    expect(readText(screen.getByTestId('presenter-title').textContent)).toBe('Welcome');
    expect(await screen.findByTestId('presenter-notes-text')).toBeVisible();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('shows the access gate without a token or a session, and reads no note', async () => {
    open(`/m/${UUID}/presenter`);
    expect(readText((await screen.findByTestId('presenter-notice-title')).textContent)).toBe(
      'Presenter view',
    );
    expect(screen.getByTestId('presenter-sign-in').getAttribute('href')).toBe(
      `/user/login?next=${encodeURIComponent(`/m/${UUID}/presenter`)}`,
    );
    expect(useLiveRun.mock.calls[0]?.[0].enabled).toBe(false);
    expect(fetched).toEqual([]);
    expect(screen.queryByTestId('presenter-notes')).toBeNull();
  });

  it('shows the gate to someone signed in who is not an editor, and reads no note', async () => {
    authToken.set('viewer-session');
    live({ role: 'viewer', state: runningAt(0, 300_000) });
    open(`/m/${UUID}/presenter`);
    expect(readText((await screen.findByTestId('presenter-notice-title')).textContent)).toBe(
      'Presenter view',
    );
    expect(screen.queryByTestId('presenter-sign-in')).toBeNull();
    expect(fetched).toEqual([]);
  });

  it('says a revoked presenter link was revoked, from the socket or from the notes', async () => {
    snapshot = {
      ...initialLiveSnapshot,
      status: 'error',
      error: { code: 'CONTROL_TOKEN_INVALID', message: 'no' },
      revoked: { code: 'CONTROL_TOKEN_INVALID', message: 'no', role: null },
    };
    open(`/m/${UUID}/presenter#t=revoked`);
    expect(readText((await screen.findByTestId('presenter-notice-title')).textContent)).toBe(
      'This presenter link was revoked',
    );
  });

  it('closes the view when the notes read says the token is dead', async () => {
    notesAnswer = {
      status: 401,
      body: { code: 'CONTROL_TOKEN_INVALID', message: 'Invalid control token' },
    };
    live({ role: 'viewer', state: runningAt(0, 300_000) });
    open(`/m/${UUID}/presenter#t=revoked`);
    expect(readText((await screen.findByTestId('presenter-notice-title')).textContent)).toBe(
      'This presenter link was revoked',
    );
    expect(screen.queryByTestId('presenter-notes')).toBeNull();
  });
});
