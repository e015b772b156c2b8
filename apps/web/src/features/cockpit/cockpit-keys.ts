import { useEffect, useRef } from 'react';
import type { RunCommandInput } from '@ordo/contract';

/** What each shortcut does (keys name `keys.*` labels); the help screen lists this table. */
export const cockpitShortcuts = [
  { keys: ['right', 'pageDown'], action: 'next' },
  { keys: ['left', 'pageUp'], action: 'previous' },
  { keys: ['space'], action: 'pause' },
  { keys: ['plus'], action: 'addMinute' },
  { keys: ['minus'], action: 'removeMinute' },
  { keys: ['f'], action: 'fullscreen' },
  { keys: ['question'], action: 'help' },
] as const;

export type CockpitKeyHandlers = {
  /** Run shortcuts act only while the run is running or paused. */
  active: boolean;
  paused: boolean;
  run: (command: RunCommandInput) => unknown;
  onFullscreen: () => void;
  onHelp: () => void;
};

/** The command (or screen action) a key stands for, or null. Exported for the tests. */
export function keyAction(
  key: string,
  handlers: Pick<CockpitKeyHandlers, 'active' | 'paused'>,
): RunCommandInput | 'fullscreen' | 'help' | null {
  if (key === '?') return 'help';
  if (key === 'f' || key === 'F') return 'fullscreen';
  if (!handlers.active) return null;
  switch (key) {
    case 'ArrowRight':
    case 'PageDown':
      return { type: 'next' };
    case 'ArrowLeft':
    case 'PageUp':
      return { type: 'previous' };
    case ' ':
      return { type: handlers.paused ? 'resume' : 'pause' };
    case '+':
    case '=':
      return { type: 'addTime', minutes: 1 };
    case '-':
    case '_':
      return { type: 'addTime', minutes: -1 };
    default:
      return null;
  }
}

function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The cockpit's keyboard: ←/→ and PageUp/PageDown (what presentation clickers send) change
 * sequence, Space pauses, +/− add or remove a minute, F goes fullscreen, ? opens the help.
 * Keys typed in a field, or with Ctrl/Alt/⌘, are left alone.
 */
export function useCockpitKeys(handlers: CockpitKeyHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.altKey || event.metaKey || event.repeat) return;
      if (typingIn(event.target)) return;
      // A focused button already answers Space and Enter itself.
      if (event.key === ' ' && event.target instanceof HTMLButtonElement) return;
      const current = latest.current;
      const action = keyAction(event.key, current);
      if (action === null) return;
      event.preventDefault();
      if (action === 'help') current.onHelp();
      else if (action === 'fullscreen') current.onFullscreen();
      else void current.run(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
