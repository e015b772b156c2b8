import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { presentRun, replayRun } from './derive-run.ts';
import { projectRun } from './projections.ts';
import { projectedEndAt } from './run-clock.ts';
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
import { applied, logArbitrary, MINUTE, runAgendaArbitrary } from './test-support.ts';
import type { RunCommand, RunCore } from './types.ts';

// AGENDA: A 10 min, B 5 min optional, C 20 min, D 15 min optional (planned end T0 + 50 min).
// RUNNING is on B since ON_B (T0 + 10 min), one minute in at NOW; PAUSED paused B 30 s in.
const state = (core: RunCore, at = NOW) => presentRun(core, AGENDA, at, 0);
const project = (core: RunCore, at = NOW) => projectRun(state(core, at), at);
const times = (core: RunCore, at = NOW) =>
  project(core, at).sequences.map(({ phase, startsAt, endsAt }) => [phase, startsAt, endsAt]);
const after = (command: RunCommand, from = RUNNING) => applied(from, command, NOW);

describe('projected times of a running run', () => {
  it('places the rest of the run after what is left of the current sequence', () => {
    expect(times(RUNNING)).toEqual([
      ['done', T0, T0 + 10 * MINUTE],
      ['current', ON_B, NOW + 4 * MINUTE],
      ['upcoming', NOW + 4 * MINUTE, NOW + 24 * MINUTE],
      ['upcoming', NOW + 24 * MINUTE, NOW + 39 * MINUTE],
    ]);
    expect(project(RUNNING)).toMatchObject({
      basis: 'projected',
      endsAt: T0 + 50 * MINUTE,
      delayMs: 0,
    });
  });

  it('skips: a skipped sequence has no time and the next one moves up', () => {
    const core = after({ type: 'skip', index: 2 });
    expect(times(core).slice(2)).toEqual([
      ['skipped', null, null],
      ['upcoming', NOW + 4 * MINUTE, NOW + 19 * MINUTE],
    ]);
    expect(project(core)).toMatchObject({ endsAt: NOW + 19 * MINUTE, delayMs: -20 * MINUTE });
  });

  it('overruns: the current sequence ends now, and everything after it slides', () => {
    const late = ON_B + 8 * MINUTE; // B planned 5 minutes
    expect(times(RUNNING, late).slice(1)).toEqual([
      ['current', ON_B, late],
      ['upcoming', late, late + 20 * MINUTE],
      ['upcoming', late + 20 * MINUTE, late + 35 * MINUTE],
    ]);
    expect(project(RUNNING, late)).toMatchObject({
      endsAt: late + 35 * MINUTE,
      delayMs: 3 * MINUTE,
    });
  });

  it('added minutes, on the current sequence and on a later one', () => {
    const core = applied(
      after({ type: 'addTime', minutes: 5 }),
      { type: 'addTime', minutes: -2, index: 2 },
      NOW,
    );
    expect(times(core).slice(1)).toEqual([
      ['current', ON_B, NOW + 9 * MINUTE],
      ['upcoming', NOW + 9 * MINUTE, NOW + 27 * MINUTE],
      ['upcoming', NOW + 27 * MINUTE, NOW + 42 * MINUTE],
    ]);
    expect(project(core).delayMs).toBe(3 * MINUTE);
  });

  it('end at: the current sequence ends at the time asked, seen at any moment before it', () => {
    const at = NOW + 7 * MINUTE;
    const core = after({ type: 'endAt', at });
    for (const seenAt of [NOW, NOW + 3 * MINUTE, at]) {
      expect(times(core, seenAt)[1]).toEqual(['current', ON_B, at]);
      expect(times(core, seenAt)[2]).toEqual(['upcoming', at, at + 20 * MINUTE]);
      expect(project(core, seenAt).endsAt).toBe(at + 35 * MINUTE);
    }
  });

  it('set time left: the same, counted from the command', () => {
    const core = after({ type: 'setTimeLeft', seconds: 90 });
    expect(times(core)[1]).toEqual(['current', ON_B, NOW + 90_000]);
    expect(project(core).endsAt).toBe(NOW + 90_000 + 35 * MINUTE);
  });

  it('pause: what is left of the current sequence counts from now, however long the pause', () => {
    for (const seenAt of [NOW, NOW + 30 * MINUTE]) {
      // B paused 30 s in: 4.5 minutes left from whenever it is seen.
      expect(times(PAUSED, seenAt).slice(1)).toEqual([
        ['current', ON_B, seenAt + 4.5 * MINUTE],
        ['upcoming', seenAt + 4.5 * MINUTE, seenAt + 24.5 * MINUTE],
        ['upcoming', seenAt + 24.5 * MINUTE, seenAt + 39.5 * MINUTE],
      ]);
      expect(project(PAUSED, seenAt).delayMs).toBe(seenAt - PAUSED_AT);
    }
  });
});

describe('before the start and after the finish', () => {
  it('idle: planned times from a planned start', () => {
    const start = T0 + 60 * MINUTE;
    const projection = projectRun(state(IDLE), NOW, { plannedStart: start });
    expect(projection.sequences.map((s) => [s.phase, s.startsAt])).toEqual([
      ['upcoming', start],
      ['upcoming', start + 10 * MINUTE],
      ['upcoming', start + 15 * MINUTE],
      ['upcoming', start + 35 * MINUTE],
    ]);
    expect(projection).toMatchObject({
      basis: 'planned',
      endsAt: start + 50 * MINUTE,
      delayMs: null,
    });
  });

  it('idle without a planned start: no times at all', () => {
    const projection = projectRun(state(IDLE), NOW);
    expect(projection.endsAt).toBeNull();
    expect(projection.sequences.every((s) => s.startsAt === null && s.endsAt === null)).toBe(true);
  });

  it('finished: the actual times, sequences never reached marked as not run', () => {
    // Finished 30 s into B.
    const seenLater = PAUSED_AT + 60 * MINUTE;
    expect(times(FINISHED, seenLater)).toEqual([
      ['done', T0, ON_B],
      ['done', ON_B, PAUSED_AT],
      ['notRun', null, null],
      ['notRun', null, null],
    ]);
    expect(project(FINISHED, seenLater)).toMatchObject({ basis: 'actual', endsAt: PAUSED_AT });
  });
});

describe('agrees with the run clock for any run', () => {
  it('ends where projectedEndAt ends, each kept sequence starting where the last one ended', () => {
    fc.assert(
      fc.property(
        runAgendaArbitrary,
        logArbitrary(),
        fc.integer({ min: 0, max: 60 * MINUTE }),
        (agenda, log, later) => {
          const at = (log.at(-1)?.at ?? 0) + later;
          const run = presentRun(replayRun(log, agenda), agenda, at, log.length);
          const projection = projectRun(run, at);
          expect(projection.endsAt).toBe(projectedEndAt(run, at));
          if (run.status !== 'running' && run.status !== 'paused') return;
          const ahead = projection.sequences.filter(
            (s) => s.phase === 'current' || s.phase === 'upcoming',
          );
          expect(ahead[0]?.phase).toBe('current');
          expect(ahead.at(-1)?.endsAt).toBe(projection.endsAt);
          ahead.forEach((s, i) => {
            if (i > 0) expect(s.startsAt).toBe(ahead[i - 1]?.endsAt);
            expect(s.endsAt ?? 0).toBeGreaterThanOrEqual(i === 0 ? at : (s.startsAt ?? 0));
          });
          for (const s of projection.sequences) {
            if (run.sequences[s.index]?.skipped) expect(s.phase).toBe('skipped');
          }
        },
      ),
    );
  });
});
