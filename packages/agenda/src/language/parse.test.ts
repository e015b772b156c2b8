import { describe, expect, it } from 'vitest';
import { agenda, sequence } from '../testing/builders.ts';
import type { Agenda } from '../types.ts';
import { parseAgenda } from './parse.ts';

const DESIGN_EXAMPLE = `Sprint retrospective
> Look back at sprint 42 and agree on two improvements
Bring sticky notes and markers

# Welcome and check-in
: 10
@ Alice
> One word about your sprint, **no** explanations
// ask Bob to come early
Keep it strictly to one word each

/# Energizer
: 5

# What went well, what did not
: 1h15
@ Alice, Bob
> Silent writing, then clustering
`;

// Each row is one rule of DESIGN §3 with the whole agenda it must give.
const cases: { rule: string; text: string; expected: Agenda }[] = [
  {
    rule: '§3 example',
    text: DESIGN_EXAMPLE,
    expected: agenda({
      title: 'Sprint retrospective',
      objective: 'Look back at sprint 42 and agree on two improvements',
      notes: 'Bring sticky notes and markers',
      sequences: [
        sequence({
          title: 'Welcome and check-in',
          durationMinutes: 10,
          speakers: ['Alice'],
          description: 'One word about your sprint, **no** explanations',
          comments: ['ask Bob to come early'],
          notes: 'Keep it strictly to one word each',
        }),
        sequence({ title: 'Energizer', optional: true, durationMinutes: 5 }),
        sequence({
          title: 'What went well, what did not',
          durationMinutes: 75,
          speakers: ['Alice', 'Bob'],
          description: 'Silent writing, then clustering',
        }),
      ],
    }),
  },
  { rule: '1: empty text', text: '', expected: agenda() },
  {
    rule: '1: \\r\\n, lone \\r and \\n all end lines',
    text: 'T\r\n# A\r: 5\n@ x\r\n> d\r// c',
    expected: agenda({
      title: 'T',
      sequences: [
        sequence({
          title: 'A',
          durationMinutes: 5,
          speakers: ['x'],
          description: 'd',
          comments: ['c'],
        }),
      ],
    }),
  },
  {
    rule: '1: a leading byte-order mark is dropped',
    text: '\ufeff# A\n: 5',
    expected: agenda({ sequences: [sequence({ title: 'A', durationMinutes: 5 })] }),
  },
  {
    rule: '1: a byte-order mark elsewhere is text (and trim removes it)',
    text: 'T\n\ufeff# A',
    expected: agenda({ title: 'T', notes: '# A' }),
  },
  {
    rule: '1: spaces and tabs before a prefix are ignored',
    text: ' \t# A\n  : 5\n\t@ x\n \t> d',
    expected: agenda({
      sequences: [sequence({ title: 'A', durationMinutes: 5, speakers: ['x'], description: 'd' })],
    }),
  },
  {
    rule: '1: other Unicode spaces do not hide a prefix',
    text: '\u00a0# A',
    expected: agenda({ title: '# A' }),
  },
  {
    rule: '2: # and /# start sequences, titles trimmed, # # X is titled # X',
    text: '#   Intro  \n/#\tBreak\t\n# # X\n#\n/#',
    expected: agenda({
      sequences: [
        sequence({ title: 'Intro' }),
        sequence({ title: 'Break', optional: true }),
        sequence({ title: '# X' }),
        sequence(),
        sequence({ optional: true }),
      ],
    }),
  },
  {
    rule: '3: the first non-empty plain line is the title; : and @ lines never are',
    text: '\n  \n: 5\n@ Bob\n  Title  \nmore\n  : 6',
    expected: agenda({ title: 'Title', notes: ': 5\n@ Bob\nmore\n  : 6' }),
  },
  {
    rule: '3: header objective, comments and notes',
    text: 'T\n> first\n>\n>   second  \n// hidden\n//\nnote 1\n\n  note 2\n',
    expected: agenda({
      title: 'T',
      objective: 'first\n\nsecond',
      comments: ['hidden', ''],
      notes: 'note 1\n\n  note 2',
    }),
  },
  {
    rule: '3: the objective is trimmed as a whole',
    text: '>\n> a\n>\n',
    expected: agenda({ objective: 'a' }),
  },
  {
    rule: '4: sequence lines of every kind, several @ lines add up',
    text: '# A\n: 5\n@ Ann, Bo\n@ Cy,, \n> d1\n>\n> d2\n// c1\n//c2\nnote\n\n   indented\n\n',
    expected: agenda({
      sequences: [
        sequence({
          title: 'A',
          durationMinutes: 5,
          speakers: ['Ann', 'Bo', 'Cy'],
          description: 'd1\n\nd2',
          comments: ['c1', 'c2'],
          notes: 'note\n\n   indented',
        }),
      ],
    }),
  },
  {
    rule: '5: the last valid duration counts',
    text: '# A\n: 10\n: abc\n# B\n: 5\n: 7,5\n# C\n: x',
    expected: agenda({
      sequences: [
        sequence({ title: 'A', durationMinutes: 10 }),
        sequence({ title: 'B', durationMinutes: 7.5 }),
        sequence({ title: 'C' }),
      ],
    }),
  },
  {
    rule: '6: a \\ line is literal text',
    text: '# A\n: 5\n\\# not a title\n\\: 9\n\\@ x\n\\> y\n\\// z\n\\/# w\n\\\\ v',
    expected: agenda({
      sequences: [
        sequence({
          title: 'A',
          durationMinutes: 5,
          notes: '# not a title\n: 9\n@ x\n> y\n// z\n/# w\n\\ v',
        }),
      ],
    }),
  },
  {
    rule: '7b: an escaped line can be the meeting title',
    text: '\\# Title\n\\: not a duration',
    expected: agenda({ title: '# Title', notes: ': not a duration' }),
  },
  {
    rule: '7b: an indented escape removes only the \\',
    text: '# A\nfirst\n   \\# x',
    expected: agenda({ sequences: [sequence({ title: 'A', notes: 'first\n   # x' })] }),
  },
  {
    rule: '7b: speakers trimmed, repeats kept; bare // is an empty comment',
    text: '# A\n@  Ann ,Ann\n@Ann\n//\n//   c  ',
    expected: agenda({
      sequences: [sequence({ title: 'A', speakers: ['Ann', 'Ann', 'Ann'], comments: ['', 'c'] })],
    }),
  },
  {
    rule: '7b: description lines trimmed, then the whole trimmed',
    text: '# A\n>\n>  a  \n>\n>\tb\n>\n',
    expected: agenda({ sequences: [sequence({ title: 'A', description: 'a\n\nb' })] }),
  },
];

describe('parseAgenda', () => {
  it.each(cases)('$rule', ({ text, expected }) => {
    expect(parseAgenda(text).agenda).toStrictEqual(expected);
  });
});
