import type { RunStateBody } from '@ordo/contract';

/** Why a remote button is disabled: a key of `live:remote.why`, or null when it works. */
export type RemoteReason = 'offline' | 'notStarted' | 'finished' | 'first' | null;

export type RemoteAvailability = {
  start: RemoteReason;
  next: RemoteReason;
  previous: RemoteReason;
  pauseResume: RemoteReason;
  addTime: RemoteReason;
};

/**
 * Which of the remote's commands the run accepts now (the engine's transitions), so a button
 * is disabled with a reason instead of answering INVALID_TRANSITION after a press.
 *
 * @example remoteAvailability(idleState, true).next // 'notStarted'
 */
export function remoteAvailability(
  state: RunStateBody | null,
  online: boolean,
): RemoteAvailability {
  if (!online || !state) {
    return {
      start: 'offline',
      next: 'offline',
      previous: 'offline',
      pauseResume: 'offline',
      addTime: 'offline',
    };
  }
  const inactive: RemoteReason =
    state.status === 'idle' ? 'notStarted' : state.status === 'finished' ? 'finished' : null;
  const earlier = state.sequences.some((s) => s.index < state.currentIndex && !s.skipped);
  return {
    start: state.status === 'idle' && state.sequences.length > 0 ? null : 'finished',
    next: inactive,
    previous: inactive ?? (earlier ? null : 'first'),
    pauseResume: inactive,
    addTime: inactive,
  };
}

/** The one reason worth a sentence under the buttons: the most general one that applies. */
export function mainReason(availability: RemoteAvailability): RemoteReason {
  const order: Exclude<RemoteReason, null>[] = ['offline', 'notStarted', 'finished', 'first'];
  const reasons = [availability.next, availability.previous, availability.pauseResume];
  return order.find((reason) => reasons.includes(reason)) ?? null;
}
