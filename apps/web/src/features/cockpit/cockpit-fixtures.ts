import type { RunStateBody } from '@ordo/contract';
import { runState } from '../live/test/run-state.ts';

export const NOW = Date.UTC(2026, 4, 12, 9, 20);
const minute = 60_000;

/** The agenda behind the states below, with private notes, as the meeting's text holds it. */
export const cockpitAgenda = [
  'Team retro',
  '',
  '# Check-in',
  ': 10',
  '@ Ann',
  'Ask everyone for **one word**.',
  '',
  '# What went well',
  ': 20',
  '@ Ann, Bob',
  'Timebox the stories.',
  '',
  '/# Energizer',
  ': 5',
  '',
  '# Actions',
  ': 10',
  '',
].join('\n');

const plan = [
  { title: 'Check-in', optional: false, speakers: ['Ann'], plannedMs: 10 * minute },
  { title: 'What went well', optional: false, speakers: ['Ann', 'Bob'], plannedMs: 20 * minute },
  { title: 'Energizer', optional: true, speakers: [], plannedMs: 5 * minute },
  { title: 'Actions', optional: false, speakers: [], plannedMs: 10 * minute },
];

/** A run's state as the server sends it; `overrides` shape the situation under test. */
export function stateFixture(overrides: Partial<RunStateBody> = {}): RunStateBody {
  return runState(overrides, plan);
}

/** Running the second sequence, four minutes in; the first took its ten minutes. */
export function runningFixture(overrides: Partial<RunStateBody> = {}): RunStateBody {
  const base = stateFixture();
  return {
    ...base,
    runId: '1b2c3d4e-5f60-4718-9a0b-1c2d3e4f5a6b',
    status: 'running',
    currentIndex: 1,
    startedAt: NOW - 14 * minute,
    sequenceStartedAt: NOW - 4 * minute,
    sequences: base.sequences.map((sequence) =>
      sequence.index === 0 ? { ...sequence, actualMs: 10 * minute } : sequence,
    ),
    ...overrides,
  };
}
