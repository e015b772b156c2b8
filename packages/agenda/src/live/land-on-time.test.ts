import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyCommand } from './apply-command.ts';
import { presentRun, replayRun } from './derive-run.ts';
import { landOnTime } from './land-on-time.ts';
import { AGENDA, FINISHED, IDLE, NOW, RUNNING, T0 } from './run-fixtures.ts';
import { MINUTE, applied, logArbitrary, plan, runOf, runAgendaArbitrary } from './test-support.ts';
import type { LandingPlan, RunAgenda, RunCore } from './types.ts';

const minutes = (...list: [string, number, boolean?][]): RunAgenda => ({
  sequences: list.map(([title, planned, optional]) =>
    plan({ title, plannedMs: planned * MINUTE, optional: optional === true }),
  ),
});
const onFirst = (agenda: RunAgenda): RunCore =>
  runOf(agenda, [{ command: { type: 'start', runId: 'r1' }, at: T0 }]);

const REQUIRED = minutes(['A', 10], ['B', 20], ['C', 10], ['D', 30]);
const DOC_EXAMPLE = minutes(['A', 10], ['B', 20], ['Game', 10, true], ['C', 10]);

/** Applies a plan's steps at `now` and derives the state they leave. */
function withSteps(core: RunCore, agenda: RunAgenda, landing: LandingPlan, now: number) {
  let next = core;
  for (const step of landing.steps) {
    const command =
      step.type === 'skip'
        ? { type: 'skip' as const, index: step.index }
        : { type: 'addTime' as const, index: step.index, minutes: step.minutes };
    const result = applyCommand(next, command, now);
    if (!result.ok) throw new Error(`Step refused: ${result.refusal.message}`);
    next = result.core;
  }
  return presentRun(next, agenda, now, 0);
}

const cases: {
  rule: string;
  agenda: RunAgenda;
  core: RunCore;
  at: number;
  expected: LandingPlan;
}[] = [
  {
    rule: 'on time: nothing to do',
    agenda: AGENDA,
    core: RUNNING,
    at: NOW,
    expected: { delayMs: 0, steps: [], remainingDelayMs: 0 },
  },
  {
    rule: 'ahead: nothing to do',
    agenda: AGENDA,
    core: applied(RUNNING, { type: 'next' }, NOW),
    at: NOW,
    expected: { delayMs: -4 * MINUTE, steps: [], remainingDelayMs: 0 },
  },
  {
    rule: 'not started: nothing to do',
    agenda: AGENDA,
    core: IDLE,
    at: NOW,
    expected: { delayMs: 0, steps: [], remainingDelayMs: 0 },
  },
  {
    rule: 'finished: nothing to do',
    agenda: AGENDA,
    core: FINISHED,
    at: NOW,
    expected: { delayMs: -39.5 * MINUTE, steps: [], remainingDelayMs: 0 },
  },
  {
    rule: '12 minutes late: the latest optional sequence goes',
    agenda: AGENDA,
    core: onFirst(AGENDA),
    at: T0 + 22 * MINUTE,
    expected: {
      delayMs: 12 * MINUTE,
      steps: [{ type: 'skip', index: 3, savedMs: 15 * MINUTE }],
      remainingDelayMs: 0,
    },
  },
  {
    rule: '17 minutes late: both optional sequences go, the latest first',
    agenda: AGENDA,
    core: onFirst(AGENDA),
    at: T0 + 27 * MINUTE,
    expected: {
      delayMs: 17 * MINUTE,
      steps: [
        { type: 'skip', index: 3, savedMs: 15 * MINUTE },
        { type: 'skip', index: 1, savedMs: 5 * MINUTE },
      ],
      remainingDelayMs: 0,
    },
  },
  {
    rule: 'no optional sequence: shorten in proportion to what is left',
    agenda: REQUIRED,
    core: onFirst(REQUIRED),
    at: T0 + 22 * MINUTE,
    expected: {
      delayMs: 12 * MINUTE,
      steps: [
        { type: 'addTime', index: 1, minutes: -4, savedMs: 4 * MINUTE },
        { type: 'addTime', index: 2, minutes: -2, savedMs: 2 * MINUTE },
        { type: 'addTime', index: 3, minutes: -6, savedMs: 6 * MINUTE },
      ],
      remainingDelayMs: 0,
    },
  },
  {
    rule: 'shares round to whole minutes, the largest remainder first',
    agenda: REQUIRED,
    core: onFirst(REQUIRED),
    at: T0 + 17 * MINUTE,
    expected: {
      delayMs: 7 * MINUTE,
      steps: [
        { type: 'addTime', index: 1, minutes: -2, savedMs: 2 * MINUTE },
        { type: 'addTime', index: 2, minutes: -1, savedMs: MINUTE },
        { type: 'addTime', index: 3, minutes: -4, savedMs: 4 * MINUTE },
      ],
      remainingDelayMs: 0,
    },
  },
  {
    rule: 'a part of a minute late still asks a whole minute',
    agenda: minutes(['A', 10], ['B', 20]),
    core: onFirst(minutes(['A', 10], ['B', 20])),
    at: T0 + 10 * MINUTE + 1,
    expected: {
      delayMs: 1,
      steps: [{ type: 'addTime', index: 1, minutes: -1, savedMs: MINUTE }],
      remainingDelayMs: 0,
    },
  },
  {
    rule: 'too late to land: every sequence down to half, the rest stays late',
    agenda: REQUIRED,
    core: onFirst(REQUIRED),
    at: T0 + 60 * MINUTE,
    expected: {
      delayMs: 50 * MINUTE,
      steps: [
        { type: 'addTime', index: 1, minutes: -10, savedMs: 10 * MINUTE },
        { type: 'addTime', index: 2, minutes: -5, savedMs: 5 * MINUTE },
        { type: 'addTime', index: 3, minutes: -15, savedMs: 15 * MINUTE },
      ],
      remainingDelayMs: 20 * MINUTE,
    },
  },
  {
    rule: 'never below a minute: a 1-minute sequence is left alone',
    agenda: minutes(['A', 10], ['B', 1], ['C', 2]),
    core: onFirst(minutes(['A', 10], ['B', 1], ['C', 2])),
    at: T0 + 15 * MINUTE,
    expected: {
      delayMs: 5 * MINUTE,
      steps: [{ type: 'addTime', index: 2, minutes: -1, savedMs: MINUTE }],
      remainingDelayMs: 4 * MINUTE,
    },
  },
  {
    rule: 'skipping first, then shortening what remains (the documented example)',
    agenda: DOC_EXAMPLE,
    core: onFirst(DOC_EXAMPLE),
    at: T0 + 22 * MINUTE,
    expected: {
      delayMs: 12 * MINUTE,
      steps: [
        { type: 'skip', index: 2, savedMs: 10 * MINUTE },
        { type: 'addTime', index: 1, minutes: -1, savedMs: MINUTE },
        { type: 'addTime', index: 3, minutes: -1, savedMs: MINUTE },
      ],
      remainingDelayMs: 0,
    },
  },
  {
    rule: 'a long pause is made up the same way',
    agenda: REQUIRED,
    core: applied(onFirst(REQUIRED), { type: 'pause' }, T0 + MINUTE),
    at: T0 + 7 * MINUTE,
    expected: {
      delayMs: 6 * MINUTE,
      steps: [
        { type: 'addTime', index: 1, minutes: -2, savedMs: 2 * MINUTE },
        { type: 'addTime', index: 2, minutes: -1, savedMs: MINUTE },
        { type: 'addTime', index: 3, minutes: -3, savedMs: 3 * MINUTE },
      ],
      remainingDelayMs: 0,
    },
  },
];

describe('landOnTime', () => {
  it.each(cases)('$rule', ({ agenda, core, at, expected }) => {
    const state = presentRun(core, agenda, at, 0);
    const landing = landOnTime(state, at);
    expect(landing).toStrictEqual(expected);
    const after = withSteps(core, agenda, landing, at);
    expect(Math.max(0, after.delayMs)).toBe(landing.remainingDelayMs);
  });

  it('applying the steps with applyCommand leaves exactly the delay it announces', () => {
    fc.assert(
      fc.property(
        runAgendaArbitrary,
        logArbitrary(),
        fc.integer({ min: 0, max: 90 * MINUTE }),
        (agenda, log, later) => {
          const core = replayRun(log, agenda);
          const at = (log.at(-1)?.at ?? 0) + later;
          const state = presentRun(core, agenda, at, 0);
          const landing = landOnTime(state, at);
          const saved = landing.steps.reduce((total, step) => total + step.savedMs, 0);
          expect(landing.delayMs).toBe(state.delayMs);
          if (state.delayMs <= 0) expect(landing.steps).toStrictEqual([]);
          const after = withSteps(core, agenda, landing, at);
          if (landing.steps.length > 0) expect(after.delayMs).toBe(landing.delayMs - saved);
          expect(Math.max(0, after.delayMs)).toBe(landing.remainingDelayMs);
          for (const step of landing.steps) {
            const sequence = after.sequences[step.index];
            if (sequence === undefined) throw new Error('a step names no sequence');
            expect(step.index).toBeGreaterThan(state.currentIndex);
            expect(step.savedMs).toBeGreaterThan(0);
            if (step.type === 'skip') expect(sequence.optional).toBe(true);
            else {
              expect(step.minutes).toBeGreaterThanOrEqual(-60);
              expect(step.minutes).toBeLessThanOrEqual(-1);
              const target = sequence.plannedMs + sequence.addedMs;
              expect(target).toBeGreaterThanOrEqual(Math.max(MINUTE, sequence.plannedMs / 2));
            }
          }
        },
      ),
    );
  });
});
