import type { RunState } from './types.ts';

/**
 * Whether `incoming` is older than `shown`, so a device keeps what it shows: states may arrive
 * out of order (two server processes broadcast through Redis, a join answer crosses a
 * broadcast), and each is a whole snapshot, so dropping an older one loses nothing. A state of
 * the same position is the same state and is not older. Without a state shown, nothing is.
 *
 * @example
 * isOlderRunState({ ...state, position: 4 }, { ...state, position: 5 }) // true: keep 5
 * isOlderRunState({ ...state, position: 6 }, { ...state, position: 5 }) // false: show 6
 * isOlderRunState(state, null) // false
 */
export function isOlderRunState(
  incoming: Pick<RunState, 'position'>,
  shown: Pick<RunState, 'position'> | null | undefined,
): boolean {
  return shown !== null && shown !== undefined && incoming.position < shown.position;
}
