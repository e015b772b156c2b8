import { parseAgenda } from '@ordo/agenda';
import { describe, expect, it } from 'vitest';
import { draftAgenda } from './coach.ts';
import { coachLibrary } from './library.ts';
import { qualityGrid } from './quality-grid.ts';

const library = coachLibrary();

describe('breakout rooms in the coach’s drafts (issue 28)', () => {
  it('splits small-group work into hosted rooms of 4 to 8 for large groups, and parses clean', () => {
    let withRooms = 0;
    for (const entry of qualityGrid) {
      for (const seed of [1, 2]) {
        const answer = draftAgenda(library, { ...entry, seed });
        const { agenda, diagnostics } = parseAgenda(answer.content);
        expect(diagnostics, entry.objective).toEqual([]);
        for (const sequence of agenda.sequences) {
          if (!sequence.rooms) continue;
          withRooms += 1;
          expect(entry.participants, entry.objective).toBeGreaterThan(12);
          const size = entry.participants / sequence.rooms.length;
          expect(size).toBeGreaterThanOrEqual(4);
          expect(size).toBeLessThanOrEqual(8);
          for (const room of sequence.rooms) {
            expect(room.hosts).toHaveLength(1);
            expect(room.minutes).toBeLessThanOrEqual(sequence.durationMinutes);
          }
        }
      }
    }
    // The grid has large groups with small-group methods: some drafts must use rooms.
    expect(withRooms).toBeGreaterThan(0);
  });

  it('keeps a group of twelve in one room', () => {
    const answer = draftAgenda(library, {
      objective: 'Generate ideas for our product roadmap in small groups',
      durationMinutes: 120,
      participants: 12,
      language: 'fr',
      seed: 1,
    });
    expect(answer.content).not.toMatch(/^##/m);
  });
});
