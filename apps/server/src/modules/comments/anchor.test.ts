import { describe, expect, it } from 'vitest';
import { currentSequenceIndex } from './anchor.ts';

const on = (index: number, title: string) => ({ kind: 'sequence' as const, index, title });

describe('where a thread sits after the agenda changed', () => {
  it('follows its sequence when another one is inserted before it', () => {
    expect(currentSequenceIndex(on(1, 'Ideas'), ['Welcome', 'Warm-up', 'Ideas'])).toBe(2);
  });
  it('stays on the same place when its sequence was renamed', () => {
    expect(currentSequenceIndex(on(1, 'Ideas'), ['Welcome', 'Brainstorm'])).toBe(1);
  });
  it('picks the nearest of two sequences that share the title', () => {
    expect(currentSequenceIndex(on(3, 'Break'), ['Break', 'A', 'B', 'C', 'Break'])).toBe(4);
  });
  it('ignores case and spacing of the title', () => {
    expect(currentSequenceIndex(on(0, 'Check  in'), ['Intro', 'check in'])).toBe(1);
  });
  it('has no sequence when its sequence is gone and the agenda is shorter', () => {
    expect(currentSequenceIndex(on(5, 'Wrap-up'), ['Welcome'])).toBeNull();
  });
  it('has no sequence for a meeting thread', () => {
    expect(currentSequenceIndex({ kind: 'meeting' }, ['Welcome'])).toBeNull();
  });
});
