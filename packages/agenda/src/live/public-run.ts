import type {
  RunRoomResult,
  RunRoomState,
  RunState,
  RunStateSequence,
  RunStepState,
  StageMessage,
} from './types.ts';

function messageOf(message: StageMessage | null): StageMessage | null {
  return message === null
    ? null
    : { text: message.text, flash: message.flash, sentAt: message.sentAt };
}

function stepOf(step: RunStepState): RunStepState {
  return {
    index: step.index,
    title: step.title,
    plannedMs: step.plannedMs,
    addedMs: step.addedMs,
    actualMs: step.actualMs,
    skipped: step.skipped,
  };
}

function roomResultOf(room: RunRoomResult): RunRoomResult {
  return {
    index: room.index,
    name: room.name,
    plannedMs: room.plannedMs,
    actualMs: room.actualMs,
    steps: room.steps.map(stepOf),
  };
}

/** A live room; its message only for a device of that room (`room`), never for the others. */
function roomStateOf(room: RunRoomState, forRoom: number | null): RunRoomState {
  return {
    ...roomResultOf(room),
    hosts: [...room.hosts],
    status: room.status,
    stepIndex: room.stepIndex,
    stepStartedAt: room.stepStartedAt,
    pausedAt: room.pausedAt,
    addedMs: room.addedMs,
    endsAt: room.endsAt,
    message: room.index === forRoom ? messageOf(room.message) : null,
  };
}

function sequenceOf(sequence: RunStateSequence): RunStateSequence {
  const copy: RunStateSequence = {
    index: sequence.index,
    title: sequence.title,
    optional: sequence.optional,
    speakers: [...sequence.speakers],
    plannedMs: sequence.plannedMs,
    addedMs: sequence.addedMs,
    actualMs: sequence.actualMs,
    skipped: sequence.skipped,
  };
  if (sequence.rooms !== undefined) copy.rooms = sequence.rooms.map(roomResultOf);
  return copy;
}

/**
 * The state as viewers receive it. Today every field is public; it is still built field by
 * field (never by spreading), like `publicAgenda`, so that a field added to `RunState` later
 * stays private until someone decides otherwise. A message sent to one room reaches only a
 * device of that room (`room`, DESIGN §9 "Rooms"); the plenary's message and the recall reach
 * every device.
 *
 * @example
 * publicRunState(deriveRun(log, agenda, now)) // the same fields, no room's message
 * publicRunState(state, 1) // room 1's message kept, the other rooms' dropped
 */
export function publicRunState(state: RunState, room: number | null = null): RunState {
  const copy: RunState = {
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
    sequences: state.sequences.map(sequenceOf),
    message: messageOf(state.message),
    blackout: state.blackout,
  };
  if (state.rooms !== undefined) copy.rooms = state.rooms.map((r) => roomStateOf(r, room));
  if (state.recall !== undefined) {
    copy.recall = { sentAt: state.recall.sentAt, endsAt: state.recall.endsAt };
  }
  return copy;
}
