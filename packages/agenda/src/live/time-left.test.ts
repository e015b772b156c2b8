import { describe, expect, it } from 'vitest';
import { applyCommand } from './apply-command.ts';
import { presentRun } from './derive-run.ts';
import { remainingMs } from './run-clock.ts';
import { AGENDA, NOW, ON_B, PAUSED, PAUSED_AT, RUNNING, STATES } from './run-fixtures.ts';
import { applied, MINUTE } from './test-support.ts';
import type { RunCommand, RunCore } from './types.ts';

// AGENDA: A 10 min, B 5 min optional, C 20 min, D 15 min optional. RUNNING is on B (index 1)
// since ON_B, one minute in at NOW; PAUSED paused B 30 s in.
const HOURS_12 = 12 * 60 * MINUTE;
const state = (core: RunCore, at = NOW) => presentRun(core, AGENDA, at, 0);
const leftAt = (core: RunCore, at: number) => remainingMs(state(core, at), at);

describe('set time left', () => {
  it.each([
    { seconds: 90, left: 90_000 },
    { seconds: 0, left: 0 },
    { seconds: 600, left: 10 * MINUTE },
    { seconds: 43_200, left: HOURS_12 },
  ])('leaves exactly $seconds s on the current sequence', ({ seconds, left }) => {
    const core = applied(RUNNING, { type: 'setTimeLeft', seconds }, NOW);
    expect(leftAt(core, NOW)).toBe(left);
    expect(leftAt(core, NOW + 30_000)).toBe(left - 30_000);
    // The rest of the run follows: C (20 min) and D (15 min) after what is left of B.
    expect(state(core).endsAt).toBe(NOW + left + 35 * MINUTE);
    expect(state(core).addedMs).toBe(MINUTE + left - 5 * MINUTE);
  });

  it('gives an overrunning sequence time again', () => {
    const late = NOW + 10 * MINUTE; // B (5 min) is 6 minutes over
    expect(leftAt(RUNNING, late)).toBe(-6 * MINUTE);
    const core = applied(RUNNING, { type: 'setTimeLeft', seconds: 120 }, late);
    expect(leftAt(core, late)).toBe(2 * MINUTE);
  });

  it('while paused, holds the time left until the run resumes', () => {
    const core = applied(PAUSED, { type: 'setTimeLeft', seconds: 60 }, NOW);
    expect(leftAt(core, NOW + 5 * MINUTE)).toBe(MINUTE);
    const resumed = applied(core, { type: 'resume' }, NOW + 10 * MINUTE);
    expect(leftAt(resumed, NOW + 10 * MINUTE)).toBe(MINUTE);
    expect(leftAt(resumed, NOW + 10.5 * MINUTE)).toBe(MINUTE / 2);
  });

  it('changes the current sequence only', () => {
    const core = applied(RUNNING, { type: 'setTimeLeft', seconds: 30 }, NOW);
    expect(core.progress.map((entry) => entry.addedMs)).toEqual([0, -3.5 * MINUTE, 0, 0]);
  });
});

describe('end at', () => {
  it('ends the current sequence at the given server time, however late it is seen', () => {
    const at = NOW + 7 * MINUTE;
    const core = applied(RUNNING, { type: 'endAt', at }, NOW);
    expect(leftAt(core, NOW)).toBe(7 * MINUTE);
    expect(leftAt(core, at)).toBe(0);
    expect(state(core).endsAt).toBe(at + 35 * MINUTE);
  });

  it('is setTimeLeft with the time from now to `at`', () => {
    const byEnd = applied(RUNNING, { type: 'endAt', at: NOW + 150_000 }, NOW);
    const byLeft = applied(RUNNING, { type: 'setTimeLeft', seconds: 150 }, NOW);
    expect(byEnd).toEqual(byLeft);
  });

  it('accepts now (nothing left) and exactly 12 hours ahead', () => {
    expect(leftAt(applied(RUNNING, { type: 'endAt', at: NOW }, NOW), NOW)).toBe(0);
    expect(leftAt(applied(RUNNING, { type: 'endAt', at: NOW + HOURS_12 }, NOW), NOW)).toBe(
      HOURS_12,
    );
  });

  it('while paused, the time left is frozen from the command on', () => {
    const core = applied(PAUSED, { type: 'endAt', at: NOW + 2 * MINUTE }, NOW);
    expect(leftAt(core, NOW + 20 * MINUTE)).toBe(2 * MINUTE);
    expect(core.pausedAt).toBe(PAUSED_AT);
    expect(core.sequenceStartedAt).toBe(ON_B);
  });
});

describe('refusals', () => {
  const bad: { command: RunCommand; why: string }[] = [
    { command: { type: 'setTimeLeft', seconds: -1 }, why: 'negative seconds' },
    { command: { type: 'setTimeLeft', seconds: 43_201 }, why: 'over 12 hours' },
    { command: { type: 'setTimeLeft', seconds: 1.5 }, why: 'a fraction of a second' },
    { command: { type: 'setTimeLeft', seconds: Number.NaN }, why: 'NaN seconds' },
    { command: { type: 'setTimeLeft', seconds: '60' as unknown as number }, why: 'a string' },
    { command: { type: 'endAt', at: NOW - 1 }, why: 'an end in the past' },
    { command: { type: 'endAt', at: NOW + HOURS_12 + 1 }, why: 'an end over 12 hours away' },
    { command: { type: 'endAt', at: Number.NaN }, why: 'an end that is not a time' },
    { command: { type: 'endAt', at: Infinity }, why: 'an infinite end' },
  ];
  it.each(bad.flatMap((c) => ['running', 'paused'].map((status) => ({ ...c, status }))))(
    '$why while $status: VALIDATION_FAILED, nothing changed',
    ({ command, status }) => {
      const from = STATES[status as 'running' | 'paused'];
      expect(applyCommand(from, command, NOW)).toMatchObject({
        ok: false,
        refusal: { code: 'VALIDATION_FAILED' },
      });
    },
  );

  it.each([
    { type: 'setTimeLeft', seconds: 60 },
    { type: 'setTimeLeft', seconds: -1 },
    { type: 'endAt', at: NOW + MINUTE },
    { type: 'endAt', at: NOW - 1 },
  ] as RunCommand[])(
    '$type before the start or after the finish: INVALID_TRANSITION',
    (command) => {
      for (const status of ['idle', 'finished'] as const) {
        const result = applyCommand(STATES[status], command, NOW);
        expect(result).toMatchObject({ ok: false, refusal: { code: 'INVALID_TRANSITION' } });
      }
    },
  );
});
