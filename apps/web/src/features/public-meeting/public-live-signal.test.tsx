import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render.tsx';
import { meetingClock } from '../live/components/meeting-clock.ts';
import { NOW, runningAt } from '../live/test/run-state.ts';
import { PublicRemaining, PublicRunStatus } from './public-run-status.tsx';
import { readText } from '../../test/read-text.ts';

afterEach(() => vi.restoreAllMocks());

describe("the participants' live signals", () => {
  it('says when it is reconnecting, and offline when the device has no network', () => {
    const run = { state: runningAt(1, 600_000), status: 'live' as const, serverNow: () => NOW };
    const { unmount } = renderWithProviders(
      <PublicRunStatus run={run} clock={meetingClock(null)} />,
    );
    // Connected is the normal case: nothing to say.
    expect(screen.queryByTestId('connection-badge')).toBeNull();
    unmount();

    renderWithProviders(
      <PublicRunStatus run={{ ...run, status: 'reconnecting' }} clock={meetingClock(null)} />,
    );
    expect(screen.getByTestId('connection-badge').textContent).toBe('Reconnecting…');

    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByTestId('connection-badge').textContent).toBe('Offline');
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByTestId('connection-badge').textContent).toBe('Reconnecting…');
  });

  it.each([
    [null, 'warning'],
    [{ unit: 'minutes', amber: 5, red: 2 } as const, 'red'],
  ])("colours the time left with the meeting's thresholds (%o)", (warnings, tone) => {
    renderWithProviders(
      <PublicRemaining state={runningAt(1, 90_000)} serverNow={() => NOW} warnings={warnings} />,
    );
    expect(screen.getByTestId('public-remaining').dataset.tone).toBe(tone);
    expect(readText(screen.getByTestId('public-remaining').textContent)).toBe('2 min left');
  });
});
