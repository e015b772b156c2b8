import fc from 'fast-check';
import type { Agenda, Room, Sequence } from '../types.ts';

/**
 * Characters chosen to hit the language's edges: every prefix, the escape, line breaks of
 * each kind, Unicode spaces that `trim` removes but prefix reading does not, a byte-order
 * mark, lone surrogates, and otherwise any code point.
 */
export const trickyChar: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '#',
    '/',
    '>',
    ':',
    '@',
    '\\',
    ',',
    ' ',
    '\t',
    '\n',
    '\r',
    '\u00a0',
    '\ufeff',
    '\u2028',
    '\ud800',
    '\udfff',
    '\u0000',
    'a',
    'h',
    'm',
    '1',
    '.',
    'é',
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
);

const BREAKS = /\r\n|\r|\n/;

/** Any string built from tricky characters. */
export const trickyText: fc.Arbitrary<string> = fc.string({ unit: trickyChar, maxLength: 40 });

/** A line's content: tricky text with no line break in it. */
export const rawLine: fc.Arbitrary<string> = trickyText.map((text) => text.split(BREAKS).join(''));

/** A trimmed single-line field, as parsing produces titles and comments. */
export const singleLine: fc.Arbitrary<string> = rawLine.map((text) => text.trim());

/** Verbatim lines joined and trimmed as a whole, as parsing produces notes. */
export const notesText: fc.Arbitrary<string> = fc
  .array(rawLine, { maxLength: 6 })
  .map((lines) => lines.join('\n').trim());

/** Trimmed lines joined and trimmed, as parsing produces descriptions and objectives. */
export const publicText: fc.Arbitrary<string> = fc
  .array(singleLine, { maxLength: 5 })
  .map((lines) => lines.join('\n').trim());

const speaker = singleLine
  .map((name) => name.split(',').join(' ').trim())
  .filter((name) => name !== '');

/** Any duration parsing can produce: 0 to a week, two decimals. */
export const durationMinutes: fc.Arbitrary<number> = fc
  .integer({ min: 0, max: 1_008_000 })
  .map((hundredths) => hundredths / 100);

const nonEmpty = singleLine.filter((text) => text !== '');

/**
 * A room of a sequence lasting `sequenceHundredths`, as parsing produces it from a text with
 * no room diagnostic: a name, at most the sequence's minutes, steps that fit in the room.
 */
function roomArbitrary(sequenceHundredths: number): fc.Arbitrary<Omit<Room, 'index'>> {
  return fc.integer({ min: 0, max: sequenceHundredths }).chain((roomHundredths) =>
    fc.record(
      {
        name: nonEmpty,
        minutes: fc.constant(roomHundredths / 100),
        hosts: fc.array(speaker, { maxLength: 3 }),
        description: publicText,
        notes: notesText,
        comments: fc.array(singleLine, { maxLength: 2 }),
        steps: fc
          .array(fc.tuple(nonEmpty, fc.integer({ min: 0, max: roomHundredths })), {
            maxLength: 3,
          })
          .map((steps) => {
            let left = roomHundredths;
            return steps.map(([title, wanted], index) => {
              const minutes = Math.min(wanted, left);
              left -= minutes;
              return { index, title, minutes: minutes / 100 };
            });
          }),
      },
      { noNullPrototype: true },
    ),
  );
}

/** A sequence parsing can produce; one in four has rooms (DESIGN §9 "Rooms"). */
export const sequenceArbitrary: fc.Arbitrary<Sequence> = fc
  .record(
    {
      title: singleLine,
      optional: fc.boolean(),
      durationMinutes,
      speakers: fc.array(speaker, { maxLength: 4 }),
      description: publicText,
      notes: notesText,
      comments: fc.array(singleLine, { maxLength: 3 }),
    },
    { noNullPrototype: true },
  )
  .chain((sequence) =>
    fc
      .option(
        fc.array(roomArbitrary(Math.round(sequence.durationMinutes * 100)), {
          minLength: 1,
          maxLength: 3,
        }),
        {
          freq: 3,
          nil: undefined,
        },
      )
      .map((rooms): Sequence =>
        rooms === undefined
          ? sequence
          : { ...sequence, rooms: rooms.map((room, index) => ({ index, ...room })) },
      ),
  );

/**
 * An agenda parsing can produce. Header notes need a title: without one, their first plain
 * line would be read as the title, so no text yields an untitled agenda with such notes.
 */
export const agendaArbitrary: fc.Arbitrary<Agenda> = fc
  .record(
    {
      title: singleLine,
      objective: publicText,
      notes: notesText,
      comments: fc.array(singleLine, { maxLength: 3 }),
      sequences: fc.array(sequenceArbitrary, { maxLength: 5 }),
    },
    { noNullPrototype: true },
  )
  .map((agenda) => (agenda.title === '' ? { ...agenda, notes: '' } : agenda));

const PREFIXES = [
  '',
  '#',
  '/#',
  '##',
  '###',
  '## R\n: 5\n### S',
  ':',
  '@',
  '>',
  '//',
  '\\',
  ' ',
  '\t',
  '  \\#',
  ': 1h',
  '\ufeff',
];
const LINE_ENDS = ['\n', '\r\n', '\r'];

/** Agenda-like text: lines made of a prefix and tricky text, ended by any line break. */
export const agendaLikeText: fc.Arbitrary<string> = fc
  .array(fc.tuple(fc.constantFrom(...PREFIXES), rawLine, fc.constantFrom(...LINE_ENDS)), {
    maxLength: 25,
  })
  .chain((lines) =>
    fc.boolean().map((finalBreak) => {
      const text = lines.map(([prefix, rest, end]) => prefix + rest + end).join('');
      return finalBreak ? text : text.replace(/(\r\n|\r|\n)$/, '');
    }),
  );
