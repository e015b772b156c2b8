import { describe, expect, it } from 'vitest';
import { clockAt, parseClock } from './clock.ts';

describe('parseClock', () => {
  it.each<[string, number | null]>([
    ['00:00', 0],
    ['0:00', 0],
    ['9:05', 545],
    ['09:05', 545],
    [' 23:59\t', 1439],
    ['24:00', null],
    ['23:60', null],
    ['123:00', null],
    ['9:5', null],
    ['9.05', null],
    ['', null],
  ])('reads %j as %j', (text, minutes) => {
    expect(parseClock(text)).toBe(minutes);
  });
});

describe('clockAt', () => {
  it.each<[number, string]>([
    [0, '00:00'],
    [545 * 100, '09:05'],
    [545 * 100 + 49, '09:05'],
    [545 * 100 + 50, '09:06'],
    [1439 * 100 + 50, '00:00'],
    [1440 * 100 * 3 + 6100, '01:01'],
  ])('shows %d hundredths as %s', (hundredths, clock) => {
    expect(clockAt(hundredths)).toBe(clock);
  });
});
