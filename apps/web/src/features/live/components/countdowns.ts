import { recallRemainingMs, remainingMs, roomRemainingMs } from '@ordo/agenda';
import type { RunStateBody } from '@ordo/contract';
import { roomView } from './room-view.ts';

/**
 * Milliseconds left at server time `at` of every countdown a screen following the whole run can
 * show: the sequence's, each room's and the recall's (none before the state has arrived). What
 * `useServerTick` times its redraws by.
 */
export function runCountdowns(state: RunStateBody | null, at: number): number[] {
  if (!state) return [];
  const recall = recallRemainingMs(state.recall, at);
  return [
    remainingMs(state, at),
    ...(state.rooms ?? []).map((room) => roomRemainingMs(room, state.recall, at)),
    ...(recall === null ? [] : [recall]),
  ];
}

/** The same for a screen following room `index`: its countdown, and the recall's. */
export function roomCountdowns(state: RunStateBody | null, index: number, at: number): number[] {
  if (!state) return [];
  const recall = recallRemainingMs(state.recall, at);
  return [roomView(state, index, at).remainingMs, ...(recall === null ? [] : [recall])];
}
