import { describe, expect, it } from 'vitest';
import type { RunSequenceStats, RunSummary } from '@ordo/contract';
import { averagesByTitle, runCsv, runCsvFileName } from './insight-presenter.ts';

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

  it("learns from rooms' steps too, under their own titles", () => {
    const rooms = [
      {
        index: 0,
        name: 'Budget',
        plannedMs: 10 * 60_000,
        actualMs: 9 * 60_000,
        steps: [
          { title: 'Pitch', plannedMs: 5 * 60_000, actualMs: 6 * 60_000 },
          { title: 'Vote', plannedMs: 5 * 60_000, actualMs: 0 },
        ],
      },
    ];
    expect(averagesByTitle([run([sequence('Breakouts', 10 * 60_000, { rooms })])])).toEqual([
      { title: 'Breakouts', averageActualMs: 10 * 60_000, runCount: 1 },
      { title: 'Pitch', averageActualMs: 6 * 60_000, runCount: 1 },
    ]);
  });
});

describe('runCsv with rooms', () => {
  it('adds a row per room step after its sequence, the room named, plenary rows empty', () => {
    const csv = runCsv({
      runId: '1b2c3d4e-5f60-4718-9a0b-1c2d3e4f5a6b',
      startedAt: 0,
      finishedAt: 0,
      startDelayMs: null,
      totalPlannedMs: 0,
      totalActualMs: 0,
      skippedPlannedMs: 0,
      optionalNotRunPlannedMs: 0,
      sequences: [
        {
          index: 0,
          title: 'Breakouts',
          optional: false,
          plannedMs: 20 * 60_000,
          addedMs: 0,
          actualMs: 21 * 60_000,
          overrunMs: 60_000,
          skipped: false,
          setAside: false,
          startedAt: 0,
          rooms: [
            {
              index: 0,
              name: '=Room A',
              plannedMs: 20 * 60_000,
              actualMs: 19 * 60_000,
              steps: [{ title: 'Pitch', plannedMs: 20 * 60_000, actualMs: 19 * 60_000 }],
            },
          ],
        },
      ],
    });
    expect(csv.split('\r\n').slice(1, 3)).toEqual([
      '1,Breakouts,20.00,21.00,1.00,0.00,false,false,1970-01-01T00:00:00.000Z,',
      "1,Pitch,20.00,19.00,-1.00,,false,false,,'=Room A",
    ]);
  });
});
