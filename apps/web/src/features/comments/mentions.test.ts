import { describe, expect, it } from 'vitest';
import { matchPeople, mentionQueryAt, splitMentions } from './mentions.ts';

describe('mentions in the composer', () => {
  it('finds the @query before the caret, not an address', () => {
    expect(mentionQueryAt('Hi @Ed', 6)).toEqual({ start: 3, query: 'Ed' });
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQueryAt('mail me at a@b.c', 16)).toBeNull();
  });
  it('matches a name by its first or any word', () => {
    const people = [
      { userId: '1', name: 'Eddie Editor' },
      { userId: '2', name: 'Olivia Owner' },
    ];
    expect(matchPeople(people, 'edi').map((p) => p.name)).toEqual(['Eddie Editor']);
    expect(matchPeople(people, 'own').map((p) => p.name)).toEqual(['Olivia Owner']);
  });
  it('cuts a body into text and chips of the people it mentions', () => {
    expect(
      splitMentions('Ask @eddie editor, not @Someone <b>', [{ userId: '1', name: 'Eddie Editor' }]),
    ).toEqual([
      { text: 'Ask ', mention: false },
      { text: '@eddie editor', mention: true },
      { text: ', not @Someone <b>', mention: false },
    ]);
  });
});
