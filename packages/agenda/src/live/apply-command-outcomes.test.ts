import { describe, expect, it } from 'vitest';
import { applyCommand } from './apply-command.ts';
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
  fresh,
  progress,
} from './run-fixtures.ts';
import { MINUTE, runOf } from './test-support.ts';
import type { RunCommand, RunCore } from './types.ts';

const SPENT_ON_A = { spentMs: 10 * MINUTE };
const SKIPPED_C = runOf(AGENDA, [
  { command: { type: 'start', runId: 'r1' }, at: T0 },
  { command: { type: 'next' }, at: ON_B },
  { command: { type: 'skip', index: 2 }, at: ON_B },
]);
const ON_D = runOf(AGENDA, [
  { command: { type: 'start', runId: 'r1' }, at: T0 },
  { command: { type: 'goTo', index: 3 }, at: ON_B },
]);

const cases: { rule: string; from: RunCore; command: RunCommand; at?: number; to: RunCore }[] = [
  {
    rule: 'start opens a run',
    from: IDLE,
    command: { type: 'start', runId: 'r2' },
    to: fresh('r2', NOW),
  },
  {
    rule: 'start after a finish opens a fresh run: no message, no blackout',
    from: FINISHED,
    command: { type: 'start', runId: 'r2' },
    to: fresh('r2', NOW),
  },
  {
    rule: 'restart while running',
    from: RUNNING,
    command: { type: 'restart', runId: 'r2' },
    to: fresh('r2', NOW),
  },
  {
    rule: 'restart while paused',
    from: PAUSED,
    command: { type: 'restart', runId: 'r2' },
    to: fresh('r2', NOW),
  },
  {
    rule: 'restart after a finish',
    from: FINISHED,
    command: { type: 'restart', runId: 'r2' },
    to: fresh('r2', NOW),
  },
  {
    rule: 'next closes the visit and starts the next clock',
    from: RUNNING,
    command: { type: 'next' },
    to: {
      ...RUNNING,
      currentIndex: 2,
      sequenceStartedAt: NOW,
      progress: progress({ 0: SPENT_ON_A, 1: { spentMs: MINUTE } }),
    },
  },
  {
    rule: 'next while paused stays paused, clocks frozen, the pause still counting from its start',
    from: PAUSED,
    command: { type: 'next' },
    to: {
      ...PAUSED,
      currentIndex: 2,
      sequenceStartedAt: PAUSED_AT,
      progress: progress({ 0: SPENT_ON_A, 1: { spentMs: 30_000 } }),
    },
  },
  {
    rule: 'next passes over a skipped sequence',
    from: SKIPPED_C,
    command: { type: 'next' },
    to: {
      ...SKIPPED_C,
      currentIndex: 3,
      sequenceStartedAt: NOW,
      progress: progress({ 0: SPENT_ON_A, 1: { spentMs: MINUTE }, 2: { skipped: true } }),
    },
  },
  {
    rule: 'next on the last sequence finishes the run',
    from: ON_D,
    command: { type: 'next' },
    to: {
      ...ON_D,
      status: 'finished',
      finishedAt: NOW,
      sequenceStartedAt: null,
      progress: progress({ 0: SPENT_ON_A, 3: { spentMs: MINUTE } }),
    },
  },
  {
    rule: 'previous returns to a sequence whose clock continues',
    from: RUNNING,
    command: { type: 'previous' },
    to: {
      ...RUNNING,
      currentIndex: 0,
      sequenceStartedAt: NOW - 10 * MINUTE,
      progress: progress({ 0: SPENT_ON_A, 1: { spentMs: MINUTE } }),
    },
  },
  {
    rule: 'previous passes over skipped sequences',
    from: runOf(AGENDA, [
      { command: { type: 'start', runId: 'r1' }, at: T0 },
      { command: { type: 'skip', index: 2 }, at: T0 },
      { command: { type: 'goTo', index: 3 }, at: ON_B },
    ]),
    command: { type: 'previous' },
    to: {
      ...ON_D,
      currentIndex: 1,
      sequenceStartedAt: NOW,
      progress: progress({ 0: SPENT_ON_A, 2: { skipped: true }, 3: { spentMs: MINUTE } }),
    },
  },
  {
    rule: 'goTo a skipped sequence brings it back',
    from: SKIPPED_C,
    command: { type: 'goTo', index: 2 },
    to: {
      ...SKIPPED_C,
      currentIndex: 2,
      sequenceStartedAt: NOW,
      progress: progress({ 0: SPENT_ON_A, 1: { spentMs: MINUTE } }),
    },
  },
  {
    rule: 'goTo the current sequence changes nothing',
    from: RUNNING,
    command: { type: 'goTo', index: 1 },
    to: RUNNING,
  },
  {
    rule: 'pause freezes the clock',
    from: RUNNING,
    command: { type: 'pause' },
    to: { ...RUNNING, status: 'paused', pausedAt: NOW },
  },
  {
    rule: 'resume moves the clock start by the pause',
    from: PAUSED,
    command: { type: 'resume' },
    to: {
      ...PAUSED,
      status: 'running',
      pausedAt: null,
      pausedMs: 30_000,
      sequenceStartedAt: ON_B + 30_000,
    },
  },
  {
    rule: 'resume earlier than the pause (a clock step) counts no pause',
    from: PAUSED,
    command: { type: 'resume' },
    at: PAUSED_AT - 5_000,
    to: { ...PAUSED, status: 'running', pausedAt: null },
  },
  {
    rule: 'addTime lengthens the current sequence',
    from: RUNNING,
    command: { type: 'addTime', minutes: 5 },
    to: { ...RUNNING, progress: progress({ 0: SPENT_ON_A, 1: { addedMs: 5 * MINUTE } }) },
  },
  {
    rule: 'addTime shortens a later sequence',
    from: PAUSED,
    command: { type: 'addTime', minutes: -3, index: 3 },
    to: { ...PAUSED, progress: progress({ 0: SPENT_ON_A, 3: { addedMs: -3 * MINUTE } }) },
  },
  {
    rule: 'addTime never takes a target below zero',
    from: RUNNING,
    command: { type: 'addTime', minutes: -60 },
    to: { ...RUNNING, progress: progress({ 0: SPENT_ON_A, 1: { addedMs: -5 * MINUTE } }) },
  },
  {
    rule: 'skip marks a sequence still to come',
    from: RUNNING,
    command: { type: 'skip', index: 3 },
    to: { ...RUNNING, progress: progress({ 0: SPENT_ON_A, 3: { skipped: true } }) },
  },
  {
    rule: 'skip with skipped false brings it back',
    from: SKIPPED_C,
    command: { type: 'skip', index: 2, skipped: false },
    to: RUNNING,
  },
  {
    rule: 'finish closes the visit',
    from: RUNNING,
    command: { type: 'finish' },
    to: {
      ...RUNNING,
      status: 'finished',
      finishedAt: NOW,
      sequenceStartedAt: null,
      progress: progress({ 0: SPENT_ON_A, 1: { spentMs: MINUTE } }),
    },
  },
  {
    rule: 'finish while paused counts the pause until now',
    from: PAUSED,
    command: { type: 'finish' },
    to: {
      ...PAUSED,
      status: 'finished',
      finishedAt: NOW,
      sequenceStartedAt: null,
      pausedAt: null,
      pausedMs: NOW - PAUSED_AT,
      progress: progress({ 0: SPENT_ON_A, 1: { spentMs: 30_000 } }),
    },
  },
  {
    rule: 'end finishes a running run',
    from: RUNNING,
    command: { type: 'end' },
    to: {
      ...RUNNING,
      status: 'finished',
      finishedAt: NOW,
      sequenceStartedAt: null,
      progress: progress({ 0: SPENT_ON_A, 1: { spentMs: MINUTE } }),
    },
  },
  { rule: 'end before a start changes nothing', from: IDLE, command: { type: 'end' }, to: IDLE },
  {
    rule: 'end after a finish changes nothing',
    from: FINISHED,
    command: { type: 'end' },
    to: FINISHED,
  },
  {
    rule: 'message shows on stage, not flashing by default',
    from: IDLE,
    command: { type: 'message', text: 'Coffee' },
    to: { ...IDLE, message: { text: 'Coffee', flash: false, sentAt: NOW } },
  },
  {
    rule: 'message can flash',
    from: PAUSED,
    command: { type: 'message', text: 'Wrap up', flash: true },
    to: { ...PAUSED, message: { text: 'Wrap up', flash: true, sentAt: NOW } },
  },
  {
    rule: 'message null clears it',
    from: FINISHED,
    command: { type: 'message', text: null },
    to: { ...FINISHED, message: null },
  },
  {
    rule: 'blackout on',
    from: RUNNING,
    command: { type: 'blackout', on: true },
    to: { ...RUNNING, blackout: true },
  },
  {
    rule: 'blackout off',
    from: FINISHED,
    command: { type: 'blackout', on: false },
    to: { ...FINISHED, blackout: false },
  },
  {
    rule: 'next earlier than the visit began (a clock step) spends nothing',
    from: RUNNING,
    command: { type: 'next' },
    at: ON_B - 5_000,
    to: {
      ...RUNNING,
      currentIndex: 2,
      sequenceStartedAt: ON_B - 5_000,
      progress: progress({ 0: SPENT_ON_A }),
    },
  },
];

describe('applyCommand', () => {
  it.each(cases)('$rule', ({ from, command, at, to }) => {
    expect(applyCommand(from, command, at ?? NOW)).toStrictEqual({ ok: true, core: to });
  });

  it('keeps the fixtures as the tables read them', () => {
    expect(RUNNING).toStrictEqual({
      ...fresh('r1', T0),
      currentIndex: 1,
      sequenceStartedAt: ON_B,
      progress: progress({ 0: SPENT_ON_A }),
    });
    expect(FINISHED.message).toStrictEqual({ text: 'Bye', flash: true, sentAt: ON_B });
  });
});
