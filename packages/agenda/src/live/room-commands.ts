import { ADD_TIME_LIMIT_MINUTES } from './limits.ts';
import { isActive, isIndex } from './run-moves.ts';
import { notNow, ok, refuse } from './run-results.ts';
import { closeStep, nearestStep, settleRecall } from './rooms.ts';
import type { ApplyResult, RunCommand, RunCore, RunRoomCore, RunRoomProgress } from './types.ts';

/** The commands that take a `room` (DESIGN §9). */
export type RoomCommand = Extract<
  RunCommand,
  { type: 'next' | 'previous' | 'goTo' | 'pause' | 'resume' | 'addTime' | 'skip' | 'message' }
>;

const ROOM_COMMANDS: ReadonlySet<string> = new Set([
  'next',
  'previous',
  'goTo',
  'pause',
  'resume',
  'addTime',
  'skip',
  'message',
]);

/** Whether a command is meant for one room: a room command with a `room` given. */
export function isRoomCommand(command: RunCommand): command is RoomCommand & { room: number } {
  return ROOM_COMMANDS.has(command.type) && 'room' in command && command.room !== undefined;
}

type Room = { core: RunCore; room: RunRoomCore; progress: RunRoomProgress; index: number };

/** The core with room `index`'s live part and bookkeeping replaced. */
function put(at: Room, room: RunRoomCore, progress: RunRoomProgress): RunCore {
  const { core, index } = at;
  return {
    ...core,
    rooms: core.rooms?.map((r, i) => (i === index ? room : r)),
    progress: core.progress.map((entry, i) =>
      i === core.currentIndex
        ? { ...entry, rooms: entry.rooms?.map((p, r) => (r === index ? progress : p)) }
        : entry,
    ),
  };
}

/** Leaves the current step for `target`: as `moveTo` does for sequences, one level down. */
function moveStep(at: Room, target: number, now: number): RunCore {
  const closed = closeStep(at.room, at.progress, now);
  const progress = closed.skipped[target]
    ? { ...closed, skipped: closed.skipped.map((s, i) => (i === target ? false : s)) }
    : closed;
  const anchor = at.room.pausedAt ?? now;
  const room = {
    ...at.room,
    stepIndex: target,
    stepStartedAt: anchor - (progress.spentMs[target] ?? 0),
  };
  return put(at, room, progress);
}

/** The room ends at `now`: its step closed, its clock stopped. */
function finishRoom(at: Room, now: number): RunCore {
  const progress = closeStep(at.room, at.progress, now);
  const room: RunRoomCore = {
    ...at.room,
    status: 'done',
    stepStartedAt: null,
    pausedAt: null,
    doneAt: now,
  };
  return put(at, room, progress);
}

function addStepTime(at: Room, command: Extract<RoomCommand, { type: 'addTime' }>): ApplyResult {
  const { minutes } = command;
  if (
    typeof minutes !== 'number' ||
    !Number.isInteger(minutes) ||
    Math.abs(minutes) > ADD_TIME_LIMIT_MINUTES
  ) {
    return refuse('VALIDATION_FAILED', 'Minutes must be a whole number from -60 to 60.');
  }
  const target = command.index ?? at.room.stepIndex;
  if (!isIndex(target, at.progress.plannedMs.length) || target < at.room.stepIndex) {
    return refuse('VALIDATION_FAILED', 'Time can be added to the current or a later step.');
  }
  const { plannedMs, addedMs } = at.progress;
  const added = addedMs.map((ms, i) =>
    i === target ? Math.max(ms + minutes * 60_000, -(plannedMs[i] ?? 0)) : ms,
  );
  return ok(put(at, at.room, { ...at.progress, addedMs: added }));
}

function skipStep(at: Room, command: Extract<RoomCommand, { type: 'skip' }>): ApplyResult {
  if (!isIndex(command.index, at.progress.plannedMs.length)) {
    return refuse('VALIDATION_FAILED', 'No step of this room has this index.');
  }
  if (command.index <= at.room.stepIndex) {
    return refuse(
      'INVALID_TRANSITION',
      'Only a step still to come can be skipped or brought back.',
    );
  }
  const skipped = command.skipped !== false;
  const progress = {
    ...at.progress,
    skipped: at.progress.skipped.map((s, i) => (i === command.index ? skipped : s)),
  };
  return ok(put(at, at.room, progress));
}

/**
 * One command for one room of the current sequence (DESIGN §9 "Rooms"). A done room takes
 * only messages: it stays done until the run leaves the sequence.
 */
export function applyRoomCommand(
  current: RunCore,
  command: RoomCommand & { room: number },
  now: number,
): ApplyResult {
  if (!isActive(current)) return notNow('command a room of', current);
  const core = settleRecall(current, now);
  const rooms = core.rooms;
  const roomsProgress = core.progress[core.currentIndex]?.rooms;
  if (rooms === undefined || roomsProgress === undefined) {
    return refuse('INVALID_TRANSITION', 'The current sequence has no rooms.');
  }
  const room = isIndex(command.room, rooms.length) ? rooms[command.room] : undefined;
  const progress = room === undefined ? undefined : roomsProgress[command.room];
  if (room === undefined || progress === undefined) {
    return refuse('VALIDATION_FAILED', 'No room has this index.');
  }
  const at: Room = { core, room, progress, index: command.room };
  if (command.type === 'message') {
    const message =
      command.text === null
        ? null
        : { text: command.text, flash: command.flash === true, sentAt: now };
    return ok(put(at, { ...room, message }, progress));
  }
  if (room.status === 'done') return refuse('INVALID_TRANSITION', 'This room is done.');
  switch (command.type) {
    case 'next': {
      const target = nearestStep(progress, room.stepIndex + 1, 1);
      return ok(target === null ? finishRoom(at, now) : moveStep(at, target, now));
    }
    case 'previous': {
      const target = nearestStep(progress, room.stepIndex - 1, -1);
      if (target === null) return refuse('INVALID_TRANSITION', 'No earlier step to go to.');
      return ok(moveStep(at, target, now));
    }
    case 'goTo':
      if (!isIndex(command.index, progress.plannedMs.length)) {
        return refuse('VALIDATION_FAILED', 'No step of this room has this index.');
      }
      return ok(command.index === room.stepIndex ? core : moveStep(at, command.index, now));
    case 'pause':
      if (room.status !== 'running')
        return refuse('INVALID_TRANSITION', 'This room is not running.');
      return ok(put(at, { ...room, status: 'paused', pausedAt: now }, progress));
    case 'resume': {
      if (room.status !== 'paused') return refuse('INVALID_TRANSITION', 'This room is not paused.');
      const paused = room.pausedAt === null ? 0 : Math.max(0, now - room.pausedAt);
      const startedAt = (room.stepStartedAt ?? now) + paused;
      return ok(
        put(at, { ...room, status: 'running', stepStartedAt: startedAt, pausedAt: null }, progress),
      );
    }
    case 'addTime':
      return addStepTime(at, command);
    case 'skip':
      return skipStep(at, command);
  }
}

/**
 * `recall { minutes }`: every room of the current sequence ends `minutes` from now (0: now).
 * A later recall replaces an earlier one not yet elapsed.
 */
export function recallRooms(
  core: RunCore,
  command: Extract<RunCommand, { type: 'recall' }>,
  now: number,
): ApplyResult {
  if (!isActive(core)) return notNow('recall the rooms of', core);
  if (core.rooms === undefined)
    return refuse('INVALID_TRANSITION', 'The current sequence has no rooms.');
  const { minutes } = command;
  if (
    typeof minutes !== 'number' ||
    !Number.isInteger(minutes) ||
    minutes < 0 ||
    minutes > ADD_TIME_LIMIT_MINUTES
  ) {
    return refuse('VALIDATION_FAILED', 'Minutes must be a whole number from 0 to 60.');
  }
  const settled = settleRecall(core, now);
  return ok(
    settleRecall({ ...settled, recall: { sentAt: now, endsAt: now + minutes * 60_000 } }, now),
  );
}
