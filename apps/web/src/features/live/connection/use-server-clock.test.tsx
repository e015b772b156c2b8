import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { formatClock } from '../components/format-clock.ts';
import { nextFlipInMs, useServerTick } from './use-server-clock.ts';

describe('nextFlipInMs: when the next shown second changes', () => {
  const counting = (leftAtZero: number) => (at: number) => [leftAtZero - at];
  it('waits for the running countdown to cross its next whole second', () => {
    expect(nextFlipInMs(0, counting(75_400))).toBe(408);
    // In overtime the flip is at the next whole second past zero too.
    expect(nextFlipInMs(0, counting(-1_500))).toBe(508);
    // Exactly on a flip, the next is a whole second away.
    expect(nextFlipInMs(0, counting(60_000))).toBe(1_008);
  });

  it('takes the soonest of several countdowns, and leaves out one that stands still', () => {
    const rooms = (at: number) => [90_700 - at, 30_250 - at, 12_345];
    expect(nextFlipInMs(0, rooms)).toBe(258);
  });

  it('with nothing counting, follows the whole seconds of the server clock', () => {
    expect(nextFlipInMs(10_250, () => [])).toBe(758);
    expect(nextFlipInMs(10_250, () => [4_300])).toBe(758);
  });
});

describe('useServerTick', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  /** A stage whose clock runs 300 ms ahead of this device's, on a sequence ending at `deadline`. */
  function Stage({ deadline, onRender }: { deadline: number; onRender: () => void }) {
    const serverNow = () => Date.now() + 300;
    const now = useServerTick(serverNow, (at) => [deadline - at]);
    onRender();
    return <output>{formatClock(deadline - now)}</output>;
  }

  it('shows each new second as the server clock reaches it, drawing once a second', () => {
    let renders = 0;
    // 5.4 s left on the server clock: 0:06 until it is 5.0 s, 400 ms from now.
    render(<Stage deadline={1_000_000 + 300 + 5_400} onRender={() => (renders += 1)} />);
    expect(screen.getByRole('status').textContent).toBe('0:06');
    act(() => void vi.advanceTimersByTime(395));
    expect(screen.getByRole('status').textContent).toBe('0:06');
    act(() => void vi.advanceTimersByTime(15));
    expect(screen.getByRole('status').textContent).toBe('0:05');
    act(() => void vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('status').textContent).toBe('0:04');
    // Ten seconds, watched every 100 ms (each step lets React draw what the timer asked for):
    // ten redraws, each showing the second that just began.
    renders = 0;
    const shown: string[] = [];
    for (let step = 0; step < 100; step += 1) {
      act(() => void vi.advanceTimersByTime(100));
      shown.push(screen.getByRole('status').textContent ?? '');
    }
    expect(renders).toBe(10);
    expect(shown.filter((text, index) => text !== shown[index - 1])).toEqual([
      '0:04',
      '0:03',
      '0:02',
      '0:01',
      '0:00',
      '-0:01',
      '-0:02',
      '-0:03',
      '-0:04',
      '-0:05',
      '-0:06',
    ]);
  });
});
