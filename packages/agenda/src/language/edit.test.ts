import { describe, expect, it } from 'vitest';
import { sequence } from '../testing/builders.ts';
import type { SequenceEdit, SequenceRange } from '../types.ts';
import { editSequence, sequenceRanges } from './edit.ts';

const NEW = sequence({ title: 'New', durationMinutes: 5 });
const TEXT = 'Retro\n\n# A\n:10\n  my notes\n\n# B\n: 5\n';

// Each edit with the exact text it must give.
const edits: { name: string; text: string; index: number; edit: SequenceEdit; expected: string }[] =
  [
    {
      name: 'replace keeps the blank lines after the sequence',
      text: TEXT,
      index: 0,
      edit: { kind: 'replace', sequence: NEW },
      expected: 'Retro\n\n# New\n: 5\n\n# B\n: 5\n',
    },
    {
      name: 'replace the last sequence, with a final newline',
      text: TEXT,
      index: 1,
      edit: { kind: 'replace', sequence: NEW },
      expected: 'Retro\n\n# A\n:10\n  my notes\n\n# New\n: 5\n',
    },
    {
      name: 'replace at the very end without a final newline',
      text: '# A\n: 1',
      index: 0,
      edit: { kind: 'replace', sequence: NEW },
      expected: '# New\n: 5',
    },
    {
      name: 'replace keeps \\r\\n everywhere and uses it for new lines',
      text: 'T\r\n# A\r\n: 1\r\n\r\n# B\r\n',
      index: 0,
      edit: { kind: 'replace', sequence: NEW },
      expected: 'T\r\n# New\r\n: 5\r\n\r\n# B\r\n',
    },
    {
      name: 'remove takes the sequence and its trailing blank lines',
      text: TEXT,
      index: 0,
      edit: { kind: 'remove' },
      expected: 'Retro\n\n# B\n: 5\n',
    },
    {
      name: 'remove the last sequence leaves the previous blank lines',
      text: TEXT,
      index: 1,
      edit: { kind: 'remove' },
      expected: 'Retro\n\n# A\n:10\n  my notes\n\n',
    },
    {
      name: 'insert before a sequence, with separators',
      text: 'T\n# A\n: 1\n# B\n: 2',
      index: 1,
      edit: { kind: 'insert', sequence: NEW },
      expected: 'T\n# A\n: 1\n\n# New\n: 5\n\n# B\n: 2',
    },
    {
      name: 'insert first, after a blank line: no extra blank before',
      text: TEXT,
      index: 0,
      edit: { kind: 'insert', sequence: NEW },
      expected: 'Retro\n\n# New\n: 5\n\n# A\n:10\n  my notes\n\n# B\n: 5\n',
    },
    {
      name: 'insert at the end adds the missing final break',
      text: 'T\r\n# A\r\n: 1',
      index: 1,
      edit: { kind: 'insert', sequence: NEW },
      expected: 'T\r\n# A\r\n: 1\r\n\r\n# New\r\n: 5\r\n',
    },
    {
      name: 'insert into an empty text',
      text: '',
      index: 0,
      edit: { kind: 'insert', sequence: NEW },
      expected: '# New\n: 5\n',
    },
    {
      name: 'insert after a header alone',
      text: 'T\n',
      index: 0,
      edit: { kind: 'insert', sequence: NEW },
      expected: 'T\n\n# New\n: 5\n',
    },
    {
      name: 'move up keeps the user’s own formatting',
      text: TEXT,
      index: 1,
      edit: { kind: 'move', to: 0 },
      expected: 'Retro\n\n# B\n: 5\n\n# A\n:10\n  my notes\n\n',
    },
    {
      name: 'move down to the end',
      text: TEXT,
      index: 0,
      edit: { kind: 'move', to: 1 },
      expected: 'Retro\n\n# B\n: 5\n\n# A\n:10\n  my notes\n',
    },
    {
      name: 'move a last line without a break',
      text: '# A\n: 1\n# B\n: 2',
      index: 1,
      edit: { kind: 'move', to: 0 },
      expected: '# B\n: 2\n\n# A\n: 1\n',
    },
    {
      name: 'a byte-order mark stays first',
      text: '\ufeff# A\n: 1\n# B\n: 2\n',
      index: 1,
      edit: { kind: 'move', to: 0 },
      expected: '\ufeff# B\n: 2\n\n# A\n: 1\n',
    },
  ];

describe('editSequence', () => {
  it.each(edits)('$name', ({ text, index, edit, expected }) => {
    expect(editSequence(text, index, edit)).toBe(expected);
  });

  it.each<[number, SequenceEdit]>([
    [2, { kind: 'remove' }],
    [-1, { kind: 'replace', sequence: NEW }],
    [0.5, { kind: 'remove' }],
    [3, { kind: 'insert', sequence: NEW }],
    [0, { kind: 'move', to: 2 }],
    [0, { kind: 'move', to: 0 }],
    [0, { kind: 'move', to: -1 }],
  ])('leaves the text unchanged for index %d and %j', (index, edit) => {
    expect(editSequence(TEXT, index, edit)).toBe(TEXT);
  });
});

const ranges: [string, SequenceRange[]][] = [
  ['', []],
  ['Title only\n', []],
  [
    TEXT,
    [
      { index: 0, startLine: 3, endLine: 6 },
      { index: 1, startLine: 7, endLine: 8 },
    ],
  ],
  [
    '# A\r\n\r/# B\rx\r\n',
    [
      { index: 0, startLine: 1, endLine: 2 },
      { index: 1, startLine: 3, endLine: 4 },
    ],
  ],
  ['\ufeff# A', [{ index: 0, startLine: 1, endLine: 1 }]],
  ['  \\# not\n\t# yes', [{ index: 0, startLine: 2, endLine: 2 }]],
];

describe('sequenceRanges', () => {
  it.each(ranges)('cuts %j', (text, expected) => {
    expect(sequenceRanges(text)).toStrictEqual(expected);
  });
});
