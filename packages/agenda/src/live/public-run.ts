import type { RunState } from './types.ts';

/**
 * The state as viewers receive it. Today every field is public; it is still built field by
 * field (never by spreading), like `publicAgenda`, so that a field added to `RunState` later
 * stays private until someone decides otherwise.
 *
 * @example
 * publicRunState(deriveRun(log, agenda, now)) // the same fields, nothing else
 */
export function publicRunState(state: RunState): RunState {
  return {
    position: state.position,
    runId: state.runId,
    status: state.status,
    currentIndex: state.currentIndex,
    startedAt: state.startedAt,
    finishedAt: state.finishedAt,
    sequenceStartedAt: state.sequenceStartedAt,
    pausedAt: state.pausedAt,
    addedMs: state.addedMs,
    endsAt: state.endsAt,
    delayMs: state.delayMs,
    sequences: state.sequences.map((sequence) => ({
      index: sequence.index,
      title: sequence.title,
      optional: sequence.optional,
      speakers: [...sequence.speakers],
      plannedMs: sequence.plannedMs,
      addedMs: sequence.addedMs,
      actualMs: sequence.actualMs,
      skipped: sequence.skipped,
    })),
    message:
      state.message === null
        ? null
        : { text: state.message.text, flash: state.message.flash, sentAt: state.message.sentAt },
    blackout: state.blackout,
  };
}
