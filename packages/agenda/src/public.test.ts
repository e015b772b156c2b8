import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAgenda } from './language/parse.ts';
import { publicAgenda } from './public.ts';
import { agendaArbitrary } from './testing/arbitraries.ts';
import type { Agenda } from './types.ts';

const MARKER = 'ZQ-SECRET-7f3a9c';

describe('publicAgenda', () => {
  it('keeps exactly the public fields', () => {
    const text = `Retro\n> Why\nprivate ${MARKER}\n// ${MARKER}\n# A\n: 5\n@ Ann\n> shown\n// ${MARKER}\n${MARKER}\n/# B`;
    expect(publicAgenda(parseAgenda(text).agenda)).toStrictEqual({
      title: 'Retro',
      objective: 'Why',
      sequences: [
        {
          title: 'A',
          optional: false,
          durationMinutes: 5,
          speakers: ['Ann'],
          description: 'shown',
        },
        { title: 'B', optional: true, durationMinutes: 0, speakers: [], description: '' },
      ],
    });
  });

  it('does not pass on properties it does not know', () => {
    const input = { ...parseAgenda('T\n# A').agenda, secret: MARKER };
    expect(JSON.stringify(publicAgenda(input))).not.toContain(MARKER);
  });

  it('never contains a marker planted in a note or comment', () => {
    const plantings = fc.constantFrom('notes', 'comments', 'sequence notes', 'sequence comments');
    fc.assert(
      fc.property(agendaArbitrary, plantings, fc.nat(), (agenda, where, pick) => {
        const planted: Agenda = {
          ...agenda,
          comments: [...agenda.comments],
          sequences: agenda.sequences.map((s) => ({ ...s, comments: [...s.comments] })),
        };
        const target = planted.sequences[pick % Math.max(1, planted.sequences.length)];
        if (where === 'notes') planted.notes = `${planted.notes}\n${MARKER}`;
        else if (where === 'comments') planted.comments.push(MARKER);
        else if (target === undefined) planted.comments.splice(pick % 2, 0, `x ${MARKER} y`);
        else if (where === 'sequence notes') target.notes = `${MARKER} ${target.notes}`;
        else target.comments.push(MARKER);
        expect(JSON.stringify(publicAgenda(planted))).not.toContain(MARKER);
      }),
      { numRuns: 500 },
    );
  });

  it('never contains a marker planted in the text’s private lines', () => {
    fc.assert(
      fc.property(agendaArbitrary, (agenda) => {
        const lines = [
          `T`,
          `// ${MARKER}`,
          MARKER,
          '# A',
          `  ${MARKER}`,
          `//${MARKER}`,
          `\\# ${MARKER}`,
        ];
        const text = lines.join('\n') + '\n' + JSON.stringify(agenda.title);
        expect(JSON.stringify(publicAgenda(parseAgenda(text).agenda))).not.toContain(MARKER);
      }),
      { numRuns: 100 },
    );
  });
});
