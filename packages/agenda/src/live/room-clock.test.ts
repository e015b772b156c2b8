import { describe, expect, it } from 'vitest';
import { recallRemainingMs, roomRemainingMs } from './run-clock.ts';
import type { RunRoomState } from './types.ts';

/** A room on its second step (5 min planned, 1 min added) that started at t = 10 s. */
function room(overrides: Partial<RunRoomState> = {}): RunRoomState {
  return {
    index: 0,
    name: 'Blue',
    plannedMs: 600_000,
    actualMs: 0,
    steps: [
      {
        index: 0,
        title: 'Read',
        plannedMs: 300_000,
        addedMs: 0,
        actualMs: 290_000,
        skipped: false,
      },
      { index: 1, title: 'Vote', plannedMs: 300_000, addedMs: 60_000, actualMs: 0, skipped: false },
    ],
    hosts: ['Ana'],
    status: 'running',
    stepIndex: 1,
    stepStartedAt: 10_000,
    pausedAt: null,
    addedMs: 60_000,
    endsAt: null,
    message: null,
    ...overrides,
  };
}

describe('a room’s countdown', () => {
  it('counts its current step down from the step’s target, past zero into overtime', () => {
    expect(roomRemainingMs(room(), undefined, 70_000)).toBe(300_000);
    expect(roomRemainingMs(room(), undefined, 380_000)).toBe(-10_000);
  });

  it('stands still while the room is paused', () => {
    const paused = room({ status: 'paused', pausedAt: 40_000 });
    expect(roomRemainingMs(paused, undefined, 40_000)).toBe(330_000);
    expect(roomRemainingMs(paused, undefined, 900_000)).toBe(330_000);
  });

  it('never shows more than a recall leaves, and nothing once the room is done', () => {
    const recall = { sentAt: 60_000, endsAt: 180_000 };
    expect(roomRemainingMs(room(), recall, 70_000)).toBe(110_000);
    expect(roomRemainingMs(room(), recall, 200_000)).toBe(0);
    expect(roomRemainingMs(room({ status: 'done' }), undefined, 70_000)).toBe(0);
    expect(recallRemainingMs(recall, 120_000)).toBe(60_000);
    expect(recallRemainingMs(undefined, 120_000)).toBeNull();
  });
});
