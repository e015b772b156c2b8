import { describe, expect, it } from 'vitest';
import { ChangeSet, EditorState, Text } from '@codemirror/state';
import { applyChanges, textChange } from './text-diff.ts';

describe('textChange', () => {
  it.each([
    ['abc', 'abc', null],
    ['a\nb\nc', 'a\nB\nc', { from: 2, to: 3, insert: 'B' }],
    ['aaa', 'aaaa', { from: 3, to: 3, insert: 'a' }],
    ['abcabc', 'abc', { from: 3, to: 6, insert: '' }],
    ['', 'x', { from: 0, to: 0, insert: 'x' }],
  ])('%j → %j', (before, after, expected) => {
    const change = textChange(before, after);
    expect(change).toEqual(expected);
    if (change)
      expect(before.slice(0, change.from) + change.insert + before.slice(change.to)).toBe(after);
  });
});

describe('applyChanges', () => {
  const doc = '# A\n: 10\n@ Ann\n\n# B\n: 5\n';
  it.each<[string, (length: number) => ChangeSet]>([
    ['a keystroke', () => ChangeSet.of({ from: 8, insert: '5' }, doc.length)],
    ['a deletion', () => ChangeSet.of({ from: 7, to: 8 }, doc.length)],
    ['a pasted paragraph', () => ChangeSet.of({ from: 0, insert: 'T\r\n\n> x\r' }, doc.length)],
    [
      'several ranges at once',
      () =>
        ChangeSet.of(
          [
            { from: 0, to: 3, insert: '# Z' },
            { from: 9, to: 15 },
            { from: doc.length, insert: '\n# C\n: 1' },
          ],
          doc.length,
        ),
    ],
    [
      'two transactions in one update',
      (length) =>
        ChangeSet.of({ from: 2, insert: 'xy' }, length).compose(
          ChangeSet.of({ from: 1, to: 5, insert: '\n' }, length + 2),
        ),
    ],
    [
      'everything replaced',
      () => ChangeSet.of({ from: 0, to: doc.length, insert: '' }, doc.length),
    ],
  ])('reads %s as the document does', (_, build) => {
    const state = EditorState.create({ doc });
    const changes = build(state.doc.length);
    const after = changes.apply(state.doc);
    expect(applyChanges(state.doc.toString(), changes)).toBe(after.toString());
    expect(after).toBeInstanceOf(Text);
  });
});
