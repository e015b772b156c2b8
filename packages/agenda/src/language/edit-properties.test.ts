import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { agendaLikeText, sequenceArbitrary } from '../testing/arbitraries.ts';
import type { Agenda, Sequence } from '../types.ts';
import { editSequence, sequenceRanges } from './edit.ts';
import { parseAgenda } from './parse.ts';
import { sequenceExtents, splitRawLines } from './raw-lines.ts';

/** The chunk `result` adds to `base` when it is `base` with one chunk inserted, else null. */
function insertedChunk(base: string, result: string): string | null {
  if (result.length < base.length) return null;
  let common = 0;
  while (common < base.length && base[common] === result[common]) common++;
  if (!result.endsWith(base.slice(common))) return null;
  return result.slice(common, result.length - (base.length - common));
}

function header(agenda: Agenda): Omit<Agenda, 'sequences'> {
  const { sequences: _sequences, ...rest } = agenda;
  return rest;
}

/** Any text with a sequence index in it (or the position after the last one). */
const textAndIndex = (extra: number) =>
  agendaLikeText.chain((text) => {
    const count = parseAgenda(text).agenda.sequences.length;
    return fc.tuple(fc.constant(text), fc.integer({ min: 0, max: Math.max(0, count - 1 + extra) }));
  });

function sequencesOf(text: string): Sequence[] {
  return parseAgenda(text).agenda.sequences;
}

describe('editSequence properties', () => {
  it('insert only adds lines and the sequence lands at its index', () => {
    fc.assert(
      fc.property(textAndIndex(1), sequenceArbitrary, ([text, index], sequence) => {
        const result = editSequence(text, index, { kind: 'insert', sequence });
        expect(insertedChunk(text, result)).not.toBeNull();
        const expected = sequencesOf(text);
        expected.splice(index, 0, sequence);
        expect(sequencesOf(result)).toStrictEqual(expected);
        expect(header(parseAgenda(result).agenda)).toStrictEqual(header(parseAgenda(text).agenda));
      }),
      { numRuns: 500 },
    );
  });

  it('remove only takes lines away, and only that sequence', () => {
    fc.assert(
      fc.property(textAndIndex(0), ([text, index]) => {
        const before = sequencesOf(text);
        fc.pre(before.length > 0);
        const result = editSequence(text, index, { kind: 'remove' });
        expect(insertedChunk(result, text)).not.toBeNull();
        before.splice(index, 1);
        expect(sequencesOf(result)).toStrictEqual(before);
        expect(header(parseAgenda(result).agenda)).toStrictEqual(header(parseAgenda(text).agenda));
      }),
      { numRuns: 500 },
    );
  });

  it('replace changes only the sequence’s own lines', () => {
    fc.assert(
      fc.property(textAndIndex(0), sequenceArbitrary, ([text, index], sequence) => {
        const before = sequencesOf(text);
        fc.pre(before.length > 0);
        const result = editSequence(text, index, { kind: 'replace', sequence });
        const body = text.replace(/^\ufeff/, '');
        const lines = splitRawLines(body);
        const extent = sequenceExtents(lines)[index];
        const offset = (end: number) =>
          text.length -
          body.length +
          lines.slice(0, end).reduce((n, l) => n + l.content.length + l.eol.length, 0);
        expect(result.startsWith(text.slice(0, offset(extent?.start ?? 0)))).toBe(true);
        expect(result.endsWith(text.slice(offset((extent?.lastContent ?? 0) + 1)))).toBe(true);
        before[index] = sequence;
        expect(sequencesOf(result)).toStrictEqual(before);
        expect(header(parseAgenda(result).agenda)).toStrictEqual(header(parseAgenda(text).agenda));
      }),
      { numRuns: 500 },
    );
  });

  it('move is a remove followed by an insertion of the same sequence', () => {
    fc.assert(
      fc.property(
        textAndIndex(0).chain(([text, index]) =>
          fc.tuple(fc.constant(text), fc.constant(index), fc.integer({ min: 0, max: 30 })),
        ),
        ([text, index, target]) => {
          const before = sequencesOf(text);
          fc.pre(before.length > 1);
          const to = target % before.length;
          fc.pre(to !== index);
          const result = editSequence(text, index, { kind: 'move', to });
          const removed = editSequence(text, index, { kind: 'remove' });
          expect(insertedChunk(removed, result)).not.toBeNull();
          const [moved] = before.splice(index, 1);
          before.splice(to, 0, moved as Sequence);
          expect(sequencesOf(result)).toStrictEqual(before);
          expect(header(parseAgenda(result).agenda)).toStrictEqual(
            header(parseAgenda(text).agenda),
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('sequenceRanges properties', () => {
  it('gives one contiguous range per sequence, up to the last line', () => {
    fc.assert(
      fc.property(agendaLikeText, (text) => {
        const ranges = sequenceRanges(text);
        expect(ranges.length).toBe(sequencesOf(text).length);
        const lineCount = splitRawLines(text).length;
        ranges.forEach((range, i) => {
          expect(range.index).toBe(i);
          expect(range.startLine).toBeLessThanOrEqual(range.endLine);
          const next = ranges[i + 1];
          expect(next === undefined ? lineCount : next.startLine - 1).toBe(range.endLine);
        });
      }),
      { numRuns: 500 },
    );
  });
});
