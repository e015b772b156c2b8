import { closeRooms, enterRooms, resetRoomProgress, withoutRooms } from './rooms.ts';
import type { RunCore, RunSequenceProgress } from './types.ts';

// The bookkeeping every move shares. Internal: `applyCommand` is the only way in.

/** Whether the run's clock exists: it runs, or it is frozen by a pause. */
export function isActive(core: RunCore): boolean {
  return core.status === 'running' || core.status === 'paused';
}

/** Whether `index` names a sequence (an integer in range, so NaN and 1.5 are not). */
export function isIndex(index: unknown, length: number): index is number {
  return typeof index === 'number' && Number.isInteger(index) && index >= 0 && index < length;
}

/**
 * Time spent on the current sequence, earlier visits included. Clamped at what the earlier
 * visits already count, so a `now` older than the last command cannot take time back.
 */
export function currentSpentMs(core: RunCore, now: number): number {
  const earlier = core.progress[core.currentIndex]?.spentMs ?? 0;
  if (!isActive(core) || core.sequenceStartedAt === null) return earlier;
  return Math.max(earlier, (core.pausedAt ?? now) - core.sequenceStartedAt);
}

/**
 * The progress with the current visit written into the current sequence's `spentMs`, and its
 * rooms' open steps into theirs.
 */
function closeVisit(core: RunCore, now: number): RunSequenceProgress[] {
  const spent = currentSpentMs(core, now);
  return closeRooms(core, now).map((entry, index) =>
    index === core.currentIndex ? { ...entry, spentMs: spent } : entry,
  );
}

/**
 * Leaves the current sequence for `target` (un-skipping it). The target's clock resumes at
 * what it already spent; while paused it stays frozen there, anchored at the pause's start so
 * the pause keeps counting from when it began. The left sequence's rooms and recall go; the
 * target's rooms all start running at their first step, now (DESIGN §9 "Rooms").
 */
export function moveTo(core: RunCore, target: number, now: number): RunCore {
  const progress = closeVisit(core, now).map((entry, index) =>
    index === target && entry.skipped ? { ...entry, skipped: false } : entry,
  );
  const anchor = core.pausedAt ?? now;
  const moved: RunCore = {
    ...withoutRooms(core),
    currentIndex: target,
    progress,
    sequenceStartedAt: anchor - (progress[target]?.spentMs ?? 0),
  };
  const rooms = enterRooms(progress[target], now);
  return rooms === undefined ? moved : { ...moved, rooms };
}

/** Ends a running or paused run at `now`; an open pause is counted until then. */
export function finishRun(core: RunCore, now: number): RunCore {
  const openPause = core.pausedAt === null ? 0 : Math.max(0, now - core.pausedAt);
  return {
    ...withoutRooms(core),
    status: 'finished',
    progress: closeVisit(core, now),
    finishedAt: now,
    sequenceStartedAt: null,
    pausedAt: null,
    pausedMs: core.pausedMs + openPause,
  };
}

/** A run opened at `now` from the first sequence, with nothing of any earlier run. */
export function freshRun(core: RunCore, runId: string, now: number): RunCore {
  const progress = core.progress.map((entry): RunSequenceProgress => {
    const fresh = { plannedMs: entry.plannedMs, spentMs: 0, addedMs: 0, skipped: false };
    return entry.rooms === undefined ? fresh : { ...fresh, rooms: resetRoomProgress(entry.rooms) };
  });
  const rooms = enterRooms(progress[0], now);
  const run: RunCore = {
    runId,
    status: 'running',
    currentIndex: 0,
    startedAt: now,
    finishedAt: null,
    sequenceStartedAt: now,
    pausedAt: null,
    pausedMs: 0,
    progress,
    message: null,
    blackout: false,
  };
  return rooms === undefined ? run : { ...run, rooms };
}

/** The nearest index after (`step` 1) or before (`step` -1) the current one not skipped. */
export function neighbour(core: RunCore, step: 1 | -1): number | null {
  for (let index = core.currentIndex + step; index >= 0; index += step) {
    const entry = core.progress[index];
    if (entry === undefined) return null;
    if (!entry.skipped) return index;
  }
  return null;
}
