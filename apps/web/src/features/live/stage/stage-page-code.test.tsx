import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { theme } from '../../../app/theme.ts';
import { forgetSessionReads } from '../../../api/fetch-cache.ts';
import { withServerHtml } from '../../../test/public-meeting.ts';
import { initialLiveSnapshot } from '../connection/live-connection.ts';
import type { LiveRun, UseLiveRunOptions } from '../connection/use-live-run.ts';
import { runningAt } from '../test/run-state.ts';
import { StagePage } from './stage-page.tsx';
import { readText } from '../../../test/read-text.ts';

const UUID = '3f1c2a9e-1111-4222-8333-444455556666';
const CODE = 'harbour-lights';
// A pass as the server mints it: meeting, epoch, expiry in seconds (far ahead), signature.
const PASS = `${UUID}.1.4102444800.sig`;

/**
 * The live server of this file answers by credential, as Ordo's does: the pass the code bought
 * joins as a viewer and gets the run; anything else is refused for want of a code.
 */
vi.mock('../connection/use-live-run.ts', () => ({
  useLiveRun: (options: UseLiveRunOptions): LiveRun =>
    options.pass === PASS
      ? {
          ...initialLiveSnapshot,
          status: 'live',
          role: 'viewer',
          state: runningAt(1, 60_000),
          serverNow: Date.now,
          send: vi.fn(),
        }
      : {
          ...initialLiveSnapshot,
          status: 'error',
          error: { code: 'PASSWORD_REQUIRED', message: 'A code is needed' },
          serverNow: Date.now,
          send: vi.fn(),
        },
}));

/** The HTTP server: `/check` and the public meeting, which open with the code or its pass. */
function answer(url: URL, headers: Record<string, string>): Response {
  const right = url.searchParams.get('code') === CODE || headers['x-meeting-pass'] === PASS;
  if (url.pathname.endsWith('/check')) {
    return Response.json({ exists: true, requiresCode: true, codeValid: right });
  }
  if (!right) {
    return Response.json(
      { code: 'PASSWORD_REQUIRED', message: 'A code is needed' },
      { status: 401 },
    );
  }
  return Response.json({
    ...withServerHtml({
      uuid: UUID,
      title: 'Team day',
      objective: '',
      date: null,
      startTime: null,
      timeZone: 'Europe/Paris',
      language: 'en',
      lifecycle: 'published',
      schedule: { totalMinutes: 45, requiredMinutes: 45, optionalMinutes: 0, end: null },
      sequences: [],
      brandColor: null,
      hideBranding: false,
      indexable: false,
    }),
    pass: PASS,
  });
}

function open() {
  const router = createMemoryRouter([{ path: '/m/:uuid/live', Component: StagePage }], {
    initialEntries: [`/m/${UUID}/live`],
  });
  return render(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

beforeEach(() => {
  forgetSessionReads();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      answer(
        new URL(String(input), 'http://ordo.test'),
        (init?.headers ?? {}) as Record<string, string>,
      ),
    ),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('StagePage on a Restricted meeting', () => {
  it('asks the access code, then shows the run, and a reload does not ask again', async () => {
    const first = open();
    expect(await screen.findByText('This event is protected')).toBeVisible();
    await userEvent.type(screen.getByLabelText('Access code'), CODE);
    await userEvent.click(screen.getByRole('button', { name: 'Show the stage' }));

    const current = await screen.findByTestId('current-title');
    expect(readText(current.textContent)).toBe('Retro');
    expect(screen.queryByText('This event is protected')).toBeNull();
    expect(screen.queryByLabelText('Access code')).toBeNull();

    // The screen is reloaded (a new page load): the pass is remembered, the code is not asked.
    first.unmount();
    forgetSessionReads();
    open();
    expect(readText((await screen.findByTestId('current-title')).textContent)).toBe('Retro');
    expect(screen.queryByLabelText('Access code')).toBeNull();
  });

  it('keeps asking after a wrong code and says so', async () => {
    open();
    await userEvent.type(await screen.findByLabelText('Access code'), 'wrong-code');
    await userEvent.click(screen.getByRole('button', { name: 'Show the stage' }));
    const said = await screen.findByText(
      'This access code is not valid. Check it with the facilitator.',
    );
    expect(readText(said.textContent)).toBe(
      'This access code is not valid. Check it with the facilitator.',
    );
    expect(screen.queryByTestId('current-title')).toBeNull();
  });
});
