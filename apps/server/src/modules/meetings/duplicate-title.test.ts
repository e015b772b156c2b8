import { describe, expect, it } from 'vitest';
import { parseAgenda } from '@ordo/agenda';
import { withTitleSuffix } from './duplicate-title.ts';

describe('withTitleSuffix', () => {
  it('suffixes the title and keeps every sequence line as written', () => {
    const content = 'Retro\n> Look back\n\n#   Welcome  \n:10\n  indented note\n\n/# Break\n: 5\n';
    const copy = withTitleSuffix(content, '(copy)');
    expect(parseAgenda(copy).agenda.title).toBe('Retro (copy)');
    expect(copy).toContain('#   Welcome  \n:10\n  indented note\n\n/# Break\n: 5\n');
    expect(parseAgenda(copy).agenda.sequences).toEqual(parseAgenda(content).agenda.sequences);
  });

  it('gives a title to an untitled agenda and works without sequences', () => {
    expect(parseAgenda(withTitleSuffix('# Only\n: 5', '(copy)')).agenda.title).toBe('(copy)');
    expect(parseAgenda(withTitleSuffix('Plan', '(copie)')).agenda.title).toBe('Plan (copie)');
  });
});
