import { describe, expect, it } from 'vitest';
import { DURATION_SPACE, formatMinutes } from './format.ts';

/** Expectations are written with plain spaces; the formatter's are no-break. */
const read = (text: string) => text.replaceAll(DURATION_SPACE, ' ');

describe('formatMinutes', () => {
  it.each<[number, string, string]>([
    [0, '0 min', '0 min'],
    [45, '45 min', '45 min'],
    [59, '59 min', '59 min'],
    [60, '1 h', '1 h'],
    [65, '1 h 5 min', '1 h 05'],
    [75, '1 h 15 min', '1 h 15'],
    [120, '2 h', '2 h'],
    [7.5, '7.5 min', '7,5 min'],
    [90.5, '1 h 30.5 min', '1 h 30,5 min'],
    [0.1 + 0.2, '0.3 min', '0,3 min'],
    [119.999, '2 h', '2 h'],
    [10080, '168 h', '168 h'],
    [-75, '-1 h 15 min', '-1 h 15'],
    [-0.001, '0 min', '0 min'],
    [Number.NaN, '0 min', '0 min'],
  ])('%d minutes read %j in English and %j in French', (minutes, en, fr) => {
    expect([read(formatMinutes(minutes, 'en')), read(formatMinutes(minutes, 'fr'))]).toStrictEqual([
      en,
      fr,
    ]);
  });

  it('never lets a line break split a duration', () => {
    for (const minutes of [45, 60, 75, 90.5]) {
      for (const language of ['en', 'fr'] as const) {
        expect(formatMinutes(minutes, language)).not.toMatch(/ /);
      }
    }
  });
});
