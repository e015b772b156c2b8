import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveRun, presentRun } from './derive-run.ts';
import { runStatistics, sequenceStarts } from './run-stats.ts';
import { AGENDA, IDLE, T0 } from './run-fixtures.ts';
import { logArbitrary, MINUTE, runAgendaArbitrary, runOf } from './test-support.ts';
import type { RunLogEntry } from './types.ts';

// AGENDA: A 10 min, B 5 min optional, C 20 min, D 15 min optional.

// A takes 14 min, B is skipped, C takes 15 min (2 of them on a second visit), D 16.
const VISITED_TWICE: RunLogEntry[] = [
  { command: { type: 'start', runId: 'r1' }, at: T0 },
  { command: { type: 'skip', index: 1 }, at: T0 },
  { command: { type: 'next' }, at: T0 + 14 * MINUTE },
  { command: { type: 'pause' }, at: T0 + 27 * MINUTE },
  { command: { type: 'resume' }, at: T0 + 40 * MINUTE },
  { command: { type: 'next' }, at: T0 + 40 * MINUTE },
  { command: { type: 'goTo', index: 2 }, at: T0 + 56 * MINUTE },
  { command: { type: 'finish' }, at: T0 + 58 * MINUTE },
];

// A on time, B (optional) jumped over, C with 5 minutes added live, finished before D (optional).
const OPTIONALS_LEFT: RunLogEntry[] = [
  { command: { type: 'start', runId: 'r1' }, at: T0 },
  { command: { type: 'goTo', index: 2 }, at: T0 + 10 * MINUTE },
  { command: { type: 'addTime', minutes: 5 }, at: T0 + 12 * MINUTE },
  { command: { type: 'finish' }, at: T0 + 35 * MINUTE },
];

const statsOf = (log: RunLogEntry[]) =>
  runStatistics(presentRun(runOf(AGENDA, log), AGENDA, T0 + 90 * MINUTE, 0));

describe('runStatistics', () => {
  it('compares plan and actual per sequence; a skipped sequence is planned apart', () => {
    expect(statsOf(VISITED_TWICE)).toStrictEqual({
      totalPlannedMs: 45 * MINUTE,
      totalActualMs: 45 * MINUTE,
      skippedPlannedMs: 5 * MINUTE,
      optionalNotRunPlannedMs: 0,
      sequences: [
        {
          index: 0,
          title: 'A',
          optional: false,
          plannedMs: 10 * MINUTE,
          addedMs: 0,
          actualMs: 14 * MINUTE,
          overrunMs: 4 * MINUTE,
          skipped: false,
          setAside: false,
        },
        {
          index: 1,
          title: 'B',
          optional: true,
          plannedMs: 5 * MINUTE,
          addedMs: 0,
          actualMs: 0,
          overrunMs: 0,
          skipped: true,
          setAside: true,
        },
        {
          index: 2,
          title: 'C',
          optional: false,
          plannedMs: 20 * MINUTE,
          addedMs: 0,
          actualMs: 15 * MINUTE,
          overrunMs: -5 * MINUTE,
          skipped: false,
          setAside: false,
        },
        {
          index: 3,
          title: 'D',
          optional: true,
          plannedMs: 15 * MINUTE,
          addedMs: 0,
          actualMs: 16 * MINUTE,
          overrunMs: MINUTE,
          skipped: false,
          setAside: false,
        },
      ],
    });
  });

  it('sets optional sequences never run apart, and shows the minutes added live', () => {
    const stats = statsOf(OPTIONALS_LEFT);
    expect(stats).toMatchObject({
      totalPlannedMs: 30 * MINUTE,
      totalActualMs: 35 * MINUTE,
      skippedPlannedMs: 0,
      optionalNotRunPlannedMs: 20 * MINUTE,
    });
    expect(
      stats.sequences.map(({ title, addedMs, overrunMs, setAside }) => ({
        title,
        addedMs,
        overrunMs,
        setAside,
      })),
    ).toStrictEqual([
      { title: 'A', addedMs: 0, overrunMs: 0, setAside: false },
      { title: 'B', addedMs: 0, overrunMs: 0, setAside: true },
      { title: 'C', addedMs: 5 * MINUTE, overrunMs: 5 * MINUTE, setAside: false },
      { title: 'D', addedMs: 0, overrunMs: 0, setAside: true },
    ]);
  });

  it('keeps a required sequence the run never reached in the plan: it was meant to run', () => {
    const stats = statsOf([
      { command: { type: 'start', runId: 'r1' }, at: T0 },
      { command: { type: 'finish' }, at: T0 + 10 * MINUTE },
    ]);
    expect(stats.totalPlannedMs).toBe(30 * MINUTE);
    expect(stats.optionalNotRunPlannedMs).toBe(20 * MINUTE);
    expect(stats.sequences[2]).toMatchObject({ setAside: false, overrunMs: -20 * MINUTE });
  });

  it('a run not started has spent nothing, and only its required sequences are planned', () => {
    const stats = runStatistics(presentRun(IDLE, AGENDA, T0, 0));
    expect(stats.totalActualMs).toBe(0);
    expect(stats.totalPlannedMs).toBe(30 * MINUTE);
    expect(stats.sequences.map((s) => s.overrunMs)).toStrictEqual([
      -10 * MINUTE,
      0,
      -20 * MINUTE,
      0,
    ]);
  });

  it('splits the whole plan without loss, and its overruns add up to the run’s', () => {
    fc.assert(
      fc.property(runAgendaArbitrary, logArbitrary(), (agenda, log) => {
        const stats = runStatistics(deriveRun(log, agenda, (log.at(-1)?.at ?? 0) + MINUTE));
        const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
        expect(stats.totalPlannedMs + stats.skippedPlannedMs + stats.optionalNotRunPlannedMs).toBe(
          sum(agenda.sequences.map((sequence) => sequence.plannedMs)),
        );
        expect(sum(stats.sequences.map((sequence) => sequence.overrunMs))).toBe(
          stats.totalActualMs - stats.totalPlannedMs,
        );
      }),
    );
  });
});

describe('sequenceStarts', () => {
  it('gives each sequence its first start; a skipped one never started', () => {
    expect(sequenceStarts(VISITED_TWICE, AGENDA)).toStrictEqual([
      T0,
      null,
      T0 + 14 * MINUTE,
      T0 + 40 * MINUTE,
    ]);
    expect(sequenceStarts(OPTIONALS_LEFT, AGENDA)).toStrictEqual([
      T0,
      null,
      T0 + 10 * MINUTE,
      null,
    ]);
  });

  it('starts a sequence reached during a pause when the run resumes', () => {
    const log: RunLogEntry[] = [
      { command: { type: 'start', runId: 'r1' }, at: T0 },
      { command: { type: 'pause' }, at: T0 + 5 * MINUTE },
      { command: { type: 'next' }, at: T0 + 6 * MINUTE },
      { command: { type: 'next' }, at: T0 + 7 * MINUTE },
      { command: { type: 'resume' }, at: T0 + 9 * MINUTE },
    ];
    expect(sequenceStarts(log, AGENDA)).toStrictEqual([T0, null, T0 + 9 * MINUTE, null]);
  });

  it('begins afresh on a restart, and passes over a refused entry', () => {
    const log: RunLogEntry[] = [
      { command: { type: 'start', runId: 'r1' }, at: T0 },
      { command: { type: 'next' }, at: T0 + MINUTE },
      { command: { type: 'restart', runId: 'r2' }, at: T0 + 2 * MINUTE },
      { command: { type: 'resume' }, at: T0 + 3 * MINUTE },
    ];
    expect(sequenceStarts(log, AGENDA)).toStrictEqual([T0 + 2 * MINUTE, null, null, null]);
    expect(sequenceStarts([], AGENDA)).toStrictEqual([null, null, null, null]);
  });

  it('has started every sequence that took time, never before the run', () => {
    fc.assert(
      fc.property(runAgendaArbitrary, logArbitrary(), (agenda, log) => {
        const state = deriveRun(log, agenda, (log.at(-1)?.at ?? 0) + MINUTE);
        const starts = sequenceStarts(log, agenda);
        state.sequences.forEach((sequence, index) => {
          const start = starts[index] ?? null;
          if (sequence.actualMs > 0) expect(start).not.toBeNull();
          if (start !== null) expect(start).toBeGreaterThanOrEqual(state.startedAt ?? Infinity);
        });
      }),
    );
  });
});
