import { describe, expect, it } from 'vitest';
import { presentRun } from './derive-run.ts';
import { runStatistics } from './run-stats.ts';
import { AGENDA, IDLE, T0 } from './run-fixtures.ts';
import { MINUTE, runOf } from './test-support.ts';

describe('runStatistics', () => {
  it('compares plan and actual per sequence and in total', () => {
    // A takes 14 min, B is skipped, C takes 15 min (2 of them on a second visit), D 16.
    const core = runOf(AGENDA, [
      { command: { type: 'start', runId: 'r1' }, at: T0 },
      { command: { type: 'skip', index: 1 }, at: T0 },
      { command: { type: 'next' }, at: T0 + 14 * MINUTE },
      { command: { type: 'pause' }, at: T0 + 27 * MINUTE },
      { command: { type: 'resume' }, at: T0 + 40 * MINUTE },
      { command: { type: 'next' }, at: T0 + 40 * MINUTE },
      { command: { type: 'goTo', index: 2 }, at: T0 + 56 * MINUTE },
      { command: { type: 'finish' }, at: T0 + 58 * MINUTE },
    ]);
    expect(runStatistics(presentRun(core, AGENDA, T0 + 90 * MINUTE, 0))).toStrictEqual({
      totalPlannedMs: 50 * MINUTE,
      totalActualMs: 45 * MINUTE,
      sequences: [
        {
          index: 0,
          title: 'A',
          plannedMs: 10 * MINUTE,
          actualMs: 14 * MINUTE,
          overrunMs: 4 * MINUTE,
          skipped: false,
        },
        { index: 1, title: 'B', plannedMs: 5 * MINUTE, actualMs: 0, overrunMs: 0, skipped: true },
        {
          index: 2,
          title: 'C',
          plannedMs: 20 * MINUTE,
          actualMs: 15 * MINUTE,
          overrunMs: -5 * MINUTE,
          skipped: false,
        },
        {
          index: 3,
          title: 'D',
          plannedMs: 15 * MINUTE,
          actualMs: 16 * MINUTE,
          overrunMs: MINUTE,
          skipped: false,
        },
      ],
    });
  });

  it('a run not started has spent nothing', () => {
    const stats = runStatistics(presentRun(IDLE, AGENDA, T0, 0));
    expect(stats.totalActualMs).toBe(0);
    expect(stats.sequences.map((s) => s.overrunMs)).toStrictEqual([
      -10 * MINUTE,
      -5 * MINUTE,
      -20 * MINUTE,
      -15 * MINUTE,
    ]);
  });
});
