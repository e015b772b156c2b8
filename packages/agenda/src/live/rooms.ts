import type {
  RunCore,
  RunRoomCore,
  RunRoomProgress,
  RunSequenceProgress,
  RunSequencePlan,
} from './types.ts';

// The rooms' side of the one run state machine (DESIGN §9 "Rooms"). Internal: `applyCommand`
// is the only way in. A room's steps work like the run's sequences, one level down.

/** Fresh bookkeeping for steps of these planned times: nothing spent, added or skipped. */
function freshSteps(plannedMs: readonly number[]): RunRoomProgress {
  return {
    plannedMs: [...plannedMs],
    spentMs: plannedMs.map(() => 0),
    addedMs: plannedMs.map(() => 0),
    skipped: plannedMs.map(() => false),
  };
}

/** The rooms' progress of a sequence of the plan (absent when it has no rooms). */
export function roomProgressOf(plan: RunSequencePlan): RunRoomProgress[] | undefined {
  return plan.rooms?.map((room) => freshSteps(room.steps.map((step) => step.plannedMs)));
}

/** The same rooms afresh, for a new run. */
export function resetRoomProgress(rooms: readonly RunRoomProgress[]): RunRoomProgress[] {
  return rooms.map((room) => freshSteps(room.plannedMs));
}

/** The first step from `from` on (`step` 1) or back (`step` -1) that is not skipped, or null. */
export function nearestStep(progress: RunRoomProgress, from: number, step: 1 | -1): number | null {
  for (let index = from; index >= 0 && index < progress.skipped.length; index += step) {
    if (!progress.skipped[index]) return index;
  }
  return null;
}

/**
 * Every room of `progress` starting at `now` on its first step not skipped (resuming what an
 * earlier visit spent there); a room whose steps are all skipped is done at once.
 */
export function enterRooms(progress: RunSequenceProgress | undefined, now: number) {
  if (progress?.rooms === undefined) return undefined;
  return progress.rooms.map((room): RunRoomCore => {
    const first = nearestStep(room, 0, 1);
    return {
      status: first === null ? 'done' : 'running',
      stepIndex: first ?? 0,
      stepStartedAt: first === null ? null : now - (room.spentMs[first] ?? 0),
      pausedAt: null,
      doneAt: first === null ? now : null,
      message: null,
    };
  });
}

/** Time spent on a room's current step up to `now`, never less than what was counted before. */
export function stepSpentMs(room: RunRoomCore, progress: RunRoomProgress, now: number): number {
  const earlier = progress.spentMs[room.stepIndex] ?? 0;
  if (room.status === 'done' || room.stepStartedAt === null) return earlier;
  return Math.max(earlier, (room.pausedAt ?? now) - room.stepStartedAt);
}

/** `progress` with the current step's spent time written in (the step is being left). */
export function closeStep(
  room: RunRoomCore,
  progress: RunRoomProgress,
  now: number,
): RunRoomProgress {
  const spent = stepSpentMs(room, progress, now);
  return {
    ...progress,
    spentMs: progress.spentMs.map((ms, i) => (i === room.stepIndex ? spent : ms)),
  };
}

/** The run's progress with the current sequence's rooms' open steps closed at `now`. */
export function closeRooms(core: RunCore, now: number): RunSequenceProgress[] {
  const rooms = core.rooms;
  if (rooms === undefined) return core.progress;
  return core.progress.map((entry, index) => {
    if (index !== core.currentIndex || entry.rooms === undefined) return entry;
    const closed = entry.rooms.map((progress, r) => {
      const room = rooms[r];
      return room === undefined || room.status === 'done'
        ? progress
        : closeStep(room, progress, now);
    });
    return { ...entry, rooms: closed };
  });
}

/** The core without its live rooms and recall (the run is leaving the sequence). */
export function withoutRooms(core: RunCore): RunCore {
  const { rooms: _rooms, recall: _recall, ...rest } = core;
  return rest;
}

/**
 * The core as the clock leaves it at `now`: once a recall has elapsed, every room not done yet
 * is done at the recall's end, its open step closed there (or at its pause, if earlier).
 * Idempotent, and the same core when nothing is due, so every command and every derivation
 * sees the rooms the clock says.
 */
export function settleRecall(core: RunCore, now: number): RunCore {
  const { recall, rooms } = core;
  if (recall === undefined || rooms === undefined || now < recall.endsAt) return core;
  if (rooms.every((room) => room.status === 'done')) return core;
  const entry = core.progress[core.currentIndex];
  const roomProgress = entry?.rooms;
  if (entry === undefined || roomProgress === undefined) return core;
  const at = recall.endsAt;
  const closed = roomProgress.map((progress, r) => {
    const room = rooms[r];
    return room === undefined || room.status === 'done' ? progress : closeStep(room, progress, at);
  });
  return {
    ...core,
    progress: core.progress.map((p, i) =>
      i === core.currentIndex ? { ...entry, rooms: closed } : p,
    ),
    rooms: rooms.map((room) =>
      room.status === 'done'
        ? room
        : { ...room, status: 'done', stepStartedAt: null, pausedAt: null, doneAt: at },
    ),
  };
}
