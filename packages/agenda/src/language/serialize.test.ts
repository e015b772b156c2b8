import { describe, expect, it } from 'vitest';
import { sequence } from '../testing/builders.ts';
import { parseAgenda } from './parse.ts';
import { serializeAgenda, serializeSequence } from './serialize.ts';

// DESIGN §3 rule 8: each text and the canonical text it parses to.
const canonical: { rule: string; text: string; expected: string }[] = [
  { rule: 'nothing is the empty text', text: '', expected: '' },
  { rule: 'blank lines only are nothing', text: '\n \n\t\n', expected: '' },
  { rule: 'a title alone', text: '  Retro  ', expected: 'Retro\n' },
  { rule: 'no header: no leading blank line', text: '#A', expected: '# A\n: 0\n' },
  {
    rule: 'header order: title, objective, comments, notes',
    text: 'note 0\n// c\n> o1\n>\n> o2\nRetro',
    expected: 'note 0\n> o1\n>\n> o2\n// c\nRetro\n',
  },
  {
    rule: 'sequence order: title, duration, speakers, description, comments, notes',
    text: 'T\n/#A\nnote\n//c\n>d\n@ s1,s2\n@s3\n:1h30',
    expected: 'T\n\n/# A\n: 90\n@ s1, s2, s3\n> d\n// c\nnote\n',
  },
  {
    rule: 'one blank line between sequences, none inside',
    text: '# A\n:5\n\n\n\n# B\n:5\n\n\n',
    expected: '# A\n: 5\n\n# B\n: 5\n',
  },
  {
    rule: 'durations with a . decimal',
    text: '# A\n: 7,5\n# B\n: 0.12h',
    expected: '# A\n: 7.5\n\n# B\n: 7.2\n',
  },
  { rule: 'a missing or invalid duration is written 0', text: '# A\n: x', expected: '# A\n: 0\n' },
  { rule: 'empty titles and a bare //', text: '#\n/#\n//', expected: '#\n: 0\n\n/#\n: 0\n//\n' },
  { rule: '# # X keeps its #', text: '# # X', expected: '# # X\n: 0\n' },
  {
    rule: 'a room line in the header stays a verbatim note',
    text: 'T\n## X',
    expected: 'T\n## X\n',
  },
  {
    rule: 'a step line before any room is an escaped note',
    text: '# A\n### S',
    expected: '# A\n: 0\n\\### S\n',
  },
  {
    rule: 'an escaped title stays escaped',
    text: '\\# T\n\\: t\n\\\\x',
    expected: '\\# T\n: t\n\\\\x\n',
  },
  { rule: 'a title starting with : or @', text: '\\: T\n\\@ U', expected: '\\: T\n@ U\n' },
  {
    rule: 'header : and @ lines are written as they are',
    text: 'T\n: 5\n  @ Bob',
    expected: 'T\n: 5\n  @ Bob\n',
  },
  {
    rule: 'sequence notes that would read as a prefix are escaped',
    text: '# A\n\\: x\n\\@ y\n\\> z\n\\// c\n\\/# o\n\\# h\n\\\\ b\n  \\# i',
    expected: '# A\n: 0\n\\: x\n\\@ y\n\\> z\n\\// c\n\\/# o\n\\# h\n\\\\ b\n  \\# i\n',
  },
  { rule: '\\r\\n and \\r become \\n', text: 'T\r\n# A\r: 5\r\n', expected: 'T\n\n# A\n: 5\n' },
  { rule: 'a byte-order mark is dropped', text: '\ufeffT', expected: 'T\n' },
];

describe('serializeAgenda', () => {
  it.each(canonical)('$rule', ({ text, expected }) => {
    const written = serializeAgenda(parseAgenda(text).agenda);
    expect(written).toBe(expected);
    expect(serializeAgenda(parseAgenda(written).agenda)).toBe(expected);
  });

  it('writes the DESIGN example canonically', () => {
    const text =
      'Retro\n> Why\nBring pens\n\n# In\n: 10\n@ Alice\n> Hi\n// early\nOne word\n\n/# E\n: 5\n';
    expect(serializeAgenda(parseAgenda(text).agenda)).toBe(text);
  });

  it('keeps stray line breaks of form fields from creating lines', () => {
    const written = serializeAgenda({
      title: 'a\nb',
      objective: 'o\r\np',
      notes: '',
      comments: ['c\rd'],
      sequences: [sequence({ title: 'x\ny', speakers: ['s\nt', '', ' '], comments: ['e\nf'] })],
    });
    expect(written).toBe('a b\n> o\n> p\n// c d\n\n# x y\n: 0\n@ s t\n// e f\n');
  });
});

describe('serializeSequence', () => {
  it.each([
    [sequence({ title: 'Energizer', optional: true, durationMinutes: 5 }), '/# Energizer\n: 5'],
    [sequence(), '#\n: 0'],
    [
      sequence({
        title: 'A',
        durationMinutes: 7.25,
        speakers: ['Ann', 'Bo'],
        description: 'd1\n\nd2',
        comments: ['c', ''],
        notes: 'n\n  # x\n\n: 5',
      }),
      '# A\n: 7.25\n@ Ann, Bo\n> d1\n>\n> d2\n// c\n//\nn\n  \\# x\n\n\\: 5',
    ],
    [sequence({ title: 'A', durationMinutes: -3 }), '# A\n: 0'],
    [sequence({ title: 'A', durationMinutes: Number.NaN }), '# A\n: 0'],
  ])('writes %j', (input, expected) => {
    expect(serializeSequence(input)).toBe(expected);
  });
});
