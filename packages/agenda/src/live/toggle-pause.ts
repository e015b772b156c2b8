import type { RunCommand, RunCore } from './types.ts';

/**
 * A command that names no single transition: one button that pauses and resumes, the whole
 * run's or, with `room`, one breakout room's (a host's Stream Deck button, DESIGN §9 "Rooms").
 */
export type TogglePause = { type: 'togglePause'; room?: number | undefined };

/**
 * What `togglePause` means on `core` now: a pause while it (or its room `room`) runs, a resume
 * otherwise (which the engine refuses, as any resume, when nothing is paused). The server
 * resolves it before logging, so the log, its replays and Insight only ever hold plain pauses
 * and resumes.
 *
 * @example
 * resolveTogglePause(running, { type: 'togglePause' }) // { type: 'pause' }
 * resolveTogglePause(roomOnePaused, { type: 'togglePause', room: 1 }) // { type: 'resume', room: 1 }
 */
export function resolveTogglePause(core: RunCore, command: RunCommand | TogglePause): RunCommand {
  if (command.type !== 'togglePause') return command;
  const { room } = command;
  if (room === undefined) return core.status === 'running' ? { type: 'pause' } : { type: 'resume' };
  return core.rooms?.[room]?.status === 'running'
    ? { type: 'pause', room }
    : { type: 'resume', room };
}
