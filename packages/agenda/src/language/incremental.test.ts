import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { agendaLikeText, trickyText } from '../testing/arbitraries.ts';
import { sequenceRanges } from './edit.ts';
import { parseIncrementally } from './incremental.ts';
import { parseAgenda } from './parse.ts';

const anyText = fc.oneof(agendaLikeText, trickyText, fc.string({ unit: 'binary-ascii' }));

/** An edit as a keystroke or a paste makes it: cut somewhere, insert something. */
const editArbitrary = fc.record({
  at: fc.nat(),
  removed: fc.nat({ max: 12 }),
  inserted: fc.oneof(
    trickyText,
    agendaLikeText,
    fc.constantFrom('\n', '\r', '#', '/', ': 5', '\\'),
  ),
});

function applyEdit(text: string, edit: { at: number; removed: number; inserted: string }): string {
  const at = text.length === 0 ? 0 : edit.at % (text.length + 1);
  return text.slice(0, at) + edit.inserted + text.slice(at + edit.removed);
}

function expectSameAsFullParse(text: string, parsed: ReturnType<typeof parseIncrementally>) {
  const { agenda, diagnostics } = parseAgenda(text);
  expect(parsed.agenda).toEqual(agenda);
  expect(parsed.diagnostics).toEqual(diagnostics);
  expect(parsed.ranges).toEqual(sequenceRanges(text));
}

describe('parseIncrementally', () => {
  it('reads every version of a text being edited exactly as a full parse does', () => {
    fc.assert(
      fc.property(
        anyText,
        fc.array(editArbitrary, { minLength: 1, maxLength: 6 }),
        (text, edits) => {
          let current = text;
          let parsed = parseIncrementally(current);
          expectSameAsFullParse(current, parsed);
          for (const edit of edits) {
            current = applyEdit(current, edit);
            parsed = parseIncrementally(current, parsed);
            expectSameAsFullParse(current, parsed);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('reads long texts the same way, where equal runs are compared a block at a time', () => {
    const longText = fc
      .array(agendaLikeText, { minLength: 20, maxLength: 40 })
      .map((parts) => parts.join('\n# Filler sequence with a long enough title\n: 5\n'));
    fc.assert(
      fc.property(
        longText,
        fc.array(editArbitrary, { minLength: 1, maxLength: 4 }),
        (text, edits) => {
          let current = text;
          let parsed = parseIncrementally(current);
          for (const edit of edits) {
            current = applyEdit(current, edit);
            parsed = parseIncrementally(current, parsed);
            expectSameAsFullParse(current, parsed);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps the sequences an edit did not touch, and moves their diagnostics', () => {
    const before = 'Retro\n# A\n: 5\n# B\n: x\n# C\n';
    const first = parseIncrementally(before);
    const after = before.replace(': 5', ': 5\nnote\n: 6');
    const second = parseIncrementally(after, first);
    const [a, b, c] = second.agenda.sequences;
    expect(a).not.toBe(first.agenda.sequences[0]);
    expect(a?.durationMinutes).toBe(6);
    expect(b).toBe(first.agenda.sequences[1]);
    expect(c).toBe(first.agenda.sequences[2]);
    expect(second.diagnostics.map(({ line, code }) => [line, code])).toEqual([
      [5, 'duplicate-duration'],
      [7, 'invalid-duration'],
      [8, 'missing-duration'],
    ]);
  });

  it('reads texts opening on a byte-order mark, even two', () => {
    for (const text of ['\uFEFF# A\n: 5', '\uFEFF\uFEFFTitle\n# A']) {
      const parsed = parseIncrementally(text, parseIncrementally('# A\n: 5'));
      expectSameAsFullParse(text, parsed);
    }
  });
});
