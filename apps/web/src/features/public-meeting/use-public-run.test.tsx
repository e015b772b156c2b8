import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { LiveRevokedEvent, PublicMeeting, RunStateBody } from '@ordo/contract';
import { initialLiveSnapshot } from '../live/connection/live-connection.ts';
import type { LiveRun, UseLiveRunOptions } from '../live/connection/use-live-run.ts';
import { NOW, runState, runningAt } from '../live/test/run-state.ts';
import { passStore } from './pass-store.ts';
import { usePublicRun } from './use-public-run.ts';

const UUID = '3f1c2a9e-1111-4222-8333-444455556666';
// A pass as the server mints it: meeting, epoch, expiry in seconds (far ahead), signature.
const PASS = `${UUID}.1.4102444800.sig`;

/**
 * The live server of these tests, as Ordo's answers a Restricted meeting's public viewer: the
 * run goes only to a `public` device holding the meeting's pass, until its rights are revoked.
 */
const server: { state: RunStateBody; revoked: LiveRevokedEvent | null } = {
  state: runningAt(1, 60_000),
  revoked: null,
};
const calls: UseLiveRunOptions[] = [];
vi.mock('../live/connection/use-live-run.ts', () => ({
  useLiveRun: (options: UseLiveRunOptions): LiveRun => {
    calls.push(options);
    const base = { ...initialLiveSnapshot, serverNow: () => NOW, send: vi.fn() };
    if (!options.enabled) return base;
    if (server.revoked) {
      const { code, message } = server.revoked;
      return { ...base, status: 'error', error: { code, message }, revoked: server.revoked };
    }
    if (options.kind !== 'public' || options.pass !== PASS) {
      return { ...base, status: 'error', error: { code: 'PASSWORD_REQUIRED', message: 'Code' } };
    }
    return { ...base, status: 'live', role: 'viewer', state: server.state };
  },
}));

const meeting = (lifecycle: PublicMeeting['lifecycle'], pass?: string) =>
  ({ uuid: UUID, lifecycle, pass }) as PublicMeeting;

const follow = (value: PublicMeeting | null) =>
  renderHook(({ value: current }) => usePublicRun(current), { initialProps: { value } });

beforeEach(() => {
  calls.length = 0;
  server.state = runningAt(1, 60_000);
  server.revoked = null;
});

afterEach(() => {
  localStorage.clear();
});

describe('usePublicRun', () => {
  it('opens no connection before the meeting has loaded, then one at once, live or not', () => {
    const { result, rerender } = follow(null);
    expect(calls.every((options) => !options.enabled)).toBe(true);
    expect(result.current).toEqual({ run: null, closed: null });
    // Opened before the start: the socket is there for the start to show at once.
    server.state = runState();
    rerender({ value: meeting('published', PASS) });
    expect(calls.at(-1)).toMatchObject({ kind: 'public', auth: {}, enabled: true });
    expect(result.current).toEqual({ run: null, closed: null });
  });

  it('shows the start to a page opened before it, without waiting for a refresh', () => {
    server.state = runState();
    const { result, rerender } = follow(meeting('published', PASS));
    expect(result.current.run).toBeNull();
    // The facilitator starts; the page still holds the meeting as it loaded (not yet live).
    server.state = runningAt(0, 600_000);
    rerender({ value: meeting('published', PASS) });
    expect(result.current.run?.state.status).toBe('running');
  });

  it('leaves the plain agenda for a run that finished before the page opened', () => {
    server.state = runState({ runId: 'run-1', status: 'finished', finishedAt: NOW });
    const { result } = follow(meeting('done', PASS));
    expect(result.current.run).toBeNull();
  });

  it("shows a live Restricted meeting's run to the pass that opened it, and its end", () => {
    const { result, rerender } = follow(meeting('live', PASS));
    expect(result.current.run?.status).toBe('live');
    expect(result.current.run?.state.sequences[result.current.run.state.currentIndex]?.title).toBe(
      'Retro',
    );
    // The run ends: the page keeps following, so the visitor sees it finished.
    server.state = runState({ runId: 'run-1', status: 'finished', finishedAt: NOW });
    rerender({ value: meeting('done', PASS) });
    expect(result.current.run?.state.status).toBe('finished');
    expect(result.current.closed).toBeNull();
  });

  it('follows with the pass remembered on this device when the meeting came without one', () => {
    passStore.save([UUID], PASS);
    const { result } = follow(meeting('live'));
    expect(result.current.run?.state.currentIndex).toBe(1);
  });

  it('shows nothing of the run to a visitor without a pass', () => {
    const { result } = follow(meeting('live'));
    expect(result.current.run).toBeNull();
  });

  it('closes on a changed access code and forgets the dead pass', () => {
    passStore.save([UUID], PASS);
    const { result, rerender } = follow(meeting('live'));
    expect(result.current.run).not.toBeNull();
    server.revoked = { code: 'INVALID_PASSWORD', message: 'Code changed', role: null };
    rerender({ value: meeting('live') });
    expect(result.current).toEqual({ run: null, closed: 'locked' });
    expect(passStore.read(UUID)).toBeNull();
  });

  it('says the meeting was made private when the server cuts the visitor off for that', () => {
    const { result, rerender } = follow(meeting('live', PASS));
    server.revoked = { code: 'MEETING_NOT_FOUND', message: 'Meeting not found', role: null };
    rerender({ value: meeting('live', PASS) });
    expect(result.current).toEqual({ run: null, closed: 'private' });
  });
});
