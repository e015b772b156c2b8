import type { Meeting, RunSummary } from '@ordo/contract';

/** A saved meeting as its editor receives it, for component tests. */
export function meetingFixture(overrides: Partial<Meeting> = {}): Meeting {
  return {
    uuid: '8f2c1a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
    status: 'ACTIVE',
    joinCode: 'ABC234',
    archived: false,
    workspace_uuid: null,
    version: 3,
    createdAt: '2026-05-01T08:00:00.000Z',
    updatedAt: '2026-05-01T08:00:00.000Z',
    deletedAt: null,
    title: 'Team retro',
    objective: '',
    lifecycle: 'done',
    schedule: { totalMinutes: 40, requiredMinutes: 40, optionalMinutes: 0, end: null },
    sequenceCount: 3,
    content: 'Team retro\n\n# Check-in\n: 10\n\n# What went well\n: 20\n\n# Actions\n: 10\n',
    settings: {
      date: null,
      startTime: null,
      timeZone: 'Europe/Paris',
      visibility: 'Private',
      isTemplate: false,
      brandColor: null,
      hideBranding: false,
      searchIndexing: false,
      language: 'en',
      stageWarnings: null,
      code: null,
    },
    fridge: [],
    trash: [],
    ...overrides,
  };
}

const minute = 60_000;

const started = Date.UTC(2026, 4, 12, 9, 0);

/**
 * A finished run: check-in on time; a long middle, 2 minutes of it added live; an optional
 * energizer never run and the actions skipped, both left out of the 30 planned minutes.
 */
export function runFixture(overrides: Partial<RunSummary> = {}): RunSummary {
  return {
    runId: '1b2c3d4e-5f60-4718-9a0b-1c2d3e4f5a6b',
    startedAt: started,
    finishedAt: started + 42 * minute,
    startDelayMs: null,
    totalPlannedMs: 30 * minute,
    totalActualMs: 42 * minute,
    skippedPlannedMs: 10 * minute,
    optionalNotRunPlannedMs: 5 * minute,
    sequences: [
      {
        index: 0,
        title: 'Check-in',
        optional: false,
        plannedMs: 10 * minute,
        addedMs: 0,
        actualMs: 10 * minute,
        overrunMs: 0,
        skipped: false,
        setAside: false,
        startedAt: started,
      },
      {
        index: 1,
        title: 'What went well',
        optional: false,
        plannedMs: 20 * minute,
        addedMs: 2 * minute,
        actualMs: 32 * minute,
        overrunMs: 12 * minute,
        skipped: false,
        setAside: false,
        startedAt: started + 10 * minute,
      },
      {
        index: 2,
        title: 'Energizer',
        optional: true,
        plannedMs: 5 * minute,
        addedMs: 0,
        actualMs: 0,
        overrunMs: 0,
        skipped: false,
        setAside: true,
        startedAt: null,
      },
      {
        index: 3,
        title: 'Actions',
        optional: false,
        plannedMs: 10 * minute,
        addedMs: 0,
        actualMs: 0,
        overrunMs: 0,
        skipped: true,
        setAside: true,
        startedAt: null,
      },
    ],
    ...overrides,
  };
}
