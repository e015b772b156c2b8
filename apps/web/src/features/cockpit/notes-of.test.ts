import { describe, expect, it } from 'vitest';
import { parseAgenda } from '@ordo/agenda';
import { notesOf } from './notes-of.ts';
import { cockpitAgenda, runningFixture } from './cockpit-fixtures.ts';

const state = runningFixture();

describe('private notes of the current sequence', () => {
  it('come from the sequence at the same place', () => {
    const { sequences } = parseAgenda(cockpitAgenda).agenda;
    expect(notesOf(sequences, state, 0)).toBe('Ask everyone for **one word**.');
  });

  it('follow a sequence moved since the run started, by its title', () => {
    const moved = cockpitAgenda.replace('# Check-in', '# Welcome\n: 2\n\n# Check-in');
    const { sequences } = parseAgenda(moved).agenda;
    expect(notesOf(sequences, state, 1)).toBe('Timebox the stories.');
  });

  it('are empty when the sequence is gone or has none', () => {
    const { sequences } = parseAgenda('Retro\n\n# Other\n: 5\nnote\n').agenda;
    expect(notesOf(sequences, state, 0)).toBe('');
    expect(notesOf(sequences, state, 9)).toBe('');
  });
});
