import { describe, expect, it } from 'vitest';
import { csvFileName, formatDurationMs, formatOverrunMs, overrunTone } from './run-format.ts';

describe('run figures', () => {
  it.each([
    [754_000, 'en', '12.6 min'],
    [754_000, 'fr', '12,6 min'],
    [90 * 60_000, 'en', '1h 30min'],
    [77.2 * 60_000, 'en', '1h 17min'],
    [0, 'en', '0 min'],
  ] as const)('%d ms reads %s in %s', (ms, language, text) => {
    expect(formatDurationMs(ms, language)).toBe(text);
  });

  it.each([
    [180_000, '+3 min'],
    [-90_000, '-1.5 min'],
    [2_000, '0 min'],
  ])('an overrun of %d ms reads %s', (ms, text) => {
    expect(formatOverrunMs(ms, 'en')).toBe(text);
  });

  it.each([
    [31_000, 'late'],
    [30_000, 'onTime'],
    [-30_000, 'onTime'],
    [-31_000, 'early'],
  ] as const)('%d ms is %s', (ms, tone) => {
    expect(overrunTone(ms)).toBe(tone);
  });

  it('names the CSV after the title and the day the run started', () => {
    const startedAt = new Date(2026, 4, 12, 9, 0).getTime();
    expect(csvFileName('Team retro', startedAt)).toBe('Team retro-2026-05-12.csv');
    expect(csvFileName('Q3: plan / review?', startedAt)).toBe('Q3- plan - review--2026-05-12.csv');
    expect(csvFileName('  ', startedAt)).toBe('meeting-2026-05-12.csv');
  });
});
