import { ADD_TIME_LIMIT_MINUTES } from './limits.ts';
import { applyRoomCommand, isRoomCommand, recallRooms } from './room-commands.ts';
import { roomProgressOf, settleRecall } from './rooms.ts';
import { finishRun, freshRun, isActive, isIndex, moveTo, neighbour } from './run-moves.ts';
import { notNow, ok, refuse } from './run-results.ts';
import { endAt, setTimeLeft } from './time-left.ts';
import type { ApplyResult, RunAgenda, RunCommand, RunCore } from './types.ts';

export { ADD_TIME_LIMIT_MINUTES };

/**
 * The state of a meeting before any command: not started, every sequence untouched.
 *
 * @example
 * idleRun({ sequences: [{ title: 'A', optional: false, speakers: [], plannedMs: 600000 }] })
 * // { runId: null, status: 'idle', currentIndex: 0, startedAt: null, finishedAt: null,
 * //   sequenceStartedAt: null, pausedAt: null, pausedMs: 0,
 * //   progress: [{ plannedMs: 600000, spentMs: 0, addedMs: 0, skipped: false }],
 * //   message: null, blackout: false }
 */
export function idleRun(agenda: RunAgenda): RunCore {
  return {
    runId: null,
    status: 'idle',
    currentIndex: 0,
    startedAt: null,
    finishedAt: null,
    sequenceStartedAt: null,
    pausedAt: null,
    pausedMs: 0,
    progress: agenda.sequences.map((sequence) => {
      const entry = { plannedMs: sequence.plannedMs, spentMs: 0, addedMs: 0, skipped: false };
      const rooms = roomProgressOf(sequence);
      return rooms === undefined ? entry : { ...entry, rooms };
    }),
    message: null,
    blackout: false,
  };
}

/**
 * The live run's state machine (DESIGN §4 "Live run"): one command applied at server time
 * `now`. Never throws and never mutates its input; a refusal says whether the transition does
 * not exist (`INVALID_TRANSITION`, checked first) or an argument is out of range
 * (`VALIDATION_FAILED`). A `now` older than the last command never yields negative durations.
 *
 * @example
 * const running = applyCommand(idleRun(agenda), { type: 'start', runId: 'r1' }, 1000);
 * // { ok: true, core: { runId: 'r1', status: 'running', currentIndex: 0, startedAt: 1000, … } }
 * applyCommand(idleRun(agenda), { type: 'next' }, 1000);
 * // { ok: false, refusal: { code: 'INVALID_TRANSITION',
 * //   message: 'Cannot go to the next sequence of a run that is idle.' } }
 * // 90 seconds left on the current sequence, or its end at a server time:
 * applyCommand(running.core, { type: 'setTimeLeft', seconds: 90 }, 61000);
 * applyCommand(running.core, { type: 'endAt', at: 61000 + 90000 }, 61000); // the same core
 */
export function applyCommand(current: RunCore, command: RunCommand, now: number): ApplyResult {
  // Typed callers cannot get here; a damaged log row replayed must still not throw.
  if (typeof command !== 'object' || command === null) {
    return refuse('VALIDATION_FAILED', 'Not a command.');
  }
  if (!Number.isFinite(now)) return refuse('VALIDATION_FAILED', 'The time is not a number.');
  if (isRoomCommand(command)) return applyRoomCommand(current, command, now);
  // An elapsed recall has ended the rooms: every command sees them as the clock left them.
  const core = settleRecall(current, now);
  switch (command.type) {
    case 'start':
      if (core.status !== 'idle' && core.status !== 'finished') return notNow('start', core);
      if (core.progress.length === 0) return refuse('INVALID_TRANSITION', 'Nothing to run.');
      return ok(freshRun(core, command.runId, now));
    case 'restart':
      if (core.runId === null) return notNow('restart', core);
      if (core.progress.length === 0) return refuse('INVALID_TRANSITION', 'Nothing to run.');
      return ok(freshRun(core, command.runId, now));
    case 'next': {
      if (!isActive(core)) return notNow('go to the next sequence of', core);
      const target = neighbour(core, 1);
      return ok(target === null ? finishRun(core, now) : moveTo(core, target, now));
    }
    case 'previous': {
      if (!isActive(core)) return notNow('go to the previous sequence of', core);
      const target = neighbour(core, -1);
      if (target === null) return refuse('INVALID_TRANSITION', 'No earlier sequence to go to.');
      return ok(moveTo(core, target, now));
    }
    case 'goTo':
      if (!isActive(core)) return notNow('go to a sequence of', core);
      if (!isIndex(command.index, core.progress.length)) {
        return refuse('VALIDATION_FAILED', 'No sequence has this index.');
      }
      return ok(command.index === core.currentIndex ? core : moveTo(core, command.index, now));
    case 'pause':
      if (core.status !== 'running') return notNow('pause', core);
      return ok({ ...core, status: 'paused', pausedAt: now });
    case 'resume':
      return core.status === 'paused' ? ok(resumed(core, now)) : notNow('resume', core);
    case 'addTime':
      return addTime(core, command);
    case 'setTimeLeft':
      return setTimeLeft(core, command, now);
    case 'endAt':
      return endAt(core, command, now);
    case 'skip':
      return skip(core, command);
    case 'finish':
      return isActive(core) ? ok(finishRun(core, now)) : notNow('finish', core);
    case 'end':
      return ok(isActive(core) ? finishRun(core, now) : core);
    case 'message':
      return ok({
        ...core,
        message:
          command.text === null
            ? null
            : { text: command.text, flash: command.flash === true, sentAt: now },
      });
    case 'blackout':
      return ok({ ...core, blackout: command.on === true });
    case 'recall':
      return recallRooms(core, command, now);
    default: {
      // A log written by another version may hold a type this one does not know.
      const _exhaustive: never = command;
      return refuse('VALIDATION_FAILED', 'Unknown command.');
    }
  }
}

/** The pause's length moves the sequence's clock start, so its spent time is unchanged. */
function resumed(core: RunCore, now: number): RunCore {
  const paused = core.pausedAt === null ? 0 : Math.max(0, now - core.pausedAt);
  return {
    ...core,
    status: 'running',
    sequenceStartedAt: core.sequenceStartedAt === null ? now : core.sequenceStartedAt + paused,
    pausedAt: null,
    pausedMs: core.pausedMs + paused,
  };
}

function addTime(core: RunCore, command: Extract<RunCommand, { type: 'addTime' }>): ApplyResult {
  if (!isActive(core)) return notNow('add time to', core);
  const { minutes } = command;
  if (
    typeof minutes !== 'number' ||
    !Number.isInteger(minutes) ||
    Math.abs(minutes) > ADD_TIME_LIMIT_MINUTES
  ) {
    return refuse('VALIDATION_FAILED', 'Minutes must be a whole number from -60 to 60.');
  }
  const target = command.index ?? core.currentIndex;
  if (!isIndex(target, core.progress.length) || target < core.currentIndex) {
    return refuse('VALIDATION_FAILED', 'Time can be added to the current or a later sequence.');
  }
  const progress = core.progress.map((entry, index) =>
    index === target
      ? // A target never goes below zero: removing more than is left stops at nothing left.
        { ...entry, addedMs: Math.max(entry.addedMs + minutes * 60_000, -entry.plannedMs) }
      : entry,
  );
  return ok({ ...core, progress });
}

function skip(core: RunCore, command: Extract<RunCommand, { type: 'skip' }>): ApplyResult {
  if (!isActive(core)) return notNow('skip a sequence of', core);
  if (!isIndex(command.index, core.progress.length)) {
    return refuse('VALIDATION_FAILED', 'No sequence has this index.');
  }
  if (command.index === core.currentIndex) {
    return refuse(
      'INVALID_TRANSITION',
      'The current sequence cannot be skipped: go to the next one.',
    );
  }
  if (command.index < core.currentIndex) {
    return refuse(
      'INVALID_TRANSITION',
      'Only a sequence still to come can be skipped or brought back: go to it to run it.',
    );
  }
  const skipped = command.skipped !== false;
  const progress = core.progress.map((entry, index) =>
    index === command.index ? { ...entry, skipped } : entry,
  );
  return ok({ ...core, progress });
}
