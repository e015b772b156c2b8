import { describe, expect, it } from 'vitest';
import { formatDurationValue, parseDuration, roundMinutes } from './durations.ts';

// DESIGN §3 rule 5: the value after `:` and the minutes it means.
const valid: [string, number][] = [
  [' 15', 15],
  ['15', 15],
  [' 7.5', 7.5],
  [' 7,5', 7.5],
  [' 1h', 60],
  [' 1.5h', 90],
  [' 1h30', 90],
  [' 1h30min', 90],
  [' 1h 30min', 90],
  [' 90min', 90],
  [' 90 min', 90],
  [' 90m', 90],
  [' 15 minutes', 15],
  [' 1 hour 30 minutes', 90],
  [' 2hrs 15mins', 135],
  [' 1h 30', 90],
  [' 1h05', 65],
  [' 1 h 59 mn', 119],
  [' 2 heures', 120],
  [' 1 heure 30', 90],
  [' 3 hr', 180],
  [' 1 minute', 1],
  [' 90 MIN', 90],
  [' 1H30M', 90],
  [' 2 Hours', 120],
  [' 0', 0],
  ['\t 0 min \t', 0],
  [' 0.12h', 7.2],
  [' 0,5 h 15', 45],
  [' 1.005', 1.01],
  [' 0.001', 0],
  [' 10080', 10080],
  [' 168h', 10080],
  [' 007', 7],
  [' 0000015', 15],
  ['\t42\t', 42],
  [' 10080.00', 10080],
  [' 167.99999h', 10080],
  [' 0.00025h', 0.02],
  [' 0.00024h', 0.01],
  [' 2.675', 2.68],
];

const invalid: string[] = [
  '',
  ' ',
  ' abc',
  ' -5',
  ' +5',
  ' 1h90',
  ' 1h60',
  ' 1h 30 h',
  ' 30min 1h',
  ' 1.5h 7.5',
  ' 10080.01',
  ' 10080.001',
  ' 10081',
  ' 1 5',
  ' 168.00001h',
  ' 1000000',
  ' 169h',
  ' 1e3',
  ' 1.',
  ' .5',
  ' 1 . 5',
  ' 9 0',
  ' 15 s',
  ' 15 secondes',
  ' 1hh',
  ' 15\u00a0min',
  '\u00a015',
  ' １５',
  ' 15 minſ',
  ' 15 ms',
  ' 1h30 30',
  ' 9'.repeat(400),
];

describe('parseDuration', () => {
  it.each(valid)('reads %j as %d minutes', (text, minutes) => {
    expect(parseDuration(text)).toBe(minutes);
  });

  it.each(invalid)('refuses %j', (text) => {
    expect(parseDuration(text)).toBeNull();
  });

  // How fast these go is a figure of `npm run bench:agenda` (a unit test's clock would flake on
  // a busy machine); here, that 200,000-character lines still read right.
  it('reads a huge line of spaces or digits that ends badly', () => {
    expect(parseDuration(`5${' '.repeat(200_000)}x`)).toBeNull();
    expect(parseDuration(`${'1'.repeat(200_000)}x`)).toBeNull();
    expect(parseDuration(`${'0'.repeat(200_000)}1 min`)).toBe(1);
    expect(parseDuration(`0.${'1'.repeat(200_000)}h`)).toBe(6.67);
  });
});

describe('roundMinutes and formatDurationValue', () => {
  it.each([
    [7.199999999999999, 7.2],
    [0.125, 0.13],
    [10, 10],
  ])('rounds %d to %d', (input, output) => {
    expect(roundMinutes(input)).toBe(output);
  });

  it.each([
    [7.5, '7.5'],
    [0, '0'],
    [10080, '10080'],
    [0.07, '0.07'],
    [-1, '0'],
    [Number.NaN, '0'],
    [Number.POSITIVE_INFINITY, '0'],
  ])('writes %d as %j', (input, output) => {
    expect(formatDurationValue(input)).toBe(output);
  });
});
