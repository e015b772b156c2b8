import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rawLine } from '../testing/arbitraries.ts';
import { addPiece, addRange, emptyRuns, joinedRuns } from './text-runs.ts';

describe('text runs', () => {
  it('join any lines, whatever breaks separate them, as join and trim would', () => {
    const line = fc.record({
      text: rawLine,
      eol: fc.constantFrom('\n', '\r\n', '\r'),
      escaped: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), (lines) => {
        const text = lines.map(({ text, eol }) => text + eol).join('');
        const runs = emptyRuns(text);
        let at = 0;
        for (const { text: content, eol, escaped } of lines) {
          if (escaped) addPiece(runs, content);
          else addRange(runs, at, at + content.length);
          at += content.length + eol.length;
        }
        expect(joinedRuns(runs)).toBe(
          lines
            .map(({ text }) => text)
            .join('\n')
            .trim(),
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('cut a paragraph of notes in one piece only when plain line feeds separate its lines', () => {
    const runs = emptyRuns(' a\nb\r\nc ');
    addRange(runs, 0, 2);
    addRange(runs, 3, 4);
    addRange(runs, 6, 8);
    expect(joinedRuns(runs)).toBe('a\nb\nc');
    expect(runs.pieces).toEqual([' a\nb', 'c ']);
  });
});
