import { useEffect, useState } from 'react';

/** How long after a second flips the screen is drawn, so the clock has surely passed it. */
const FLIP_MARGIN_MS = 8;
const SECOND = 1000;
const none = (): readonly number[] => [];

const modulo = (value: number, base: number) => ((value % base) + base) % base;

/**
 * How long until the next shown second changes: the soonest moment one of the running
 * `countdowns` (milliseconds left at `serverNow`, as `countdownsAt` gives them) crosses a whole
 * second. A countdown that does not move (paused, done) is left out; with none moving, the next
 * whole second of the server clock (for clock times such as an estimated end).
 *
 * @example nextFlipInMs(10_000, (at) => [75_400 - (at - 10_000)]) // 400 + the margin
 */
export function nextFlipInMs(
  serverNow: number,
  countdownsAt: (at: number) => readonly number[],
): number {
  const now = countdownsAt(serverNow);
  const later = countdownsAt(serverNow + SECOND);
  const moving = now.filter((left, index) => later[index] !== left);
  const waits = moving.map((left) => modulo(left, SECOND) || SECOND);
  const wait = waits.length > 0 ? Math.min(...waits) : SECOND - modulo(serverNow, SECOND);
  return wait + FLIP_MARGIN_MS;
}

/**
 * Returns the server time estimated at this render, and renders again just after the next
 * shown second changes, so a countdown is drawn from the clock, never from when a message
 * arrived, and every device flips its seconds together: the stage, the cockpit and each
 * participant's page show the same second, not one up to a period behind another.
 * `countdownsAt(at)` gives the milliseconds left of each countdown the screen shows at server
 * time `at` (from the same view functions the screen draws with). Drawing once a second rather
 * than on a fixed fast period also spares the device: an idle cockpit redrawn every 200 ms cost
 * 6–8 % of a core, redrawn on each flip 2 % (README, "The live run").
 *
 * @example
 * const now = useServerTick(live.serverNow, (at) => [runView(state, at).remainingMs]);
 */
export function useServerTick(
  serverNow: () => number,
  countdownsAt: (at: number) => readonly number[] = none,
): number {
  const [, setTick] = useState(0);
  // After every render, whatever caused it (a tick, a new state, a new clock estimate): the
  // next flip is reckoned from what is shown now.
  useEffect(() => {
    const timer = setTimeout(
      () => setTick((tick) => tick + 1),
      nextFlipInMs(serverNow(), countdownsAt),
    );
    return () => clearTimeout(timer);
  });
  return serverNow();
}
