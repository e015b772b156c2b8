import { describe, expect, it } from 'vitest';
import type { RunSequenceStats, RunSummary } from '@ordo/contract';
import { averagesByTitle, runCsvFileName } from './insight-presenter.ts';

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

describe('averagesByTitle', () => {
  const sequence = (title: string, actualMs: number, fields: Partial<RunSequenceStats> = {}) => ({
    index: 0,
    title,
    optional: false,
    plannedMs: 5 * 60_000,
    addedMs: 0,
    actualMs,
    overrunMs: actualMs - 5 * 60_000,
    skipped: false,
    setAside: false,
    startedAt: actualMs > 0 ? 0 : null,
    ...fields,
  });
  const run = (sequences: RunSequenceStats[]): RunSummary => ({
    runId: '1b2c3d4e-5f60-4718-9a0b-1c2d3e4f5a6b',
    startedAt: 0,
    finishedAt: 0,
    startDelayMs: null,
    totalPlannedMs: 0,
    totalActualMs: 0,
    skippedPlannedMs: 0,
    optionalNotRunPlannedMs: 0,
    sequences,
  });

  it('averages only the runs in which a sequence ran', () => {
    expect(
      averagesByTitle([
        run([sequence('Check-in', 4 * 60_000), sequence('Energizer', 3 * 60_000)]),
        run([
          sequence('check-in ', 8 * 60_000),
          sequence('Energizer', 0, { optional: true, setAside: true }),
        ]),
        run([sequence('Check-in', 0, { skipped: true, setAside: true })]),
      ]),
    ).toEqual([
      { title: 'Check-in', averageActualMs: 6 * 60_000, runCount: 2 },
      { title: 'Energizer', averageActualMs: 3 * 60_000, runCount: 1 },
    ]);
  });
});
