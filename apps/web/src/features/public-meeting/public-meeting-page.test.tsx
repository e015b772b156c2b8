import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { PublicMeeting } from '@ordo/contract';
import { withServerHtml } from '../../test/public-meeting.ts';
import { renderRoute } from '../../test/render.tsx';

const uuid = '3f1c2a9e-1111-4222-8333-444455556666';

const meeting = (title: string): PublicMeeting =>
  withServerHtml({
    uuid,
    title,
    objective: '',
    date: null,
    startTime: null,
    timeZone: 'Europe/Paris',
    language: 'en',
    lifecycle: 'published',
    schedule: { totalMinutes: 10, requiredMinutes: 10, optionalMinutes: 0, end: null },
    sequences: [],
    brandColor: null,
    hideBranding: false,
    indexable: false,
  });

/** The server of these tests: `/check` says the meeting opens; the meeting answers `next()`. */
let next: () => Response | Promise<Response>;
let asked: string[];

beforeEach(() => {
  asked = [];
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      asked.push(url);
      if (url.includes('/check')) {
        return Response.json({ exists: true, requiresCode: false, codeValid: true });
      }
      return next();
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the public agenda page', () => {
  it("shows the agenda, then the facilitator's edit within a minute", async () => {
    next = () => Response.json(meeting('Sprint retro'));
    renderRoute(`/m/${uuid}`);
    expect(await screen.findByRole('heading', { name: 'Sprint retro' })).toBeVisible();

    next = () => Response.json(meeting('Sprint retro (moved to room B)'));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(
      await screen.findByRole('heading', { name: 'Sprint retro (moved to room B)' }),
    ).toBeVisible();
  });

  it('retries a dropped connection, then offers to try again, which shows the agenda', async () => {
    next = () => Promise.reject(new TypeError('Failed to fetch'));
    renderRoute(`/m/${uuid}`);
    // Two quiet retries (1 s, then 2 s later) before the visitor is told.
    await act(() => vi.advanceTimersByTimeAsync(3_500));
    expect(await screen.findByText('The agenda could not be loaded')).toBeVisible();
    expect(asked.filter((url) => !url.includes('/check'))).toHaveLength(3);

    next = () => Response.json(meeting('Sprint retro'));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Sprint retro' })).toBeVisible();
  });

  it('says a meeting that is gone is not found, without retrying', async () => {
    next = () =>
      Response.json({ code: 'MEETING_NOT_FOUND', message: 'Meeting not found' }, { status: 404 });
    renderRoute(`/m/${uuid}`);
    expect(await screen.findByText('Meeting not found')).toBeVisible();
    expect(asked.filter((url) => !url.includes('/check'))).toHaveLength(1);
  });

  it('opens the agenda from an event code without asking for it a second time', async () => {
    next = () => Response.json(meeting('Sprint retro'));
    renderRoute('/meeting/join');
    fireEvent.change(await screen.findByLabelText('Event code'), {
      target: { value: 'ABCDEF' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Sprint retro' })).toBeVisible();
    expect(asked.filter((url) => !url.includes('/check'))).toHaveLength(1);
  });

  it('asks robots not to index it unless its owner let search engines list it (issue 26)', async () => {
    const robots = () =>
      document.head.querySelector('meta[name="robots"]')?.getAttribute('content');
    const description = () =>
      document.head.querySelector('meta[name="description"]')?.getAttribute('content');
    next = () => Response.json(meeting('Sprint retro'));
    const first = renderRoute(`/m/${uuid}`);
    expect(await screen.findByRole('heading', { name: 'Sprint retro' })).toBeVisible();
    expect(robots()).toBe('noindex');
    expect(description()).toBeUndefined();
    first.unmount();

    next = () =>
      Response.json({
        ...meeting('Open day'),
        objective: 'Meet the **team** and *choose* next year’s projects',
        indexable: true,
      });
    const second = renderRoute(`/m/${uuid}`);
    expect(await screen.findByRole('heading', { name: 'Open day' })).toBeVisible();
    expect(robots()).toBeUndefined();
    expect(description()).toBe('Meet the team and choose next year’s projects');
    second.unmount();
    expect(description()).toBeUndefined();
  });
});
