import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type * as LiveModule from './live-connection.ts';
import type { LiveConnection, LiveConnectionOptions, LiveSnapshot } from './live-connection.ts';
import { useLiveRun, type UseLiveRunOptions } from './use-live-run.ts';

type Fake = LiveConnection & {
  options: LiveConnectionOptions;
  closed: boolean;
  push(s: Partial<LiveSnapshot>): void;
};
const opened: Fake[] = [];

vi.mock('./live-connection.ts', async (original) => {
  const actual = await original<typeof LiveModule>();
  return {
    ...actual,
    createLiveConnection: (options: LiveConnectionOptions): LiveConnection => {
      const listeners = new Set<() => void>();
      let snapshot = actual.initialLiveSnapshot;
      const fake: Fake = {
        options,
        closed: false,
        push(patch) {
          snapshot = { ...snapshot, ...patch };
          listeners.forEach((listener) => listener());
        },
        subscribe(listener) {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
        getSnapshot: () => snapshot,
        serverNow: () => 42,
        send: async () => ({ ok: false, error: { code: 'X', message: 'x' } }),
        close() {
          fake.closed = true;
        },
      };
      opened.push(fake);
      return fake;
    },
  };
});

const base: UseLiveRunOptions = { meetingId: 'm-1', kind: 'cockpit', auth: { token: 'a' } };

describe('useLiveRun', () => {
  it('renders the snapshot, re-creates on new credentials and closes on unmount', () => {
    opened.length = 0;
    const { result, rerender, unmount } = renderHook(
      (options: UseLiveRunOptions) => useLiveRun(options),
      {
        initialProps: base,
      },
    );
    expect(opened).toHaveLength(1);
    act(() => opened[0]?.push({ status: 'live', role: 'controller' }));
    expect(result.current).toMatchObject({ status: 'live', role: 'controller' });
    expect(result.current.serverNow()).toBe(42);
    const { serverNow, send } = result.current;

    rerender({ ...base, deviceName: 'renamed' });
    expect(opened).toHaveLength(1);
    rerender({ ...base, auth: { token: 'b' } });
    expect(opened).toHaveLength(2);
    expect(opened[0]?.closed).toBe(true);
    expect(result.current.status).toBe('connecting');
    expect(result.current.serverNow).toBe(serverNow);
    expect(result.current.send).toBe(send);

    unmount();
    expect(opened[1]?.closed).toBe(true);
  });

  it('opens nothing while disabled, and answers NETWORK_ERROR to a command', async () => {
    opened.length = 0;
    const { result } = renderHook(() => useLiveRun({ ...base, enabled: false }));
    expect(opened).toHaveLength(0);
    expect(await result.current.send({ type: 'next' })).toMatchObject({
      ok: false,
      error: { code: 'NETWORK_ERROR' },
    });
  });
});
