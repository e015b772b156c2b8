import { describe, expect, it } from 'vitest';
import { formatClock, formatDuration, wholeMinutes } from './format-clock.ts';
import { countdownTone } from './run-view.ts';

describe('formatClock', () => {
  it.each([
    [754_000, true, '12:34'],
    [59_200, true, '1:00'],
    [1_000, true, '0:01'],
    [0, true, '0:00'],
    [-400, true, '0:00'],
    [-1_000, true, '-0:01'],
    [-65_000, true, '-1:05'],
    [3_723_000, true, '1:02:03'],
    [-3_723_000, true, '-1:02:03'],
    [754_000, false, '13'],
    [3_723_000, false, '1:03'],
    [-125_000, false, '-2'],
  ])('%d ms with seconds %s reads %s', (ms, seconds, text) => {
    expect(formatClock(ms, seconds)).toBe(text);
  });
});

describe('formatDuration', () => {
  it.each([
    [90_000, '2 min'],
    [3_900_000, '1h 05'],
    [-5, '0 min'],
  ])('%d ms reads %s', (ms, text) => expect(formatDuration(ms)).toBe(text));
});

describe('countdownTone', () => {
  it.each([
    [600_000, 1_800_000, 'normal'],
    [360_000, 1_800_000, 'warning'],
    [119_000, 300_000, 'warning'],
    [121_000, 300_000, 'normal'],
    [0, 300_000, 'warning'],
    [-1_000, 300_000, 'overtime'],
  ])('%d ms left of %d is %s', (remaining, target, tone) => {
    expect(countdownTone(remaining, target)).toBe(tone);
  });
});

describe('wholeMinutes', () => {
  it.each([
    [90_000, 2],
    [-90_000, 2],
    [29_000, 0],
    [-150_000, 3],
  ])('%d ms reads as %d minutes', (ms, minutes) => {
    expect(wholeMinutes(ms)).toBe(minutes);
  });
});
