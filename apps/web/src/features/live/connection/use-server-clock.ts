import { useEffect, useState } from 'react';

/**
 * Re-renders every `periodMs` and returns the server time estimated at that render, so a
 * countdown is drawn from the clock and never from when a message arrived: every device shows
 * the same second.
 *
 * @example
 * const serverNow = useServerTick(live.serverNow);
 * const remaining = state ? remainingMs(state, serverNow) : 0;
 */
export function useServerTick(serverNow: () => number, periodMs = 200): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((tick) => tick + 1), periodMs);
    return () => clearInterval(timer);
  }, [periodMs]);
  return serverNow();
}
