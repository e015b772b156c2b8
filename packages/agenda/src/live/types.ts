/**
 * The live run's shapes (DESIGN §4 and §9 "Live run"). A run is event-sourced: a list of
 * timestamped commands replayed by one pure state machine, here, in the browser and in Node.
 * Times are epoch milliseconds of the server's clock.
 */

/** A run as its replay leaves it: the minimum from which everything else is derived. */
export type RunStatus = 'idle' | 'running' | 'paused' | 'finished';

/** One sequence of the agenda a run was started with (a snapshot: edits do not move a run). */
export type RunSequencePlan = {
  title: string;
  optional: boolean;
  speakers: string[];
  plannedMs: number;
  /** Its breakout rooms (DESIGN §9 "Rooms"), only when it has some. */
  rooms?: RunRoomPlan[];
};

/**
 * A room of a run's sequence: public fields and planned times only. `steps` is never empty: a
 * room written without `###` runs as one step named after the room, for the whole room.
 */
export type RunRoomPlan = {
  name: string;
  hosts: string[];
  plannedMs: number;
  steps: RunStepPlan[];
};

export type RunStepPlan = { title: string; plannedMs: number };

/** The agenda of a run: its sequences as they were when the run started. */
export type RunAgenda = { sequences: RunSequencePlan[] };

/** The text shown over the stage countdown until cleared. */
export type StageMessage = { text: string; flash: boolean; sentAt: number };

/**
 * What a command may ask. `start` and `restart` carry the id of the run they open, chosen by
 * the server (the engine never invents ids). `addTime.index` defaults to the current sequence
 * and may name a later one (how "land on time" shortens what is still to come); `skip.skipped`
 * defaults to true, false brings a skipped sequence back. `setTimeLeft` (whole seconds, 0 to 12
 * hours) and `endAt` (a server time, now to 12 hours later) move the current sequence's added
 * time so that exactly that much is left at the command's time.
 *
 * Rooms (DESIGN §9): `next`, `previous`, `goTo`, `pause`, `resume`, `addTime`, `skip` and
 * `message` with `room` (its 0-based index in the current sequence) act on that room's steps
 * only (`index` then names a step). `recall { minutes }` (0 to 60, whole) calls every room
 * back: when it elapses every room is done; the plenary stays on the sequence, its clock
 * running, until the facilitator moves on (a run moves only on commands).
 */
export type RunCommand =
  | { type: 'start'; runId: string }
  | { type: 'next'; room?: number }
  | { type: 'previous'; room?: number }
  | { type: 'goTo'; index: number; room?: number }
  | { type: 'pause'; room?: number }
  | { type: 'resume'; room?: number }
  | { type: 'addTime'; minutes: number; index?: number; room?: number }
  | { type: 'setTimeLeft'; seconds: number }
  | { type: 'endAt'; at: number }
  | { type: 'skip'; index: number; skipped?: boolean; room?: number }
  | { type: 'finish' }
  | { type: 'restart'; runId: string }
  | { type: 'end' }
  | { type: 'message'; text: string | null; flash?: boolean; room?: number }
  | { type: 'blackout'; on: boolean }
  | { type: 'recall'; minutes: number };

export type RunCommandType = RunCommand['type'];

/** One entry of a run's log: the command and the server time it was applied at. */
export type RunLogEntry = { command: RunCommand; at: number };

/**
 * Per-sequence bookkeeping of the replay. `plannedMs` repeats the agenda's so that
 * `applyCommand(core, command, now)` can keep a target (`plannedMs + addedMs`) from going below
 * zero without being handed the agenda; `idleRun` copies it and a restart keeps it.
 */
export type RunSequenceProgress = {
  plannedMs: number;
  /** Time spent on the sequence in earlier visits (the current visit is not counted yet). */
  spentMs: number;
  /** Time added (or, negative, removed) with `addTime`, `setTimeLeft` or `endAt`, in ms. */
  addedMs: number;
  skipped: boolean;
  /** Per room of the sequence, per step: the same bookkeeping, kept across visits. */
  rooms?: RunRoomProgress[];
};

/** A room's steps' planned, spent (earlier visits and closed steps), added and skipped state. */
export type RunRoomProgress = {
  plannedMs: number[];
  spentMs: number[];
  addedMs: number[];
  skipped: boolean[];
};

/** The live part of a room while the run is on its sequence; `done` stays until it leaves. */
export type RunRoomStatus = 'idle' | 'running' | 'paused' | 'done';

/**
 * A room's clock, as the sequence's: `stepStartedAt` is the virtual moment the current step's
 * clock started (earlier visits and pauses accounted for), so its spent time is
 * `(pausedAt ?? now) - stepStartedAt`. `doneAt` is when the room ended (last step left, or the
 * recall elapsed).
 */
export type RunRoomCore = {
  status: RunRoomStatus;
  stepIndex: number;
  stepStartedAt: number | null;
  pausedAt: number | null;
  doneAt: number | null;
  message: StageMessage | null;
};

/** "Back in plenary in N min": sent at `sentAt`, every room ends at `endsAt`. */
export type RunRecall = { sentAt: number; endsAt: number };

/**
 * The state the engine keeps between commands. `sequenceStartedAt` is the virtual moment the
 * current sequence's clock started: it already accounts for earlier visits and pauses, so the
 * time spent on it is always `(pausedAt ?? now) - sequenceStartedAt`.
 */
export type RunCore = {
  runId: string | null;
  status: RunStatus;
  currentIndex: number;
  startedAt: number | null;
  finishedAt: number | null;
  sequenceStartedAt: number | null;
  pausedAt: number | null;
  /** Total time spent paused, so running time is wall time minus this. */
  pausedMs: number;
  progress: RunSequenceProgress[];
  message: StageMessage | null;
  blackout: boolean;
  /** The current sequence's rooms, only while the run is on a sequence that has some. */
  rooms?: RunRoomCore[];
  /** The recall of the current sequence's rooms, once sent (cleared when the run moves). */
  recall?: RunRecall;
};

/** One step of a room in a state: its plan against what happened. */
export type RunStepState = {
  index: number;
  title: string;
  plannedMs: number;
  addedMs: number;
  /** Time spent so far; for the current step of a room not done, up to the derivation. */
  actualMs: number;
  skipped: boolean;
};

/** A room's results in a state's sequence (every sequence with rooms, run or not). */
export type RunRoomResult = {
  index: number;
  name: string;
  plannedMs: number;
  /** The sum of its steps' actual times (pauses left out). */
  actualMs: number;
  steps: RunStepState[];
};

/**
 * A room of the current sequence as every device receives it (DESIGN §9 pins the first fields):
 * its remaining time is `steps[stepIndex].plannedMs + addedMs - ((pausedAt ?? now) -
 * stepStartedAt)`; `endsAt` projects its end (capped by a recall), its `doneAt` once done.
 */
export type RunRoomState = RunRoomResult & {
  hosts: string[];
  status: RunRoomStatus;
  stepIndex: number;
  stepStartedAt: number | null;
  pausedAt: number | null;
  /** Added time of the current step. */
  addedMs: number;
  endsAt: number | null;
  /** The message sent to this room only (a message without room is `RunState.message`). */
  message: StageMessage | null;
};

/** One sequence of the state every device receives (DESIGN §9), plus its added time. */
export type RunStateSequence = {
  index: number;
  title: string;
  optional: boolean;
  speakers: string[];
  plannedMs: number;
  /** Time added or removed (`addTime`, `setTimeLeft`, `endAt`): the target is planned + added. */
  addedMs: number;
  /** Time spent so far; for the current sequence, up to the moment the state was derived. */
  actualMs: number;
  skipped: boolean;
  /** Its rooms' plan against actual, only when it has rooms. */
  rooms?: RunRoomResult[];
};

/**
 * The state broadcast to every device (DESIGN §9 pins its fields). Clients render countdowns
 * from it and their estimate of the server clock:
 * `spent = (pausedAt ?? serverNow) - sequenceStartedAt`,
 * `remaining = plannedMs + addedMs - spent` of the current sequence (negative: overtime).
 */
export type RunState = {
  /**
   * How many commands the meeting's runs took so far: one more with every accepted command,
   * never less on a restart or a new run. A device drops a state whose position is below the
   * one it shows (`isOlderRunState`): states may arrive out of order across server processes.
   */
  position: number;
  runId: string | null;
  status: RunStatus;
  currentIndex: number;
  startedAt: number | null;
  finishedAt: number | null;
  sequenceStartedAt: number | null;
  pausedAt: number | null;
  /** Added time of the current sequence. */
  addedMs: number;
  /** Projected end of the whole run at the moment of derivation; the finish time once finished. */
  endsAt: number | null;
  /** `endsAt` minus the planned end (start + every sequence's planned time); positive is late. */
  delayMs: number;
  sequences: RunStateSequence[];
  message: StageMessage | null;
  blackout: boolean;
  /** The current sequence's rooms, only while a running or paused run is on one that has some. */
  rooms?: RunRoomState[];
  /** "Back in plenary": shown on every screen while the current sequence's rooms are recalled. */
  recall?: RunRecall;
};

/** Why a command was refused: the transition does not exist, or an argument is out of range. */
export type RunRefusal = { code: 'INVALID_TRANSITION' | 'VALIDATION_FAILED'; message: string };

export type ApplyResult = { ok: true; core: RunCore } | { ok: false; refusal: RunRefusal };

/** One change "land on time" proposes; each is a command the cockpit can send as is. */
export type LandingStep =
  | { type: 'skip'; index: number; savedMs: number }
  | { type: 'addTime'; index: number; minutes: number; savedMs: number };

/** A proposal to end at the planned time, or as close as skipping and shortening allow. */
export type LandingPlan = {
  /** How late the run would end without the proposal. */
  delayMs: number;
  steps: LandingStep[];
  /** How late it would still end with every step applied (0 when it lands on time). */
  remainingDelayMs: number;
};
