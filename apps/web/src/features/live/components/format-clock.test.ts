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
    [90_000, '2 min', '2 min'],
    [3_900_000, '1 h 5 min', '1 h 05'],
    [-5, '0 min', '0 min'],
  ])('%d ms reads %s in English and %s in French', (ms, en, fr) => {
    const read = (language: 'en' | 'fr') => formatDuration(ms, language).replaceAll('\u00A0', ' ');
    expect([read('en'), read('fr')]).toStrictEqual([en, fr]);
  });
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

  const minutes = { unit: 'minutes', amber: 2, red: 0.5 } as const;
  const percent = { unit: 'percent', amber: 50, red: 10 } as const;
  const amberOnly = { unit: 'minutes', amber: 5, red: 0 } as const;
  it.each([
    ['amber 2 min, red 0:30', minutes, 121_000, 600_000, 'normal'],
    ['amber 2 min, red 0:30', minutes, 120_000, 600_000, 'warning'],
    ['amber 2 min, red 0:30', minutes, 30_000, 600_000, 'red'],
    ['amber 2 min, red 0:30', minutes, 0, 600_000, 'red'],
    ['amber 2 min, red 0:30', minutes, -1_000, 600_000, 'overtime'],
    ['amber 50 %, red 10 %', percent, 301_000, 600_000, 'normal'],
    ['amber 50 %, red 10 %', percent, 300_000, 600_000, 'warning'],
    ['amber 50 %, red 10 %', percent, 60_000, 600_000, 'red'],
    ['amber 5 min, red only in overtime', amberOnly, 1_000, 600_000, 'warning'],
    ['amber 5 min, red only in overtime', amberOnly, -1_000, 600_000, 'overtime'],
  ])('%s: %d ms left of %d is %s', (_rule, warnings, remaining, target, tone) => {
    expect(countdownTone(remaining, target, warnings)).toBe(tone);
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
