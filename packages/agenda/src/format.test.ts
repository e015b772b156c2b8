import { describe, expect, it } from 'vitest';
import { formatMinutes } from './format.ts';

describe('formatMinutes', () => {
  it.each<[number, string, string]>([
    [0, '0 min', '0 min'],
    [45, '45 min', '45 min'],
    [59, '59 min', '59 min'],
    [60, '1h', '1h'],
    [75, '1h 15min', '1h 15min'],
    [120, '2h', '2h'],
    [7.5, '7.5 min', '7,5 min'],
    [90.5, '1h 30.5min', '1h 30,5min'],
    [0.1 + 0.2, '0.3 min', '0,3 min'],
    [119.999, '2h', '2h'],
    [10080, '168h', '168h'],
    [-75, '-1h 15min', '-1h 15min'],
    [-0.001, '0 min', '0 min'],
    [Number.NaN, '0 min', '0 min'],
  ])('%d minutes read %j in English and %j in French', (minutes, en, fr) => {
    expect([formatMinutes(minutes, 'en'), formatMinutes(minutes, 'fr')]).toStrictEqual([en, fr]);
  });
});
