import { recallRemainingMs, roomRemainingMs } from '@ordo/agenda';
import type { RunStateBody, StageWarnings } from '@ordo/contract';
import { countdownTone, type CountdownTone, type RunPhase } from './run-view.ts';

export type RunRoom = NonNullable<RunStateBody['rooms']>[number];
type RunStep = RunRoom['steps'][number];

/**
 * Where a room's screen stands (DESIGN §9 "Rooms"):
 * - `plenary`: the run is not on a sequence with rooms (before it, after it, idle, finished);
 * - `invalid`: the address names no room of the current sequence;
 * - `active`: the room runs (or is paused) on one of its steps;
 * - `recall`: "back in plenary in N min" counts down;
 * - `done`: the room is over (its last step, or the recall elapsed): back to plenary.
 */
export type RoomStage = 'plenary' | 'invalid' | 'active' | 'recall' | 'done';

export type RoomView = {
  stage: RoomStage;
  room: RunRoom | null;
  step: RunStep | null;
  /** The next step not skipped, null on the last one. */
  next: RunStep | null;
  /** What is left of the step (or of the recall while one runs); negative is overtime. */
  remainingMs: number;
  /** The step's target (or the recall's length), for the countdown's thresholds. */
  targetMs: number;
  tone: CountdownTone;
  phase: RunPhase;
};

/**
 * A room's index from an address's `?room=`: a whole number from 0, else null (`"abc"`, `-1`,
 * `1.5`); `undefined` when the address names no room at all.
 *
 * @example roomParam('?room=2') // 2
 */
export function roomParam(search: string): number | null | undefined {
  const raw = new URLSearchParams(search).get('room');
  if (raw === null) return undefined;
  return /^\d{1,4}$/.test(raw.trim()) ? Number(raw.trim()) : null;
}

/**
 * Everything a room's screen derives from a state, the room's index and the server clock, in
 * one place so the room's stage, its remote and its participants agree. The countdown is the
 * agenda's own (`roomRemainingMs`, `recallRemainingMs`), the cockpit's too.
 *
 * @example roomView(state, 1, live.serverNow()).stage // 'active'
 */
export function roomView(
  state: RunStateBody,
  index: number,
  serverNow: number,
  warnings?: StageWarnings | null,
): RoomView {
  const rooms = state.rooms;
  const room = rooms?.[index] ?? null;
  const empty: RoomView = {
    stage: rooms === undefined ? 'plenary' : 'invalid',
    room: null,
    step: null,
    next: null,
    remainingMs: 0,
    targetMs: 0,
    tone: 'normal',
    phase: 'idle',
  };
  const active = state.status === 'running' || state.status === 'paused';
  if (!active || rooms === undefined || room === null) return empty;
  const recallLeft = recallRemainingMs(state.recall, serverNow);
  const step = room.steps[room.stepIndex] ?? null;
  const next = room.steps.find((s) => s.index > room.stepIndex && !s.skipped) ?? null;
  if (room.status === 'done' || recallLeft === 0) {
    return { ...empty, stage: 'done', room, phase: 'finished' };
  }
  if (recallLeft !== null && state.recall) {
    const targetMs = Math.max(1, state.recall.endsAt - state.recall.sentAt);
    // The recall's own rule (amber in its last 20 % or 2 minutes), not a sequence's thresholds.
    const tone = countdownTone(recallLeft, targetMs);
    const phase = tone === 'normal' ? 'running' : tone;
    return { stage: 'recall', room, step, next, remainingMs: recallLeft, targetMs, tone, phase };
  }
  const remainingMs = roomRemainingMs(room, state.recall, serverNow);
  const targetMs = step ? step.plannedMs + step.addedMs : 0;
  const tone = countdownTone(remainingMs, targetMs, warnings);
  const phase: RunPhase =
    room.status === 'paused' ? 'paused' : tone === 'normal' ? 'running' : tone;
  return { stage: 'active', room, step, next, remainingMs, targetMs, tone, phase };
}

/**
 * The sequence a room's screens wait for outside it: the current one when it has rooms, else
 * the next one with rooms still to come (the first before the start); null when none is left.
 */
export function roomsSequence(state: RunStateBody): RunStateBody['sequences'][number] | null {
  if (state.status === 'finished') return null;
  const from = state.status === 'idle' ? 0 : state.currentIndex;
  return (
    state.sequences.find((s) => s.index >= from && !s.skipped && (s.rooms?.length ?? 0) > 0) ?? null
  );
}

/**
 * The name room `index` has where a screen of it stands: in the current sequence while it has
 * rooms (null when it has no such room), else in the next sequence with rooms, else in any
 * (after the rooms, the label still names the room). Null when no sequence has such a room.
 *
 * @example roomNameOf(state, 1) // 'Hiring'
 */
export function roomNameOf(state: RunStateBody, index: number): string | null {
  if (state.rooms !== undefined) return state.rooms[index]?.name ?? null;
  const named = (s: RunStateBody['sequences'][number] | null | undefined) =>
    s?.rooms?.[index]?.name ?? null;
  return named(roomsSequence(state)) ?? state.sequences.map(named).find((n) => n !== null) ?? null;
}
