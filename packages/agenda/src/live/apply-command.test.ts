import { describe, expect, it } from 'vitest';
import { applyCommand, idleRun } from './apply-command.ts';
import { NOW, RUNNING, STATES, T0, AGENDA } from './run-fixtures.ts';
import { runOf } from './test-support.ts';
import type { RunCommand, RunStatus } from './types.ts';

describe('every command in every status', () => {
  type Outcome = 'ok' | 'INVALID_TRANSITION';
  const IT = 'INVALID_TRANSITION';
  // Columns: idle, running, paused, finished.
  const matrix: [RunCommand, Outcome, Outcome, Outcome, Outcome][] = [
    [{ type: 'start', runId: 'r2' }, 'ok', IT, IT, 'ok'],
    [{ type: 'restart', runId: 'r2' }, IT, 'ok', 'ok', 'ok'],
    [{ type: 'next' }, IT, 'ok', 'ok', IT],
    [{ type: 'previous' }, IT, 'ok', 'ok', IT],
    [{ type: 'goTo', index: 2 }, IT, 'ok', 'ok', IT],
    [{ type: 'pause' }, IT, 'ok', IT, IT],
    [{ type: 'resume' }, IT, IT, 'ok', IT],
    [{ type: 'addTime', minutes: 5 }, IT, 'ok', 'ok', IT],
    [{ type: 'setTimeLeft', seconds: 90 }, IT, 'ok', 'ok', IT],
    [{ type: 'endAt', at: NOW + 90_000 }, IT, 'ok', 'ok', IT],
    [{ type: 'skip', index: 2 }, IT, 'ok', 'ok', IT],
    [{ type: 'finish' }, IT, 'ok', 'ok', IT],
    [{ type: 'end' }, 'ok', 'ok', 'ok', 'ok'],
    [{ type: 'message', text: 'Hi' }, 'ok', 'ok', 'ok', 'ok'],
    [{ type: 'blackout', on: true }, 'ok', 'ok', 'ok', 'ok'],
  ];
  const statuses: RunStatus[] = ['idle', 'running', 'paused', 'finished'];
  const cases = matrix.flatMap(([command, ...outcomes]) =>
    statuses.map((status, i) => ({ command, status, outcome: outcomes[i] })),
  );

  it.each(cases)('$command.type while $status: $outcome', ({ command, status, outcome }) => {
    const result = applyCommand(STATES[status], command, NOW);
    if (outcome === 'ok') expect(result.ok).toBe(true);
    else expect(result).toMatchObject({ ok: false, refusal: { code: outcome } });
  });
});

describe('arguments out of range', () => {
  const cases: { command: RunCommand; code: string }[] = [
    { command: { type: 'goTo', index: -1 }, code: 'VALIDATION_FAILED' },
    { command: { type: 'goTo', index: 4 }, code: 'VALIDATION_FAILED' },
    { command: { type: 'goTo', index: 1.5 }, code: 'VALIDATION_FAILED' },
    { command: { type: 'goTo', index: Number.NaN }, code: 'VALIDATION_FAILED' },
    { command: { type: 'addTime', minutes: 61 }, code: 'VALIDATION_FAILED' },
    { command: { type: 'addTime', minutes: -61 }, code: 'VALIDATION_FAILED' },
    { command: { type: 'addTime', minutes: 1.5 }, code: 'VALIDATION_FAILED' },
    { command: { type: 'addTime', minutes: Number.NaN }, code: 'VALIDATION_FAILED' },
    { command: { type: 'addTime', minutes: Infinity }, code: 'VALIDATION_FAILED' },
    { command: { type: 'addTime', minutes: 5, index: 0 }, code: 'VALIDATION_FAILED' },
    { command: { type: 'addTime', minutes: 5, index: 4 }, code: 'VALIDATION_FAILED' },
    { command: { type: 'addTime', minutes: 5, index: -1 }, code: 'VALIDATION_FAILED' },
    { command: { type: 'skip', index: 4 }, code: 'VALIDATION_FAILED' },
    { command: { type: 'skip', index: -1 }, code: 'VALIDATION_FAILED' },
    { command: { type: 'skip', index: 2.5 }, code: 'VALIDATION_FAILED' },
    { command: { type: 'skip', index: 1 }, code: 'INVALID_TRANSITION' },
    { command: { type: 'skip', index: 0 }, code: 'INVALID_TRANSITION' },
  ];
  it.each(
    cases.flatMap((c) => [
      { ...c, status: 'running' as const },
      { ...c, status: 'paused' as const },
    ]),
  )('$command while $status: $code', ({ command, code, status }) => {
    expect(applyCommand(STATES[status], command, NOW)).toMatchObject({
      ok: false,
      refusal: { code },
    });
  });

  it('previous on the first sequence has nowhere to go', () => {
    const first = runOf(AGENDA, [{ command: { type: 'start', runId: 'r1' }, at: T0 }]);
    expect(applyCommand(first, { type: 'previous' }, NOW)).toMatchObject({
      ok: false,
      refusal: { code: 'INVALID_TRANSITION' },
    });
  });

  it('an agenda without sequences cannot start, but takes messages and blackout', () => {
    const empty = idleRun({ sequences: [] });
    expect(applyCommand(empty, { type: 'start', runId: 'r1' }, NOW)).toMatchObject({
      ok: false,
      refusal: { code: 'INVALID_TRANSITION' },
    });
    expect(applyCommand(empty, { type: 'message', text: 'Soon' }, NOW)).toMatchObject({ ok: true });
    expect(applyCommand(empty, { type: 'blackout', on: true }, NOW)).toMatchObject({ ok: true });
  });

  it.each([
    { what: 'an unknown type (a log of another version)', command: { type: 'teleport' }, at: NOW },
    { what: 'no command at all (a damaged log row)', command: null, at: NOW },
    { what: 'a time that is not a number', command: { type: 'pause' }, at: Number.NaN },
  ])('$what is refused, not thrown on', ({ command, at }) => {
    expect(applyCommand(RUNNING, command as unknown as RunCommand, at)).toMatchObject({
      ok: false,
      refusal: { code: 'VALIDATION_FAILED' },
    });
  });
});
