import { describe, expect, it } from 'vitest';
import { runCsvFileName } from './insight.ts';

const FRIDAY_NINE_UTC = Date.UTC(2026, 10, 27, 9, 0);

describe('runCsvFileName', () => {
  it.each([
    ['Team retro', 'UTC', 'team-retro-2026-11-27.csv'],
    ['Rétro d’équipe : Noël à Åre', 'Europe/Paris', 'retro-d-equipe-noel-a-are-2026-11-27.csv'],
    ['  --Q4 / plan?!  ', 'UTC', 'q4-plan-2026-11-27.csv'],
    ['日本語の会議', 'UTC', 'ordo-run-2026-11-27.csv'],
    ['', 'UTC', 'ordo-run-2026-11-27.csv'],
    // Already Saturday on the meeting's wall clock.
    ['Team retro', 'Pacific/Kiritimati', 'team-retro-2026-11-28.csv'],
    ['Team retro', 'Not/AZone', 'team-retro-2026-11-27.csv'],
  ])('names %j in %s %s', (title, zone, expected) => {
    expect(runCsvFileName(title, FRIDAY_NINE_UTC + 11 * 3_600_000, zone)).toBe(expected);
  });

  it('keeps a long title to 60 characters, never ending on a dash', () => {
    const name = runCsvFileName(`${'a'.repeat(59)} b c d`, FRIDAY_NINE_UTC, 'UTC');
    expect(name).toBe(`${'a'.repeat(59)}-2026-11-27.csv`);
    expect(name).toMatch(/^[\x20-\x7e]+$/);
  });
});
