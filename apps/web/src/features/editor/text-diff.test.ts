import { describe, expect, it } from 'vitest';
import { textChange } from './text-diff.ts';

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
