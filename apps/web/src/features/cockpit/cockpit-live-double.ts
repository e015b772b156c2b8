import type { LiveRun } from '../live/connection/index.ts';

/**
 * What the cockpit's tests put in place of the live connection (`vi.mock` of
 * `../live/connection/index.ts` with this module): the run a test connects, and a tick that is
 * the test's clock. The connection itself is tested with its module, against a real socket.io
 * server, and end to end.
 */
export const liveDouble: { current: LiveRun | null } = { current: null };

export const useLiveRun = () => liveDouble.current;

export const useServerTick = (serverNow: () => number) => serverNow();
