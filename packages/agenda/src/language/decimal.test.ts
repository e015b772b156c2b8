import { describe, expect, it } from 'vitest';
import { toHundredths } from './decimal.ts';
import type { Hundredths } from './decimal.ts';

const cases: [string, string, 1 | 60, Hundredths][] = [
  ['15', '', 1, { floor: 1500, roundedUp: false, inexact: false }],
  ['7', '5', 1, { floor: 750, roundedUp: false, inexact: false }],
  ['1', '005', 1, { floor: 100, roundedUp: true, inexact: true }],
  ['1', '0049', 1, { floor: 100, roundedUp: false, inexact: true }],
  ['2', '675', 1, { floor: 267, roundedUp: true, inexact: true }],
  ['0', '12', 60, { floor: 720, roundedUp: false, inexact: false }],
  ['1', '5', 60, { floor: 9000, roundedUp: false, inexact: false }],
  ['0', '00025', 60, { floor: 1, roundedUp: true, inexact: true }],
  ['168', '', 60, { floor: 1008000, roundedUp: false, inexact: false }],
  ['0', '0001', 1, { floor: 0, roundedUp: false, inexact: true }],
  ['0', '9999', 60, { floor: 5999, roundedUp: false, inexact: true }],
  ['0', '99995', 60, { floor: 5999, roundedUp: true, inexact: true }],
];

describe('toHundredths', () => {
  it.each(cases)('%s.%s × %d', (integer, fraction, factor, expected) => {
    expect(toHundredths(integer, fraction, factor)).toStrictEqual(expected);
  });
});
