import { describe, expect, it } from 'vitest';
import { hasChanges, lineDiff } from './line-diff.ts';

describe('lineDiff', () => {
  it('shows removed and added lines with their context and collapses the rest', () => {
    const before = ['T', '', '# A', ': 10', '', '# B', ': 20', '', '# C', ': 5'].join('\n');
    const after = ['T', '', '# A', ': 10', '', '# B', ': 30', '', '# C', ': 5'].join('\n');
    expect(lineDiff(before, after)).toEqual([
      { kind: 'skipped', text: '5' },
      { kind: 'same', text: '# B' },
      { kind: 'removed', text: ': 20' },
      { kind: 'added', text: ': 30' },
      { kind: 'same', text: '' },
      { kind: 'skipped', text: '2' },
    ]);
  });

  it('says when nothing changes', () => {
    expect(hasChanges(lineDiff('a\nb', 'a\nb'))).toBe(false);
    expect(hasChanges(lineDiff('a', 'a\nb'))).toBe(true);
  });
});
