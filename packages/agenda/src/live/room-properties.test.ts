import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyCommand, idleRun } from './apply-command.ts';
import { presentRun, replayRun } from './derive-run.ts';
import { publicRunState } from './public-run.ts';
import { MINUTE, logArbitrary, runAgendaArbitrary } from './test-support.ts';
import type { RunAgenda, RunCore, RunLogEntry } from './types.ts';

/** Every core of a log applied step by step, with its time. */
function cores(agenda: RunAgenda, log: RunLogEntry[]): { core: RunCore; at: number }[] {
  let core = idleRun(agenda);
  return log.map(({ command, at }) => {
    const result = applyCommand(core, command, at);
    if (result.ok) core = result.core;
    return { core, at };
  });
}

describe('rooms in the run state machine, on random agendas and command logs', () => {
  it('a room is on a step of its plan, and rooms exist exactly on a sequence that has some', () => {
    fc.assert(
      fc.property(runAgendaArbitrary, logArbitrary(), (agenda, log) => {
        for (const { core, at } of cores(agenda, log)) {
          const plan = agenda.sequences[core.currentIndex];
          const active = core.status === 'running' || core.status === 'paused';
          expect(core.rooms !== undefined).toBe(active && plan?.rooms !== undefined);
          const state = presentRun(core, agenda, at, 0);
          expect(state.rooms !== undefined).toBe(core.rooms !== undefined);
          for (const room of state.rooms ?? []) {
            expect(room.stepIndex).toBeGreaterThanOrEqual(0);
            expect(room.stepIndex).toBeLessThan(room.steps.length);
            for (const step of room.steps) expect(step.actualMs).toBeGreaterThanOrEqual(0);
            if (room.status !== 'done') expect(room.steps[room.stepIndex]?.skipped).toBe(false);
          }
        }
      }),
    );
  });

  it('a done room stays done until the run leaves its sequence', () => {
    fc.assert(
      fc.property(runAgendaArbitrary, logArbitrary(), (agenda, log) => {
        const seen = cores(agenda, log);
        for (let i = 1; i < seen.length; i++) {
          const before = seen[i - 1]?.core;
          const after = seen[i]?.core;
          if (!before?.rooms || !after?.rooms) continue;
          const same =
            before.currentIndex === after.currentIndex &&
            before.runId === after.runId &&
            before.startedAt === after.startedAt;
          if (!same) continue;
          before.rooms.forEach((room, r) => {
            if (room.status === 'done') expect(after.rooms?.[r]?.status).toBe('done');
          });
        }
      }),
    );
  });

  it('once a recall elapses every room is done, and the plenary has not moved', () => {
    fc.assert(
      fc.property(
        runAgendaArbitrary,
        logArbitrary(),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 30 * MINUTE }),
        (agenda, log, minutes, later) => {
          const last = cores(agenda, log).at(-1);
          fc.pre(last?.core.rooms !== undefined);
          const core = last?.core as RunCore;
          const at = last?.at ?? 0;
          const result = applyCommand(core, { type: 'recall', minutes }, at);
          if (!result.ok) throw new Error(result.refusal.message);
          const now = at + minutes * MINUTE + later;
          const state = presentRun(result.core, agenda, now, 0);
          expect(state.currentIndex).toBe(core.currentIndex);
          expect(state.recall?.endsAt).toBe(at + minutes * MINUTE);
          for (const room of state.rooms ?? []) {
            expect(room.status).toBe('done');
            expect(room.endsAt).toBeLessThanOrEqual(at + minutes * MINUTE);
          }
          // A command after the recall sees the rooms as the clock left them.
          const next = applyCommand(result.core, { type: 'next', room: 0 }, now);
          expect(next.ok).toBe(false);
        },
      ),
    );
  });

  it('replays to the same rooms, and a viewer never gets another room message', () => {
    fc.assert(
      fc.property(runAgendaArbitrary, logArbitrary(), (agenda, log) => {
        const last = cores(agenda, log).at(-1);
        expect(replayRun(log, agenda)).toStrictEqual(last?.core ?? idleRun(agenda));
        const state = presentRun(replayRun(log, agenda), agenda, last?.at ?? 0, log.length);
        const plenary = publicRunState(state);
        for (const room of plenary.rooms ?? []) expect(room.message).toBeNull();
        const first = publicRunState(state, 0);
        for (const room of first.rooms ?? []) {
          if (room.index !== 0) expect(room.message).toBeNull();
          else expect(room.message).toStrictEqual(state.rooms?.[0]?.message);
        }
      }),
    );
  });
});
