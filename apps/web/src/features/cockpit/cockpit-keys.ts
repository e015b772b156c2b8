import { useEffect, useRef } from 'react';
import type { RunCommandInput } from '@ordo/contract';

/**
 * Every cockpit shortcut: the `KeyboardEvent.key` values that trigger it, each with its label
 * (`keys.*`), and what it does. The key handler and the help screen both read this table, so
 * the help can never list a key that does nothing or miss one that acts.
 */
export const cockpitShortcuts = [
  { keys: { ArrowRight: 'right', PageDown: 'pageDown' }, action: 'next' },
  { keys: { ArrowLeft: 'left', PageUp: 'pageUp' }, action: 'previous' },
  { keys: { ' ': 'space' }, action: 'pause' },
  // `=` is `+` without Shift on many keyboards, `_` is `-` with it.
  { keys: { '+': 'plus', '=': 'plus' }, action: 'addMinute' },
  { keys: { '-': 'minus', _: 'minus' }, action: 'removeMinute' },
  { keys: { f: 'f', F: 'f' }, action: 'fullscreen' },
  { keys: { '?': 'question' }, action: 'help' },
] as const satisfies readonly { keys: Record<string, string>; action: string }[];

export type CockpitShortcutAction = (typeof cockpitShortcuts)[number]['action'];

/** The distinct labels of a shortcut's keys, in table order ("+" once for `+` and `=`). */
export function shortcutLabels(shortcut: (typeof cockpitShortcuts)[number]): string[] {
  return [...new Set(Object.values(shortcut.keys))];
}

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
  const action = cockpitShortcuts.find((shortcut) => Object.hasOwn(shortcut.keys, key))?.action;
  switch (action) {
    case undefined:
      return null;
    case 'help':
    case 'fullscreen':
      return action;
    case 'next':
    case 'previous':
      return handlers.active ? { type: action } : null;
    case 'pause':
      return handlers.active ? { type: handlers.paused ? 'resume' : 'pause' } : null;
    case 'addMinute':
      return handlers.active ? { type: 'addTime', minutes: 1 } : null;
    case 'removeMinute':
      return handlers.active ? { type: 'addTime', minutes: -1 } : null;
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
