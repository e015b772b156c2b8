import { describe, expect, it } from 'vitest';
import { applyCommand } from './apply-command.ts';
import { IDLE, NOW, PAUSED, RUNNING } from './run-fixtures.ts';
import { resolveTogglePause } from './toggle-pause.ts';

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
});
