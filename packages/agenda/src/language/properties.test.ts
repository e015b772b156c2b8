import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { agendaArbitrary, agendaLikeText, trickyText } from '../testing/arbitraries.ts';
import { LINE_BREAK, indentEnd, kindAt } from './lines.ts';
import { parseAgenda } from './parse.ts';
import { serializeAgenda } from './serialize.ts';

const anyText = fc.oneof(
  agendaLikeText,
  trickyText,
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'binary-ascii' }),
);

describe('the language, for any input', () => {
  it('parsing never throws and diagnostics are sorted and in range', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const { diagnostics } = parseAgenda(text);
        const lineCount = text.replace(/^\ufeff/, '').split(/\r\n|\r|\n/).length;
        for (let i = 0; i < diagnostics.length; i++) {
          const current = diagnostics[i];
          const previous = diagnostics[i - 1];
          expect(current?.line).toBeGreaterThanOrEqual(1);
          expect(current?.line).toBeLessThanOrEqual(lineCount);
          if (previous && current) expect(previous.line).toBeLessThanOrEqual(current.line);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('parsing survives huge lines, control characters and lone surrogates', () => {
    const huge = [
      '#'.repeat(300_000),
      `# A\n: ${'9'.repeat(300_000)}`,
      `# A\n:${' \t'.repeat(150_000)}x`,
      `@${','.repeat(300_000)}`,
      '\r'.repeat(100_000) + '\n'.repeat(100_000),
      '\ud800\udc00\udc00\ud800'.repeat(50_000),
      Array.from({ length: 32 }, (_, code) => String.fromCharCode(code))
        .join('')
        .repeat(5000),
    ];
    for (const text of huge) {
      const written = serializeAgenda(parseAgenda(text).agenda);
      expect(serializeAgenda(parseAgenda(written).agenda)).toBe(written);
    }
  });

  it('serializing the parse of anything is stable', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const once = serializeAgenda(parseAgenda(text).agenda);
        expect(serializeAgenda(parseAgenda(once).agenda)).toBe(once);
      }),
      { numRuns: 1000 },
    );
  });

  it('parse(serialize(a)) is a for every agenda parsing produces from text', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const { agenda } = parseAgenda(text);
        expect(parseAgenda(serializeAgenda(agenda)).agenda).toStrictEqual(agenda);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('the language, for generated agendas', () => {
  it('parse(serialize(a)) deep-equals a', () => {
    fc.assert(
      fc.property(agendaArbitrary, (agenda) => {
        expect(parseAgenda(serializeAgenda(agenda)).agenda).toStrictEqual(agenda);
      }),
      { numRuns: 1000 },
    );
  });

  it('serializing twice gives the same text, with \\n line ends and a final newline', () => {
    fc.assert(
      fc.property(agendaArbitrary, (agenda) => {
        const once = serializeAgenda(agenda);
        expect(serializeAgenda(parseAgenda(once).agenda)).toBe(once);
        expect(once).not.toMatch(/\r/);
        if (once !== '') expect(once.endsWith('\n')).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('the canonical text has no diagnostic but empty titles and rooms that may be skipped', () => {
    fc.assert(
      fc.property(agendaArbitrary, (agenda) => {
        const codes = parseAgenda(serializeAgenda(agenda)).diagnostics.map((d) => d.code);
        // The header keeps a `##` or `###` note verbatim, and says it is no room or step there.
        const header = agenda.notes.split(LINE_BREAK).flatMap((line) => {
          const kind = kindAt(line, indentEnd(line), line.length);
          if (kind === 'room') return ['room-outside-sequence'];
          return kind === 'step' ? ['step-outside-room'] : [];
        });
        const expected = [
          ...header,
          ...agenda.sequences.flatMap((s) => [
            ...(s.title === '' ? ['empty-title'] : []),
            ...(s.optional && s.rooms ? ['room-in-optional-sequence'] : []),
          ]),
        ];
        expect(codes).toStrictEqual(expected);
      }),
      { numRuns: 500 },
    );
  });
});
