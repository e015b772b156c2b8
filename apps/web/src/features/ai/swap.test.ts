import { parseAgenda } from '@ordo/agenda';
import { describe, expect, it } from 'vitest';
import { swapSequence, type DraftState } from './swap.ts';

const sequence = (title: string, minutes: number) => ({
  title,
  optional: false,
  durationMinutes: minutes,
  speakers: ['Facilitator'],
  description: `About ${title}`,
  notes: '',
  comments: [],
});

const state: DraftState = {
  content: 'Workshop\n\n# Check-in\n: 10\n\n# Brainstorm\n: 20\n',
  alternatives: [
    { index: 0, methodId: 'check-in-round', options: [] },
    {
      index: 1,
      methodId: 'silent-brainstorm',
      options: [{ methodId: 'crazy-eights', name: 'Crazy 8s', sequence: sequence('Crazy 8s', 20) }],
    },
  ],
};

describe('swapSequence', () => {
  it('replaces only the chosen sequence and offers the old one back', () => {
    const next = swapSequence(state, 1, 'crazy-eights');
    const titles = parseAgenda(next.content).agenda.sequences.map((item) => item.title);
    expect(titles).toEqual(['Check-in', 'Crazy 8s']);
    expect(next.alternatives[1]).toMatchObject({
      methodId: 'crazy-eights',
      options: [{ methodId: 'silent-brainstorm', name: 'Brainstorm' }],
    });
    const back = swapSequence(next, 1, 'silent-brainstorm');
    expect(parseAgenda(back.content).agenda.sequences[1]!.title).toBe('Brainstorm');
  });

  it('ignores an unknown method', () => {
    expect(swapSequence(state, 0, 'nothing')).toBe(state);
  });
});
