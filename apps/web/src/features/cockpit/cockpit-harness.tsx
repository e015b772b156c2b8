import { afterEach, beforeEach, vi } from 'vitest';
import { act } from '@testing-library/react';
import { Notifications } from '@mantine/notifications';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { LiveCommandAck, Meeting, RunCommandInput, RunStateBody } from '@ordo/contract';
import type { LiveRun } from '../live/connection/index.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { meetingFixture } from '../insight/insight-fixtures.ts';
import { CockpitPage } from './cockpit-page.tsx';
import { cockpitAgenda, NOW, stateFixture } from './cockpit-fixtures.ts';
import { liveDouble } from './cockpit-live-double.ts';

// The cockpit's page tests share this harness; each file mocks the connection with
// `vi.mock('../live/connection/index.ts', () => import('./cockpit-live-double.ts'))`.

export const uuid = meetingFixture().uuid;
export const minute = 60_000;
/** The commands the cockpit sent in this test (ES modules keep the binding live). */
export let sent: RunCommandInput[] = [];
/** What the server answers the next commands; null: accepted, with the state connected. */
export let answer: LiveCommandAck | null = null;
export const answerWith = (value: LiveCommandAck | null) => {
  answer = value;
};

/** Connects the cockpit to a run in `state`, with any other field of the connection. */
export function connect(state: RunStateBody | null, extra: Partial<LiveRun> = {}) {
  liveDouble.current = {
    status: 'live',
    error: null,
    role: 'controller',
    state,
    devices: [],
    deviceId: null,
    offsetMs: 0,
    revoked: null,
    serverNow: () => NOW,
    send: async (command: RunCommandInput) => {
      sent.push(command);
      return answer ?? { ok: true, state: state ?? stateFixture() };
    },
    ...extra,
  } satisfies LiveRun;
}

export const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** Registers, in the calling test file, a fresh record and a server with no remote links. */
export function setUpCockpitHarness() {
  beforeEach(() => {
    sent = [];
    answer = null;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url.endsWith('/control-tokens')) return json({ items: [] });
        return json(meetingFixture({ content: cockpitAgenda }));
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());
}

/** The meeting the server answers from now on, with these settings (clock times, zone…). */
export function stubMeeting(settings: Partial<Meeting['settings']>) {
  const meeting = meetingFixture({ content: cockpitAgenda });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/control-tokens')
        ? json({ items: [] })
        : json({ ...meeting, settings: { ...meeting.settings, ...settings } }),
    ),
  );
}

/** The cockpit at `path`, with the meeting page it leads back to. */
export function show(path = `/user/meeting/${uuid}/resume`) {
  const router = createMemoryRouter(
    [
      { path: '/user/meeting/:uuid/resume', element: <CockpitPage /> },
      { path: '/user/meeting/:uuid', element: <p>meeting page</p> },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(
    <>
      <Notifications />
      <RouterProvider router={router} />
    </>,
  );
  return router;
}

/**
 * A key pressed on `target` (the window by default), as the cockpit's shortcuts hear it.
 * The callback is async so that testing-library keeps React's act environment on until the
 * updates are flushed: awaiting a synchronous act's result made React warn that the
 * environment "is not configured to support act", 130 times a run.
 */
export const key = (name: string, target: EventTarget = window) =>
  act(async () => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }));
  });
