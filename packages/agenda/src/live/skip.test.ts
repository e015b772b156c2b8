import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyCommand } from './apply-command.ts';
import { presentRun, replayRun } from './derive-run.ts';
import { projectedEndAt } from './run-clock.ts';
import { canSkip } from './run-rules.ts';
import { AGENDA, NOW, ON_B, PAUSED, RUNNING, STATES, T0 } from './run-fixtures.ts';
import { applied, logArbitrary, MINUTE } from './test-support.ts';
import type { RunCore, RunStatus } from './types.ts';

// AGENDA: A 10 min, B 5 min optional, C 20 min, D 15 min optional. RUNNING is on B (index 1)
// since ON_B, one minute in at NOW; the planned end is T0 + 50 min.
const PLANNED_END = T0 + 50 * MINUTE;
const state = (core: RunCore, at = NOW) => presentRun(core, AGENDA, at, 0);

describe('skipping from the cockpit or the remote', () => {
  it.each([
    { index: 2, what: 'a required sequence (C)', savedMs: 20 * MINUTE },
    { index: 3, what: 'an optional one (D)', savedMs: 15 * MINUTE },
  ])('skips $what still to come, and the projected end moves with it', ({ index, savedMs }) => {
    const before = state(RUNNING);
    const after = state(applied(RUNNING, { type: 'skip', index }, NOW));
    expect(after.sequences[index]?.skipped).toBe(true);
    expect(after.endsAt).toBe((before.endsAt ?? 0) - savedMs);
    expect(after.delayMs).toBe(before.delayMs - savedMs);
    expect(before.endsAt).toBe(PLANNED_END);
  });

  it('brings a skipped sequence back (undo), leaving the run as it was before the skip', () => {
    const skipped = applied(RUNNING, { type: 'skip', index: 2 }, NOW);
    const back = applied(skipped, { type: 'skip', index: 2, skipped: false }, NOW);
    expect(back).toEqual(RUNNING);
    expect(state(back).endsAt).toBe(PLANNED_END);
  });

  it('works while paused, and skipping twice is the same as once', () => {
    const once = applied(PAUSED, { type: 'skip', index: 3 }, NOW);
    expect(applied(once, { type: 'skip', index: 3 }, NOW)).toEqual(once);
    expect(once.status).toBe('paused');
  });

  it('next jumps over skipped sequences, and finishes when every later one is skipped', () => {
    const skipC = applied(RUNNING, { type: 'skip', index: 2 }, NOW);
    expect(applied(skipC, { type: 'next' }, NOW).currentIndex).toBe(3);
    const skipCD = applied(skipC, { type: 'skip', index: 3 }, NOW);
    const ended = applied(skipCD, { type: 'next' }, NOW);
    expect(ended.status).toBe('finished');
    expect(ended.progress.map((entry) => entry.skipped)).toEqual([false, false, true, true]);
  });

  it.each([
    { index: 1, rule: 'the current sequence: it is left with next', message: /next one/ },
    { index: 0, rule: 'a past sequence: its time is history', message: /still to come/ },
  ])('refuses $rule', ({ index, message }) => {
    for (const skipped of [true, false]) {
      const result = applyCommand(RUNNING, { type: 'skip', index, skipped }, NOW);
      expect(result).toMatchObject({ ok: false, refusal: { code: 'INVALID_TRANSITION' } });
      expect(result.ok ? '' : result.refusal.message).toMatch(message);
    }
  });

  it('brings a skipped past sequence back only by going to it', () => {
    // C skipped, then the run moved on to D: C is behind.
    const onD = applied(
      applied(RUNNING, { type: 'skip', index: 2 }, NOW),
      { type: 'goTo', index: 3 },
      NOW,
    );
    expect(applyCommand(onD, { type: 'skip', index: 2, skipped: false }, NOW).ok).toBe(false);
    const back = applied(onD, { type: 'goTo', index: 2 }, NOW + MINUTE);
    expect(back.currentIndex).toBe(2);
    expect(back.progress[2]?.skipped).toBe(false);
  });

  it.each<[RunStatus, boolean]>([
    ['idle', false],
    ['running', true],
    ['paused', true],
    ['finished', false],
  ])('while %s, a later sequence can be skipped: %s', (status, expected) => {
    const core = STATES[status];
    expect(canSkip(state(core, ON_B), 3)).toBe(expected);
    expect(applyCommand(core, { type: 'skip', index: 3 }, NOW).ok).toBe(expected);
  });
});

describe('the projected end every screen shows', () => {
  it('follows skips, added minutes and overruns as the clock goes', () => {
    // On B (5 min) one minute in: 4 left, then C 20 and D 15.
    expect(projectedEndAt(state(RUNNING), NOW)).toBe(NOW + 39 * MINUTE);
    const skipped = state(applied(RUNNING, { type: 'skip', index: 3 }, NOW));
    expect(projectedEndAt(skipped, NOW)).toBe(NOW + 24 * MINUTE);
    const added = state(applied(RUNNING, { type: 'addTime', minutes: 5 }, NOW));
    expect(projectedEndAt(added, NOW)).toBe(NOW + 44 * MINUTE);
    // Ten minutes later B is 6 minutes over: the end moves with the clock.
    expect(projectedEndAt(skipped, NOW + 10 * MINUTE)).toBe(NOW + 30 * MINUTE);
  });

  it('is the finish time once finished, and unknown before the start', () => {
    expect(projectedEndAt(state(STATES.finished), NOW)).toBe(STATES.finished.finishedAt);
    expect(projectedEndAt(state(STATES.idle), NOW)).toBeNull();
  });

  it('agrees with the state the server derived at the same moment', () => {
    expect(projectedEndAt(state(PAUSED, NOW), NOW)).toBe(state(PAUSED, NOW).endsAt);
    expect(projectedEndAt(state(RUNNING, NOW), NOW)).toBe(state(RUNNING, NOW).endsAt);
  });
});

describe('canSkip', () => {
  it('offers exactly what the engine accepts, in any run', () => {
    fc.assert(
      fc.property(
        logArbitrary(),
        fc.integer({ min: -2, max: 9 }),
        fc.boolean(),
        (log, index, skipped) => {
          const core = replayRun(log, AGENDA);
          const at = log.at(-1)?.at ?? T0;
          const accepted = applyCommand(core, { type: 'skip', index, skipped }, at).ok;
          expect(canSkip(state(core, at), index)).toBe(accepted);
        },
      ),
    );
  });
});
