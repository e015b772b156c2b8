import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { LiveRevokedEvent, PublicMeeting } from '@ordo/contract';
import { withServerHtml } from '../../test/public-meeting.ts';
import { renderRoute } from '../../test/render.tsx';
import { initialLiveSnapshot } from '../live/connection/live-connection.ts';
import type { LiveRun, UseLiveRunOptions } from '../live/connection/use-live-run.ts';
import { runningAt } from '../live/test/run-state.ts';
import { passStore } from './pass-store.ts';

// The socket is tested with its module (live-connection.test.ts); here, what the page shows.
let revoked: LiveRevokedEvent | null = null;
vi.mock('../live/connection/use-live-run.ts', () => ({
  useLiveRun: (options: UseLiveRunOptions): LiveRun => ({
    ...initialLiveSnapshot,
    ...(options.enabled
      ? revoked
        ? {
            status: 'error' as const,
            error: { code: revoked.code, message: revoked.message },
            revoked,
          }
        : { status: 'live' as const, role: 'viewer' as const, state: runningAt(0, 60_000) }
      : {}),
    serverNow: Date.now,
    send: vi.fn(),
  }),
}));

const uuid = '3f1c2a9e-1111-4222-8333-444455556666';
const liveMeeting = (): PublicMeeting =>
  withServerHtml({
    uuid,
    title: 'Town hall',
    objective: '',
    date: null,
    startTime: null,
    timeZone: 'Europe/Paris',
    language: 'en',
    lifecycle: 'live',
    schedule: { totalMinutes: 10, requiredMinutes: 10, optionalMinutes: 0, end: null },
    sequences: [],
    brandColor: null,
    hideBranding: false,
    indexable: false,
  });

beforeEach(() => {
  revoked = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).includes('/check')
        ? Response.json({ exists: true, requiresCode: false, codeValid: true })
        : Response.json(liveMeeting()),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the participant page when the server cuts a visitor off', () => {
  it('follows the live run as long as the visitor may', async () => {
    renderRoute(`/m/${uuid}`);
    expect(await screen.findByRole('heading', { name: 'Town hall' })).toBeVisible();
    expect(screen.queryByText('This event is private')).toBeNull();
  });

  it('says "This event is private" once the meeting was made Private', async () => {
    revoked = { code: 'MEETING_NOT_FOUND', message: 'Meeting not found', role: null };
    renderRoute(`/m/${uuid}`);
    expect(await screen.findByText('This event is private')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Town hall' })).toBeNull();
  });

  it('shows the code form, and forgets the dead pass, once the access code changed', async () => {
    const hourFromNow = Math.floor(Date.now() / 1000) + 3600;
    passStore.save([uuid], `${uuid}.1.${hourFromNow}.mac`);
    revoked = { code: 'INVALID_PASSWORD', message: 'Wrong code', role: null };
    renderRoute(`/m/${uuid}`);
    expect(await screen.findByText('This event is protected')).toBeVisible();
    expect(
      screen.getByText('The access code changed. Type the new code to keep following the event.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Access code')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Town hall' })).toBeNull();
    expect(passStore.read(uuid)).toBeNull();
  });
});
