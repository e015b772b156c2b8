import { describe, expect, it } from 'vitest';
import { isTrimmed, trimmedSlice } from './trim.ts';

describe('trimmedSlice', () => {
  it('removes exactly what String.prototype.trim removes, for every UTF-16 code unit', () => {
    const differing: number[] = [];
    for (let code = 0; code <= 0xffff; code++) {
      const char = String.fromCharCode(code);
      if (isTrimmed(code) !== (char.trim() === '')) differing.push(code);
    }
    expect(differing).toStrictEqual([]);
  });

  it.each<[string, number, number, string]>([
    ['# Intro  \n', 1, 9, 'Intro'],
    ['\u00a0\ufeffa b\u2028', 0, 6, 'a b'],
    ['   ', 0, 3, ''],
    ['xyz', 1, 1, ''],
  ])('cuts %j from %d to %d', (text, start, end, expected) => {
    expect(trimmedSlice(text, start, end)).toBe(expected);
  });
});
