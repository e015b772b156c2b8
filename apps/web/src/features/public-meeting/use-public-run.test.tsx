import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { PublicMeeting } from '@ordo/contract';
import { initialLiveSnapshot } from '../live/connection/live-connection.ts';
import type { LiveRun, UseLiveRunOptions } from '../live/connection/use-live-run.ts';
import { runningAt } from '../live/test/run-state.ts';
import { usePublicRun } from './use-public-run.ts';

const calls: UseLiveRunOptions[] = [];
vi.mock('../live/connection/use-live-run.ts', () => ({
  useLiveRun: (options: UseLiveRunOptions): LiveRun => {
    calls.push(options);
    return {
      ...initialLiveSnapshot,
      ...(options.enabled ? { status: 'live' as const, state: runningAt(1, 60_000) } : {}),
      serverNow: Date.now,
      send: vi.fn(),
    };
  },
}));

const meeting = (lifecycle: PublicMeeting['lifecycle'], pass?: string) =>
  ({ uuid: '3f1c2a9e-1111-4222-8333-444455556666', lifecycle, pass }) as PublicMeeting;

beforeEach(() => {
  calls.length = 0;
});

describe('usePublicRun', () => {
  it('opens no connection before the meeting has loaded, then one at once, live or not', () => {
    const { result, rerender } = renderHook(({ value }) => usePublicRun(value), {
      initialProps: { value: null as PublicMeeting | null },
    });
    expect(calls.every((options) => !options.enabled)).toBe(true);
    expect(result.current).toEqual({ run: null, closed: null });
    // Opened before the start: the socket is there for the start to show at once.
    rerender({ value: meeting('published') });
    expect(calls.at(-1)).toMatchObject({ kind: 'public', auth: {}, enabled: true });
  });

  it('follows a live meeting as a public viewer with its pass, and keeps following once done', () => {
    const { result, rerender } = renderHook(({ value }) => usePublicRun(value), {
      initialProps: { value: meeting('live', 'the-pass') },
    });
    expect(calls.at(-1)).toMatchObject({
      kind: 'public',
      auth: {},
      pass: 'the-pass',
      enabled: true,
    });
    expect(result.current.run?.state.currentIndex).toBe(1);
    rerender({ value: meeting('done', 'the-pass') });
    expect(calls.at(-1)?.enabled).toBe(true);
  });
});
