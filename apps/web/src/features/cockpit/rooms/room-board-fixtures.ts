import { deriveRun, parseAgenda, runAgendaOf, type RunLogEntry } from '@ordo/agenda';
import type { RunStateBody } from '@ordo/contract';
import { NOW } from '../cockpit-fixtures.ts';

const minute = 60_000;

/** A workshop whose second sequence splits into two rooms, one with three steps. */
export const roomsAgenda = [
  'Rooms workshop',
  '',
  '# Welcome',
  ': 5',
  '',
  '# Groups',
  ': 20',
  '## Blue',
  '@ Ana',
  '### Read',
  ': 5',
  '### Discuss',
  ': 10',
  '### Vote',
  ': 5',
  '## Green',
  '@ Bob, Cleo',
  '### Draft',
  ': 15',
  '### Share',
  ': 5',
  '',
  '# Wrap-up',
  ': 10',
].join('\n');

const agenda = runAgendaOf(parseAgenda(roomsAgenda).agenda);
/** The run started 13 minutes before `NOW`, so the rooms opened 8 minutes before it. */
const T0 = NOW - 13 * minute;

/**
 * The engine's own state after these commands (DESIGN §9 "Rooms"), seen at `at`: the run
 * started at T0, reached the rooms at T0 + 5 min, Blue moved to "Discuss" at T0 + 10 min and
 * Green paused at T0 + 12 min; `more` adds commands after those.
 */
export function roomsState(more: RunLogEntry[] = [], at = NOW): RunStateBody {
  const log: RunLogEntry[] = [
    { command: { type: 'start', runId: '0d9f0c1e-3b1a-4d7e-9f55-0c7e2b1a9d10' }, at: T0 },
    { command: { type: 'next' }, at: T0 + 5 * minute },
    { command: { type: 'next', room: 0 }, at: T0 + 10 * minute },
    { command: { type: 'pause', room: 1 }, at: T0 + 12 * minute },
    ...more,
  ];
  return deriveRun(log, agenda, at);
}
