import { describe, expect, it } from 'vitest';
import type { RunSequenceStats } from '@ordo/contract';
import { readText } from '../../test/read-text.ts';
import { runFixture } from './insight-fixtures.ts';
import {
  formatDurationMs,
  formatOverrunMs,
  overrunTone,
  setAsideCounts,
  totalAddedMs,
} from './run-format.ts';

describe('run figures', () => {
  it.each([
    [754_000, 'en', '12.6 min'],
    [754_000, 'fr', '12,6 min'],
    [90 * 60_000, 'en', '1 h 30 min'],
    [77.2 * 60_000, 'en', '1 h 17 min'],
    [77.2 * 60_000, 'fr', '1 h 17'],
    [0, 'en', '0 min'],
  ] as const)('%d ms reads %s in %s', (ms, language, text) => {
    expect(readText(formatDurationMs(ms, language))).toBe(text);
  });

  it.each([
    [180_000, '+3 min'],
    [-90_000, '-1.5 min'],
    [2_000, '0 min'],
  ])('an overrun of %d ms reads %s', (ms, text) => {
    expect(readText(formatOverrunMs(ms, 'en'))).toBe(text);
  });

  it.each([
    [31_000, 'late'],
    [30_000, 'onTime'],
    [-30_000, 'onTime'],
    [-31_000, 'early'],
  ] as const)('%d ms is %s', (ms, tone) => {
    expect(overrunTone(ms)).toBe(tone);
  });

  it('counts what the run set apart by reason, and the minutes added to its plan', () => {
    const run = runFixture();
    expect(setAsideCounts(run)).toEqual({ skipped: 1, optionalNotRun: 1 });
    const [checkIn, middle, energizer, actions] = run.sequences as [
      RunSequenceStats,
      RunSequenceStats,
      RunSequenceStats,
      RunSequenceStats,
    ];
    // Minutes added to the actions before they were skipped were never used.
    const changed = {
      ...run,
      sequences: [checkIn, middle, energizer, { ...actions, addedMs: 5 * 60_000 }],
    };
    expect(totalAddedMs(changed)).toBe(2 * 60_000);
  });
});
