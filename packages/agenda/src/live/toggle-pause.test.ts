import { describe, expect, it } from 'vitest';
import { parseAgenda } from '../language/parse.ts';
import { applyCommand } from './apply-command.ts';
import { runAgendaOf } from './run-agenda.ts';
import { IDLE, NOW, PAUSED, RUNNING } from './run-fixtures.ts';
import { MINUTE, applied, runOf } from './test-support.ts';
import { resolveTogglePause } from './toggle-pause.ts';

/** Two rooms running since 1 min: A (one step) and B (one step). */
const inRooms = runOf(runAgendaOf(parseAgenda('# Groups\n: 10\n## A\n## B').agenda), [
  { command: { type: 'start', runId: 'r1' }, at: 0 },
]);

describe('togglePause: one button that pauses and resumes', () => {
  it('pauses a running run, resumes a paused one', () => {
    expect(resolveTogglePause(RUNNING, { type: 'togglePause' })).toEqual({ type: 'pause' });
    expect(resolveTogglePause(PAUSED, { type: 'togglePause' })).toEqual({ type: 'resume' });
    const paused = applyCommand(RUNNING, resolveTogglePause(RUNNING, { type: 'togglePause' }), NOW);
    expect(paused).toMatchObject({ ok: true, core: { status: 'paused', pausedAt: NOW } });
  });

  it('is refused like a resume where there is nothing to pause or resume', () => {
    const outcome = applyCommand(IDLE, resolveTogglePause(IDLE, { type: 'togglePause' }), NOW);
    expect(outcome).toMatchObject({ ok: false, refusal: { code: 'INVALID_TRANSITION' } });
  });

  it('leaves every other command as it is', () => {
    expect(resolveTogglePause(RUNNING, { type: 'next' })).toEqual({ type: 'next' });
  });

  it('with a room, pauses or resumes that room and leaves the plenary and the others running', () => {
    const toggle = { type: 'togglePause', room: 1 } as const;
    expect(resolveTogglePause(inRooms, toggle)).toEqual({ type: 'pause', room: 1 });
    const paused = applied(inRooms, resolveTogglePause(inRooms, toggle), MINUTE);
    expect(paused.status).toBe('running');
    expect(paused.rooms?.map((room) => room.status)).toEqual(['running', 'paused']);
    expect(resolveTogglePause(paused, toggle)).toEqual({ type: 'resume', room: 1 });
    const resumed = applied(paused, resolveTogglePause(paused, toggle), 2 * MINUTE);
    expect(resumed.rooms?.map((room) => room.status)).toEqual(['running', 'running']);
  });

  it('with a room that is done, is refused as a resume would be', () => {
    const done = applied(inRooms, { type: 'next', room: 0 }, MINUTE);
    const toggle = resolveTogglePause(done, { type: 'togglePause', room: 0 });
    expect(applyCommand(done, toggle, MINUTE)).toMatchObject({
      ok: false,
      refusal: { code: 'INVALID_TRANSITION' },
    });
  });
});
