import { describe, expect, it } from 'vitest';
import { parseAgenda } from '@ordo/agenda';
import { withHeader } from './header-edits.ts';

describe('header edits', () => {
  it.each([
    [
      'renames the title',
      'Retro\n// c\n\n# A\n: 5\n',
      { title: 'Review' },
      'Review\n// c\n\n# A\n: 5\n',
    ],
    ['adds a title to a text without one', '# A\n: 5\n', { title: 'Retro' }, 'Retro\n\n# A\n: 5\n'],
    ['writes a title into an empty text', '', { title: 'Retro' }, 'Retro\n'],
    ['escapes a title that looks like a prefix', 'x\n', { title: '# one' }, '\\# one\n'],
    ['removes an emptied title', 'Retro\nnote\n# A\n', { title: '  ' }, 'note\n# A\n'],
    [
      'adds an objective under the title',
      'Retro\nnote\n# A\n',
      { objective: 'Two actions' },
      'Retro\n> Two actions\nnote\n# A\n',
    ],
    [
      'replaces the objective where it was',
      'Retro\nnote\n> Old\n> goal\n# A\n',
      { objective: 'New' },
      'Retro\nnote\n> New\n# A\n',
    ],
    ['clears the objective', 'Retro\n> Old\n# A\n', { objective: '' }, 'Retro\n# A\n'],
  ])('%s', (_name, text, change, expected) => {
    expect(withHeader(text, change)).toBe(expected);
  });

  it('reads back what the form wrote', () => {
    const text = withHeader(withHeader('# A\n: 5\n', { title: '@home' }), {
      objective: 'Line one\n\nLine two',
    });
    expect(parseAgenda(text).agenda).toMatchObject({
      title: '@home',
      objective: 'Line one\n\nLine two',
    });
    expect(parseAgenda(text).agenda.sequences).toHaveLength(1);
  });
});
