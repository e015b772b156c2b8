import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { theme } from '../../../app/theme.ts';
import { initialLiveSnapshot, type LiveSnapshot } from '../connection/live-connection.ts';
import type { LiveRun, UseLiveRunOptions } from '../connection/use-live-run.ts';
import { runState } from '../test/run-state.ts';
import { RemotePage } from './remote-page.tsx';

const UUID = '3f1c2a9e-1111-4222-8333-444455556666';
let snapshot: LiveSnapshot = initialLiveSnapshot;
const useLiveRun = vi.fn((options: UseLiveRunOptions): LiveRun => {
  void options;
  return { ...snapshot, serverNow: Date.now, send: vi.fn() };
});
vi.mock('../connection/use-live-run.ts', () => ({
  useLiveRun: (options: UseLiveRunOptions) => useLiveRun(options),
}));

function open(path: string) {
  const router = createMemoryRouter([{ path: '/m/:uuid/remote', Component: RemotePage }], {
    initialEntries: [path],
  });
  render(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

beforeEach(() => {
  // The remote asks the meeting's public page for its clock; these meetings have none to show.
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ exists: false, requiresCode: false, codeValid: false }), {
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
  snapshot = initialLiveSnapshot;
  useLiveRun.mockClear();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('RemotePage', () => {
  it('takes the control token from the fragment, keeps it for the tab and hides it', async () => {
    snapshot = { ...initialLiveSnapshot, status: 'live', role: 'controller', state: runState() };
    const router = open(`/m/${UUID}/remote#t=secret-token`);
    expect(await screen.findByTestId('remote-start')).toBeVisible();
    expect(useLiveRun.mock.calls[0]?.[0]).toMatchObject({
      meetingId: UUID,
      kind: 'remote',
      auth: { controlToken: 'secret-token' },
      enabled: true,
    });
    expect(sessionStorage.getItem(`ordo.live.remote.${UUID}`)).toBe('secret-token');
    await vi.waitFor(() => expect(router.state.location.hash).toBe(''));
  });

  it('uses the token kept for the tab after a reload', () => {
    sessionStorage.setItem(`ordo.live.remote.${UUID}`, 'kept');
    open(`/m/${UUID}/remote`);
    expect(useLiveRun.mock.calls[0]?.[0].auth).toEqual({ controlToken: 'kept' });
  });

  it('explains a revoked remote', async () => {
    snapshot = {
      ...initialLiveSnapshot,
      status: 'error',
      error: { code: 'FORBIDDEN', message: 'no' },
    };
    open(`/m/${UUID}/remote#t=revoked`);
    expect((await screen.findByTestId('remote-notice-title')).textContent).toBe(
      'This remote was disconnected by the facilitator',
    );
  });

  it.each(['CONTROL_TOKEN_INVALID', 'FORBIDDEN'])(
    'explains a remote whose token was revoked while open (%s)',
    async (code) => {
      snapshot = {
        ...initialLiveSnapshot,
        status: 'error',
        error: { code, message: 'no' },
        revoked: { code, message: 'no', role: null },
      };
      open(`/m/${UUID}/remote#t=revoked`);
      expect((await screen.findByTestId('remote-notice-title')).textContent).toBe(
        'This remote was disconnected by the facilitator',
      );
    },
  );

  it('shows no buttons once downgraded, and says why', async () => {
    snapshot = {
      ...initialLiveSnapshot,
      status: 'live',
      role: 'viewer',
      state: runState(),
      revoked: { code: 'UNAUTHENTICATED', message: 'You were signed out', role: 'viewer' },
    };
    open(`/m/${UUID}/remote#t=x`);
    expect((await screen.findByTestId('remote-notice-title')).textContent).toBe(
      'Your access to this event changed',
    );
    expect(
      screen.getByText('You were signed out. Sign in again to control the event.'),
    ).toBeVisible();
    expect(screen.queryByTestId('remote-start')).toBeNull();
  });

  it('says the event ended for everyone', async () => {
    snapshot = { ...initialLiveSnapshot, status: 'ended', state: runState() };
    open(`/m/${UUID}/remote#t=x`);
    expect((await screen.findByTestId('remote-notice-title')).textContent).toBe(
      'The event has ended',
    );
  });

  it('asks for the QR code when there is no token and no session', async () => {
    open(`/m/${UUID}/remote`);
    expect((await screen.findByTestId('remote-notice-title')).textContent).toBe(
      'This remote has no access',
    );
    expect(useLiveRun.mock.calls[0]?.[0].enabled).toBe(false);
  });

  it("colours its countdown with the meeting's thresholds read with its token, when the meeting is not public", async () => {
    const asked: { url: string; token: string | null }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        asked.push({ url, token: new Headers(init?.headers).get('x-control-token') });
        const body = url.includes('/run/notes')
          ? { sequences: [], stageWarnings: { unit: 'minutes', amber: 10, red: 2 } }
          : { exists: false, requiresCode: false, codeValid: false };
        return new Response(JSON.stringify(body), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    // Retro (30 min) with 8 min left: normal by the default rule (amber from 6 min), amber by
    // this meeting's own (amber from 10 min).
    snapshot = {
      ...initialLiveSnapshot,
      status: 'live',
      role: 'controller',
      state: runState({
        status: 'running',
        runId: 'run-1',
        currentIndex: 1,
        startedAt: Date.now() - 32 * 60_000,
        sequenceStartedAt: Date.now() - 22 * 60_000,
      }),
    };
    open(`/m/${UUID}/remote#t=secret-token`);
    const countdown = await screen.findByTestId('countdown');
    await waitFor(() => expect(countdown.getAttribute('data-tone')).toBe('warning'));
    expect(asked.find((call) => call.url.includes('/run/notes'))?.token).toBe('secret-token');
  });
});
