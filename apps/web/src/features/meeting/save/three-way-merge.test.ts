import { describe, expect, it } from 'vitest';
import { mergeThreeWay } from './three-way-merge.ts';

const base = 'Retro\n\n# Welcome\n: 10\n\n# Review\n: 20\n\n# Close\n: 5\n';

describe('mergeThreeWay', () => {
  it.each([
    [
      'edits in different sequences',
      base.replace(': 10', ': 15'),
      base.replace('# Close', '# Wrap-up'),
      'Retro\n\n# Welcome\n: 15\n\n# Review\n: 20\n\n# Wrap-up\n: 5\n',
    ],
    [
      'the same edit on both sides',
      base.replace(': 20', ': 25'),
      base.replace(': 20', ': 25'),
      base.replace(': 20', ': 25'),
    ],
    [
      'one side unchanged',
      base,
      base.replace('Retro', 'Retro 42'),
      base.replace('Retro', 'Retro 42'),
    ],
    [
      'a line added by each side at different places',
      base.replace('# Welcome\n', '# Welcome\n@ Alice\n'),
      base.replace('# Close\n: 5\n', '# Close\n: 5\n\n# Drinks\n: 30\n'),
      'Retro\n\n# Welcome\n@ Alice\n: 10\n\n# Review\n: 20\n\n# Close\n: 5\n\n# Drinks\n: 30\n',
    ],
    [
      'a deletion on one side and an edit elsewhere on the other',
      base.replace('# Review\n: 20\n\n', ''),
      base.replace('Retro', 'Sprint retro'),
      'Sprint retro\n\n# Welcome\n: 10\n\n# Close\n: 5\n',
    ],
  ])('merges %s', (_name, ours, theirs, expected) => {
    expect(mergeThreeWay(base, ours, theirs)).toEqual({ clean: true, text: expected });
    expect(mergeThreeWay(base, theirs, ours)).toEqual({ clean: true, text: expected });
  });

  it('reports a conflict when both sides change the same line differently', () => {
    expect(mergeThreeWay(base, base.replace(': 20', ': 25'), base.replace(': 20', ': 30'))).toEqual(
      {
        clean: false,
        conflicts: 1,
      },
    );
  });

  it('reports a conflict rather than guessing when both sides rewrite everything', () => {
    expect(mergeThreeWay('a\nb', 'x\ny', 'p\nq').clean).toBe(false);
  });
});

describe('mergeThreeWay conflicts diff3 reports', () => {
  it.each([
    [
      'both sides add a different sequence at the same place',
      base.replace('# Close', '# Energizer\n: 5\n\n# Close'),
      base.replace('# Close', '# Break\n: 10\n\n# Close'),
    ],
    [
      'one side deletes a sequence the other edits',
      base.replace('# Review\n: 20\n\n', ''),
      base.replace(': 20', ': 45'),
    ],
    [
      'edits on adjacent lines, which diff3 cannot order safely',
      base.replace('# Review', '# Sprint review'),
      base.replace(': 20', ': 25'),
    ],
  ])('asks instead of merging when %s', (_name, ours, theirs) => {
    expect(mergeThreeWay(base, ours, theirs)).toEqual({ clean: false, conflicts: 1 });
    expect(mergeThreeWay(base, theirs, ours)).toEqual({ clean: false, conflicts: 1 });
  });

  it('counts each conflicting region', () => {
    const ours = base.replace(': 10', ': 11').replace(': 5', ': 6');
    const theirs = base.replace(': 10', ': 12').replace(': 5', ': 7');
    expect(mergeThreeWay(base, ours, theirs)).toEqual({ clean: false, conflicts: 2 });
  });
});
