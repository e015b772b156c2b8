import { describe, expect, it } from 'vitest';
import { parseAgenda } from '../language/parse.ts';
import { applyCommand, idleRun } from './apply-command.ts';
import { presentRun } from './derive-run.ts';
import { runAgendaOf } from './run-agenda.ts';
import { runStatistics } from './run-stats.ts';
import { MINUTE, applied, runOf } from './test-support.ts';
import type { RunCommand } from './types.ts';

const T0 = 1_700_000_000_000;
const agenda = runAgendaOf(
  parseAgenda(
    [
      '# Intro',
      ': 5',
      '# Breakouts',
      ': 20',
      '## Budget',
      '@ Ann',
      'host secret',
      '### Warm-up',
      ': 5',
      '### Work',
      ': 15',
      '## Roadmap',
      ': 15',
      '# Report',
      ': 10',
    ].join('\n'),
  ).agenda,
);

/** The run on the breakouts since T0 + 5 min. */
function inRooms() {
  return runOf(agenda, [
    { command: { type: 'start', runId: 'r1' }, at: T0 },
    { command: { type: 'next' }, at: T0 + 5 * MINUTE },
  ]);
}

const refusal = (command: RunCommand, at: number, core = inRooms()) => {
  const result = applyCommand(core, command, at);
  return result.ok ? null : result.refusal.code;
};

describe('rooms in the run (DESIGN §9)', () => {
  it('snapshots rooms with public fields only; a room without steps has one step', () => {
    expect(agenda.sequences[1]?.rooms).toStrictEqual([
      {
        name: 'Budget',
        hosts: ['Ann'],
        plannedMs: 20 * MINUTE,
        steps: [
          { title: 'Warm-up', plannedMs: 5 * MINUTE },
          { title: 'Work', plannedMs: 15 * MINUTE },
        ],
      },
      {
        name: 'Roadmap',
        hosts: [],
        plannedMs: 15 * MINUTE,
        steps: [{ title: 'Roadmap', plannedMs: 15 * MINUTE }],
      },
    ]);
    expect(JSON.stringify(agenda)).not.toContain('secret');
  });

  it('starts every room at its first step when the run reaches the sequence', () => {
    expect(presentRun(idleRun(agenda), agenda, T0, 0).rooms).toBeUndefined();
    const state = presentRun(inRooms(), agenda, T0 + 6 * MINUTE, 2);
    expect(state.rooms?.map((r) => [r.status, r.stepIndex, r.stepStartedAt])).toStrictEqual([
      ['running', 0, T0 + 5 * MINUTE],
      ['running', 0, T0 + 5 * MINUTE],
    ]);
    expect(state.rooms?.[0]?.endsAt).toBe(T0 + 25 * MINUTE);
    expect(state.rooms?.[1]?.endsAt).toBe(T0 + 20 * MINUTE);
  });

  it('moves, pauses and adds time in one room only', () => {
    let core = applied(inRooms(), { type: 'next', room: 0 }, T0 + 9 * MINUTE);
    core = applied(core, { type: 'pause', room: 1 }, T0 + 10 * MINUTE);
    core = applied(core, { type: 'addTime', minutes: 3, room: 0 }, T0 + 10 * MINUTE);
    core = applied(core, { type: 'message', text: 'Wrap up', room: 1 }, T0 + 10 * MINUTE);
    const state = presentRun(core, agenda, T0 + 12 * MINUTE, 0);
    const [budget, roadmap] = state.rooms ?? [];
    expect(budget).toMatchObject({ status: 'running', stepIndex: 1, addedMs: 3 * MINUTE });
    expect(budget?.steps.map((s) => s.actualMs)).toStrictEqual([4 * MINUTE, 3 * MINUTE]);
    expect(roadmap).toMatchObject({ status: 'paused', stepIndex: 0, pausedAt: T0 + 10 * MINUTE });
    expect(roadmap?.steps[0]?.actualMs).toBe(5 * MINUTE);
    expect(roadmap?.message?.text).toBe('Wrap up');
    expect(budget?.message).toBeNull();
    // The plenary went on untouched.
    expect(state).toMatchObject({ status: 'running', currentIndex: 1, message: null });
  });

  it('ends a room after its last step; a done room refuses all but messages', () => {
    let core = applied(inRooms(), { type: 'next', room: 1 }, T0 + 19 * MINUTE);
    expect(presentRun(core, agenda, T0 + 19 * MINUTE, 0).rooms?.[1]).toMatchObject({
      status: 'done',
      endsAt: T0 + 19 * MINUTE,
    });
    expect(refusal({ type: 'next', room: 1 }, T0 + 20 * MINUTE, core)).toBe('INVALID_TRANSITION');
    expect(refusal({ type: 'resume', room: 1 }, T0 + 20 * MINUTE, core)).toBe('INVALID_TRANSITION');
    core = applied(core, { type: 'message', text: 'Thanks', room: 1 }, T0 + 20 * MINUTE);
    expect(core.rooms?.[1]?.message?.text).toBe('Thanks');
  });

  it('refuses room commands where there is no such room', () => {
    expect(
      refusal(
        { type: 'next', room: 0 },
        T0,
        runOf(agenda, [{ command: { type: 'start', runId: 'r' }, at: T0 }]),
      ),
    ).toBe('INVALID_TRANSITION');
    expect(refusal({ type: 'next', room: 2 }, T0 + 6 * MINUTE)).toBe('VALIDATION_FAILED');
    expect(refusal({ type: 'goTo', index: 5, room: 0 }, T0 + 6 * MINUTE)).toBe('VALIDATION_FAILED');
    expect(refusal({ type: 'previous', room: 0 }, T0 + 6 * MINUTE)).toBe('INVALID_TRANSITION');
    expect(refusal({ type: 'recall', minutes: 61 }, T0 + 6 * MINUTE)).toBe('VALIDATION_FAILED');
    expect(refusal({ type: 'recall', minutes: 2 }, T0, idleRun(agenda))).toBe('INVALID_TRANSITION');
  });

  it('recalls every room: done when it elapses, the plenary stays until moved on', () => {
    const core = applied(inRooms(), { type: 'recall', minutes: 2 }, T0 + 10 * MINUTE);
    const during = presentRun(core, agenda, T0 + 11 * MINUTE, 0);
    expect(during.recall).toStrictEqual({ sentAt: T0 + 10 * MINUTE, endsAt: T0 + 12 * MINUTE });
    expect(during.rooms?.map((r) => [r.status, r.endsAt])).toStrictEqual([
      ['running', T0 + 12 * MINUTE],
      ['running', T0 + 12 * MINUTE],
    ]);
    const after = presentRun(core, agenda, T0 + 14 * MINUTE, 0);
    expect(after.rooms?.map((r) => [r.status, r.endsAt, r.actualMs])).toStrictEqual([
      ['done', T0 + 12 * MINUTE, 7 * MINUTE],
      ['done', T0 + 12 * MINUTE, 7 * MINUTE],
    ]);
    expect(after.currentIndex).toBe(1);
    expect(refusal({ type: 'pause', room: 0 }, T0 + 14 * MINUTE, core)).toBe('INVALID_TRANSITION');
    const moved = applied(core, { type: 'next' }, T0 + 15 * MINUTE);
    const report = presentRun(moved, agenda, T0 + 15 * MINUTE, 0);
    expect(report.rooms).toBeUndefined();
    expect(report.recall).toBeUndefined();
  });

  it('counts each room and step, planned against actual, in the statistics', () => {
    let core = applied(inRooms(), { type: 'next', room: 0 }, T0 + 12 * MINUTE);
    core = applied(core, { type: 'next' }, T0 + 30 * MINUTE);
    core = applied(core, { type: 'finish' }, T0 + 40 * MINUTE);
    const stats = runStatistics(presentRun(core, agenda, T0 + 40 * MINUTE, 0));
    expect(stats.sequences[0]?.rooms).toBeUndefined();
    expect(stats.sequences[1]?.rooms).toStrictEqual([
      {
        index: 0,
        name: 'Budget',
        plannedMs: 20 * MINUTE,
        actualMs: 25 * MINUTE,
        steps: [
          {
            index: 0,
            title: 'Warm-up',
            plannedMs: 5 * MINUTE,
            addedMs: 0,
            actualMs: 7 * MINUTE,
            skipped: false,
          },
          {
            index: 1,
            title: 'Work',
            plannedMs: 15 * MINUTE,
            addedMs: 0,
            actualMs: 18 * MINUTE,
            skipped: false,
          },
        ],
      },
      {
        index: 1,
        name: 'Roadmap',
        plannedMs: 15 * MINUTE,
        actualMs: 25 * MINUTE,
        steps: [
          {
            index: 0,
            title: 'Roadmap',
            plannedMs: 15 * MINUTE,
            addedMs: 0,
            actualMs: 25 * MINUTE,
            skipped: false,
          },
        ],
      },
    ]);
  });
});
