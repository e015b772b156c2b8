import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAgenda } from '../language/parse.ts';
import { agendaArbitrary } from '../testing/arbitraries.ts';
import { agenda, sequence } from '../testing/builders.ts';
import { runAgendaOf } from './run-agenda.ts';

describe('runAgendaOf', () => {
  it('keeps titles, optional, speakers and planned milliseconds', () => {
    const text = 'Retro\nsecret\n# A\n: 7.5\n@ Ana, Bo\n> shown\nnote\n// hidden\n/# B\n: 1h';
    expect(runAgendaOf(parseAgenda(text).agenda)).toStrictEqual({
      sequences: [
        { title: 'A', optional: false, speakers: ['Ana', 'Bo'], plannedMs: 450_000 },
        { title: 'B', optional: true, speakers: [], plannedMs: 3_600_000 },
      ],
    });
  });

  it.each([
    { minutes: 0.01, plannedMs: 600 },
    { minutes: 0, plannedMs: 0 },
    { minutes: -5, plannedMs: 0 },
    { minutes: Number.NaN, plannedMs: 0 },
    { minutes: Infinity, plannedMs: 0 },
  ])('$minutes minutes plan $plannedMs ms', ({ minutes, plannedMs }) => {
    const input = agenda({ sequences: [sequence({ durationMinutes: minutes })] });
    expect(runAgendaOf(input).sequences[0]?.plannedMs).toBe(plannedMs);
  });

  it('shares no array with the agenda it was taken from', () => {
    const input = agenda({ sequences: [sequence({ speakers: ['Ana'] })] });
    runAgendaOf(input).sequences[0]?.speakers.push('Eve');
    expect(input.sequences[0]?.speakers).toStrictEqual(['Ana']);
  });

  it('never carries notes, comments or descriptions', () => {
    const MARKER = 'ZQ-SECRET-91c2';
    fc.assert(
      fc.property(agendaArbitrary, (parsed) => {
        const planted = {
          ...parsed,
          notes: MARKER,
          comments: [MARKER],
          sequences: parsed.sequences.map((s) => ({
            ...s,
            notes: MARKER,
            comments: [MARKER],
            description: MARKER,
          })),
        };
        const snapshot = runAgendaOf(planted);
        expect(JSON.stringify(snapshot)).not.toContain(MARKER);
        expect(snapshot.sequences).toHaveLength(parsed.sequences.length);
      }),
    );
  });
});
