import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyCommand, idleRun } from './apply-command.ts';
import { presentRun, replayRun } from './derive-run.ts';
import {
  MINUTE,
  commandArbitrary,
  deepFreeze,
  logArbitrary,
  runAgendaArbitrary,
} from './test-support.ts';
import type { RunAgenda, RunCore, RunLogEntry } from './types.ts';

/** Applies a log step by step, keeping what was accepted and the core after each entry. */
function stepByStep(agenda: RunAgenda, log: RunLogEntry[]) {
  let core = idleRun(agenda);
  const accepted: RunLogEntry[] = [];
  const cores: { core: RunCore; at: number }[] = [];
  for (const entry of log) {
    const result = applyCommand(core, entry.command, entry.at);
    if (result.ok) {
      core = result.core;
      accepted.push(entry);
    }
    cores.push({ core, at: entry.at });
  }
  return { core, accepted, cores };
}

/** Wall time minus every pause, one still open included: how long the room has been working. */
function runningTime(core: RunCore, now: number): number {
  const end = core.finishedAt ?? now;
  const openPause = core.pausedAt === null ? 0 : now - core.pausedAt;
  return end - (core.startedAt ?? end) - core.pausedMs - openPause;
}

describe('the run state machine, on random agendas and command logs', () => {
  it('replaying the accepted log gives the state applied step by step', () => {
    fc.assert(
      fc.property(runAgendaArbitrary, logArbitrary(), (agenda, log) => {
        const { core, accepted } = stepByStep(agenda, log);
        expect(replayRun(accepted, agenda)).toStrictEqual(core);
        // Refused entries are passed over, so the raw log replays to the same state.
        expect(replayRun(log, agenda)).toStrictEqual(core);
      }),
    );
  });

  it('the sequences add up to the running time, to the millisecond', () => {
    fc.assert(
      fc.property(
        runAgendaArbitrary,
        logArbitrary(),
        fc.integer({ min: 0, max: 10 * MINUTE }),
        (agenda, log, later) => {
          for (const { core, at } of stepByStep(agenda, log).cores) {
            if (core.status === 'idle') continue;
            for (const now of [at, at + later]) {
              const state = presentRun(core, agenda, now, 0);
              const total = state.sequences.reduce((sum, s) => sum + s.actualMs, 0);
              expect(total).toBe(runningTime(core, now));
            }
          }
        },
      ),
    );
  });

  it('a pause, however long, leaves every sequence its time and adds itself to the delay', () => {
    fc.assert(
      fc.property(
        runAgendaArbitrary,
        logArbitrary(),
        fc.integer({ min: 0, max: 5 * MINUTE }),
        fc.integer({ min: 0, max: 60 * MINUTE }),
        (agenda, log, after, pause) => {
          const { core } = stepByStep(agenda, log);
          fc.pre(core.status === 'running');
          const at = (log.at(-1)?.at ?? 0) + after;
          const before = presentRun(core, agenda, at, 0);
          const paused = applyCommand(core, { type: 'pause' }, at);
          if (!paused.ok) throw new Error('pause refused while running');
          const during = presentRun(paused.core, agenda, at + pause / 2, 0);
          const resumed = applyCommand(paused.core, { type: 'resume' }, at + pause);
          if (!resumed.ok) throw new Error('resume refused while paused');
          const after_ = presentRun(resumed.core, agenda, at + pause, 0);
          const actual = (s: typeof before) => s.sequences.map((q) => q.actualMs);
          expect(actual(during)).toStrictEqual(actual(before));
          expect(actual(after_)).toStrictEqual(actual(before));
          expect(after_.delayMs).toBe(before.delayMs + pause);
          expect(after_.endsAt).toBe((before.endsAt ?? 0) + pause);
        },
      ),
    );
  });

  it('never throws, never mutates its input, and keeps its bookkeeping sane', () => {
    const anyLog = fc
      .array(fc.tuple(commandArbitrary(true), fc.integer({ min: -MINUTE, max: 15 * MINUTE })), {
        maxLength: 40,
      })
      .map((steps) => {
        let at = 1_700_000_000_000;
        return steps.map(([command, delta]) => ({ command, at: (at += delta) }));
      });
    fc.assert(
      fc.property(runAgendaArbitrary, anyLog, (agenda, log) => {
        let core = deepFreeze(idleRun(agenda));
        for (const { command, at } of log) {
          const before = JSON.stringify(core);
          const result = applyCommand(core, deepFreeze(command), at);
          expect(JSON.stringify(core)).toBe(before);
          if (!result.ok) continue;
          core = deepFreeze(result.core);
          const state = presentRun(core, agenda, at, 0);
          expect(core.currentIndex).toBeGreaterThanOrEqual(0);
          expect(core.currentIndex).toBeLessThan(agenda.sequences.length);
          for (const entry of core.progress) {
            expect(entry.spentMs).toBeGreaterThanOrEqual(0);
            expect(entry.plannedMs + entry.addedMs).toBeGreaterThanOrEqual(0);
          }
          for (const sequence of state.sequences)
            expect(sequence.actualMs).toBeGreaterThanOrEqual(0);
          if (core.status === 'running' || core.status === 'paused') {
            expect(core.progress[core.currentIndex]?.skipped).toBe(false);
          }
        }
      }),
    );
  });
});
