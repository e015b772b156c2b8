import { stepSpentMs } from './rooms.ts';
import type {
  RunCore,
  RunRoomPlan,
  RunRoomProgress,
  RunRoomResult,
  RunRoomState,
  RunSequencePlan,
  RunStepState,
} from './types.ts';

/** A room's steps against their plan; `live` gives the current step's time up to `now`. */
function stepsOf(
  plan: RunRoomPlan,
  progress: RunRoomProgress | undefined,
  current: { stepIndex: number; spentMs: number } | null,
): RunStepState[] {
  return plan.steps.map((step, index) => ({
    index,
    title: step.title,
    plannedMs: step.plannedMs,
    addedMs: progress?.addedMs[index] ?? 0,
    actualMs:
      current !== null && current.stepIndex === index
        ? current.spentMs
        : (progress?.spentMs[index] ?? 0),
    skipped: progress?.skipped[index] ?? false,
  }));
}

function resultOf(plan: RunRoomPlan, index: number, steps: RunStepState[]): RunRoomResult {
  return {
    index,
    name: plan.name,
    plannedMs: plan.plannedMs,
    actualMs: steps.reduce((sum, step) => sum + step.actualMs, 0),
    steps,
  };
}

/**
 * The rooms' results of sequence `sequenceIndex` of a core seen at `now` (already settled):
 * what the sequence's entry in a state carries, for the Insight tab and the cockpit alike.
 */
export function roomResults(
  core: RunCore,
  plan: RunSequencePlan,
  sequenceIndex: number,
  now: number,
): RunRoomResult[] | undefined {
  const rooms = plan.rooms;
  if (rooms === undefined) return undefined;
  const progress = core.progress[sequenceIndex]?.rooms;
  const live = sequenceIndex === core.currentIndex ? core.rooms : undefined;
  return rooms.map((room, r) => {
    const liveRoom = live?.[r];
    const roomProgress = progress?.[r];
    const current =
      liveRoom !== undefined && roomProgress !== undefined && liveRoom.status !== 'done'
        ? { stepIndex: liveRoom.stepIndex, spentMs: stepSpentMs(liveRoom, roomProgress, now) }
        : null;
    return resultOf(room, r, stepsOf(room, roomProgress, current));
  });
}

/** What a step still needs of its target (never negative: an overrun step needs nothing). */
function leftMs(step: RunStepState): number {
  return Math.max(0, step.plannedMs + step.addedMs - step.actualMs);
}

/**
 * The live rooms of the current sequence as devices receive them, seen at `now`; undefined
 * when the run is not on a sequence with rooms. Call with a settled core (`settleRecall`).
 */
export function presentRooms(
  core: RunCore,
  plan: RunSequencePlan | undefined,
  now: number,
): RunRoomState[] | undefined {
  const live = core.rooms;
  if (live === undefined || plan === undefined) return undefined;
  const results = roomResults(core, plan, core.currentIndex, now) ?? [];
  const recallEnd = core.recall?.endsAt ?? null;
  return results.map((result, r) => {
    const room = live[r];
    const roomPlan = plan.rooms?.[r];
    const status = room?.status ?? 'idle';
    const stepIndex = room?.stepIndex ?? 0;
    let endsAt: number | null = room?.doneAt ?? null;
    if (status !== 'done') {
      const left = result.steps
        .filter((step) => step.index >= stepIndex && !step.skipped)
        .reduce((sum, step) => sum + leftMs(step), 0);
      endsAt = (room?.pausedAt ?? now) + left;
      if (recallEnd !== null) endsAt = Math.min(endsAt, Math.max(recallEnd, now));
    }
    return {
      ...result,
      hosts: [...(roomPlan?.hosts ?? [])],
      status,
      stepIndex,
      stepStartedAt: room?.stepStartedAt ?? null,
      pausedAt: room?.pausedAt ?? null,
      addedMs: result.steps[stepIndex]?.addedMs ?? 0,
      endsAt,
      message:
        room?.message == null
          ? null
          : { text: room.message.text, flash: room.message.flash, sentAt: room.message.sentAt },
    };
  });
}
