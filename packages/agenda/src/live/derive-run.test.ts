import { describe, expect, it } from 'vitest';
import { deriveRun, presentRun, replayRun } from './derive-run.ts';
import { publicRunState } from './public-run.ts';
import { remainingMs, spentMs } from './run-clock.ts';
import {
  AGENDA,
  FINISHED,
  IDLE,
  NOW,
  ON_B,
  PAUSED,
  PAUSED_AT,
  RUNNING,
  T0,
} from './run-fixtures.ts';
import { MINUTE, applied } from './test-support.ts';
import type { RunCore, RunLogEntry, RunState } from './types.ts';

// AGENDA plans A 10, B 5, C 20, D 15 minutes: 50 minutes from T0.
const PLANNED_END = T0 + 50 * MINUTE;
const actuals = (state: RunState) => state.sequences.map((s) => s.actualMs);

const cases: {
  rule: string;
  core: RunCore;
  at: number;
  actualMs: number[];
  endsAt: number | null;
  delayMs: number;
}[] = [
  {
    rule: 'idle: nothing spent, no end',
    core: IDLE,
    at: NOW,
    actualMs: [0, 0, 0, 0],
    endsAt: null,
    delayMs: 0,
  },
  {
    rule: 'running on time: the current sequence counts up to now',
    core: RUNNING,
    at: NOW,
    actualMs: [10 * MINUTE, MINUTE, 0, 0],
    endsAt: PLANNED_END,
    delayMs: 0,
  },
  {
    rule: 'paused: the clock is frozen and the wait makes the run late',
    core: PAUSED,
    at: NOW,
    actualMs: [10 * MINUTE, 30_000, 0, 0],
    endsAt: PLANNED_END + NOW - PAUSED_AT,
    delayMs: NOW - PAUSED_AT,
  },
  {
    rule: 'finished: it ended when it finished, early here',
    core: FINISHED,
    at: NOW + 60 * MINUTE,
    actualMs: [10 * MINUTE, 30_000, 0, 0],
    endsAt: PAUSED_AT,
    delayMs: PAUSED_AT - PLANNED_END,
  },
  {
    rule: 'overtime on the current sequence is all delay',
    core: RUNNING,
    at: ON_B + 8 * MINUTE,
    actualMs: [10 * MINUTE, 8 * MINUTE, 0, 0],
    endsAt: PLANNED_END + 3 * MINUTE,
    delayMs: 3 * MINUTE,
  },
  {
    rule: 'a skipped sequence still to come no longer counts',
    core: applied(RUNNING, { type: 'skip', index: 3 }, NOW),
    at: NOW,
    actualMs: [10 * MINUTE, MINUTE, 0, 0],
    endsAt: PLANNED_END - 15 * MINUTE,
    delayMs: -15 * MINUTE,
  },
  {
    rule: 'added time moves the end',
    core: applied(RUNNING, { type: 'addTime', minutes: 7, index: 2 }, NOW),
    at: NOW,
    actualMs: [10 * MINUTE, MINUTE, 0, 0],
    endsAt: PLANNED_END + 7 * MINUTE,
    delayMs: 7 * MINUTE,
  },
  {
    rule: 'back on an earlier sequence: its clock continues, a later one needs only its rest',
    core: applied(
      applied(RUNNING, { type: 'next' }, NOW),
      { type: 'goTo', index: 0 },
      NOW + MINUTE,
    ),
    at: NOW + 2 * MINUTE,
    actualMs: [11 * MINUTE, MINUTE, MINUTE, 0],
    // Now + A's 0 left + B's 4 + C's 19 + D's 15.
    endsAt: NOW + 2 * MINUTE + 38 * MINUTE,
    delayMs: NOW + 40 * MINUTE - PLANNED_END,
  },
];

describe('presentRun', () => {
  it.each(cases)('$rule', ({ core, at, actualMs, endsAt, delayMs }) => {
    const state = presentRun(core, AGENDA, at, 0);
    expect(actuals(state)).toStrictEqual(actualMs);
    expect(state.endsAt).toBe(endsAt);
    expect(state.delayMs).toBe(delayMs);
  });

  it('copies the run and the plan into every field', () => {
    const core = applied(RUNNING, { type: 'addTime', minutes: 2 }, NOW);
    expect(presentRun(core, AGENDA, NOW, 7)).toStrictEqual({
      position: 7,
      runId: 'r1',
      status: 'running',
      currentIndex: 1,
      startedAt: T0,
      finishedAt: null,
      sequenceStartedAt: ON_B,
      pausedAt: null,
      addedMs: 2 * MINUTE,
      endsAt: PLANNED_END + 2 * MINUTE,
      delayMs: 2 * MINUTE,
      sequences: AGENDA.sequences.map((plan, index) => ({
        index,
        title: plan.title,
        optional: plan.optional,
        speakers: plan.speakers,
        plannedMs: plan.plannedMs,
        addedMs: index === 1 ? 2 * MINUTE : 0,
        actualMs: [10 * MINUTE, MINUTE, 0, 0][index],
        skipped: false,
      })),
      message: null,
      blackout: false,
    });
  });
});

describe('replayRun and deriveRun', () => {
  const log: RunLogEntry[] = [
    { command: { type: 'next' }, at: T0 - 1 },
    { command: { type: 'start', runId: 'r1' }, at: T0 },
    { command: { type: 'resume' }, at: T0 + 1 },
    { command: { type: 'next' }, at: ON_B },
    { command: { type: 'goTo', index: 99 }, at: ON_B },
  ];

  it('passes over refused entries', () => {
    expect(replayRun(log, AGENDA)).toStrictEqual(RUNNING);
  });

  it('derives the state of the replay', () => {
    expect(deriveRun(log, AGENDA, NOW)).toStrictEqual(presentRun(RUNNING, AGENDA, NOW, log.length));
  });

  it('an empty log is the idle run', () => {
    expect(replayRun([], AGENDA)).toStrictEqual(IDLE);
  });
});

describe('publicRunState', () => {
  const MARKER = 'ZQ-SECRET-5b1e';
  const state = presentRun(applied(PAUSED, { type: 'message', text: 'Hi' }, NOW), AGENDA, NOW, 4);

  it('keeps every field of the state as it is', () => {
    expect(publicRunState(state)).toStrictEqual(state);
  });

  it('does not pass on fields it does not know, at any level', () => {
    const planted = {
      ...state,
      notes: MARKER,
      message: { ...state.message, secret: MARKER },
      sequences: state.sequences.map((s) => ({ ...s, notes: MARKER })),
    } as RunState;
    expect(JSON.stringify(publicRunState(planted))).not.toContain(MARKER);
  });
});

describe('spentMs and remainingMs, as devices render them', () => {
  const cases: { rule: string; state: RunState; serverNow: number; spent: number; left: number }[] =
    [
      {
        rule: 'running: counts with the server clock',
        state: presentRun(RUNNING, AGENDA, NOW, 2),
        serverNow: NOW + 30_000,
        spent: 90_000,
        left: 5 * MINUTE - 90_000,
      },
      {
        rule: 'running into overtime: remaining goes negative',
        state: presentRun(RUNNING, AGENDA, NOW, 2),
        serverNow: ON_B + 7 * MINUTE,
        spent: 7 * MINUTE,
        left: -2 * MINUTE,
      },
      {
        rule: 'paused: frozen at the pause',
        state: presentRun(PAUSED, AGENDA, NOW, 3),
        serverNow: NOW + 10 * MINUTE,
        spent: 30_000,
        left: 5 * MINUTE - 30_000,
      },
      {
        rule: 'added time lengthens the countdown',
        state: presentRun(applied(RUNNING, { type: 'addTime', minutes: 3 }, NOW), AGENDA, NOW, 3),
        serverNow: NOW,
        spent: MINUTE,
        left: 7 * MINUTE,
      },
      {
        rule: 'a device whose clock estimate lags the start sees 0 spent, not less',
        state: presentRun(RUNNING, AGENDA, NOW, 2),
        serverNow: ON_B - 500,
        spent: 0,
        left: 5 * MINUTE,
      },
      {
        rule: 'idle: the first sequence in full',
        state: presentRun(IDLE, AGENDA, NOW, 0),
        serverNow: NOW,
        spent: 0,
        left: 10 * MINUTE,
      },
      {
        rule: 'finished: what the last sequence took',
        state: presentRun(FINISHED, AGENDA, NOW, 5),
        serverNow: NOW,
        spent: 30_000,
        left: 5 * MINUTE - 30_000,
      },
      {
        rule: 'no sequence at all',
        state: presentRun(IDLE, { sequences: [] }, NOW, 0),
        serverNow: NOW,
        spent: 0,
        left: 0,
      },
    ];
  it.each(cases)('$rule', ({ state, serverNow, spent, left }) => {
    expect(spentMs(state, serverNow)).toBe(spent);
    expect(remainingMs(state, serverNow)).toBe(left);
  });
});
