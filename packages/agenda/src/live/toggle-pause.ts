import type { RunCommand, RunCore } from './types.ts';

/** A command that names no single transition: one button that pauses and resumes. */
export type TogglePause = { type: 'togglePause' };

/**
 * What `togglePause` means on `core` now: a pause while it runs, a resume otherwise (which
 * the engine refuses, as any resume, when nothing is paused). The server resolves it before
 * logging, so the log, its replays and Insight only ever hold plain pauses and resumes.
 */
export function resolveTogglePause(core: RunCore, command: RunCommand | TogglePause): RunCommand {
  if (command.type !== 'togglePause') return command;
  return core.status === 'running' ? { type: 'pause' } : { type: 'resume' };
}
