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
};

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
 */
export type RunCommand =
  | { type: 'start'; runId: string }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'goTo'; index: number }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'addTime'; minutes: number; index?: number }
  | { type: 'setTimeLeft'; seconds: number }
  | { type: 'endAt'; at: number }
  | { type: 'skip'; index: number; skipped?: boolean }
  | { type: 'finish' }
  | { type: 'restart'; runId: string }
  | { type: 'end' }
  | { type: 'message'; text: string | null; flash?: boolean }
  | { type: 'blackout'; on: boolean };

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
};

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
