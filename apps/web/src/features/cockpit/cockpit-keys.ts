import { useEffect, useRef } from 'react';
import type { RunCommandInput } from '@ordo/contract';
import type { TimeDialogKind } from '../live/components/time-dialog.tsx';

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
  { keys: { t: 't', T: 't' }, action: 'setTimeLeft' },
  { keys: { e: 'e', E: 'e' }, action: 'endAt' },
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
  /** Opens "Set time left" or "End at" for the current sequence. */
  onTimeDialog: (kind: TimeDialogKind) => void;
};

/** What a key stands for: a command, or a screen of the cockpit to open. */
export type KeyAction = RunCommandInput | 'fullscreen' | 'help' | { dialog: TimeDialogKind };

/** The command (or screen action) a key stands for, or null. Exported for the tests. */
export function keyAction(
  key: string,
  handlers: Pick<CockpitKeyHandlers, 'active' | 'paused'>,
): KeyAction | null {
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
    case 'setTimeLeft':
      return handlers.active ? { dialog: 'left' } : null;
    case 'endAt':
      return handlers.active ? { dialog: 'end' } : null;
  }
}

/** Inputs that take characters; a checkbox, a radio or a switch does not (and Space would toggle it). */
const TEXT_INPUTS = new Set([
  'text',
  'search',
  'email',
  'url',
  'tel',
  'password',
  'number',
  'date',
  'time',
  'datetime-local',
  'month',
  'week',
]);

/**
 * Where keys belong to what has the focus: a field being typed in, or a dialog or menu open
 * over the cockpit (its own buttons and arrows; Escape closes it first).
 */
export function keysBelongToFocus(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT') {
    return true;
  }
  if (target instanceof HTMLInputElement && TEXT_INPUTS.has(target.type)) return true;
  return target.closest('[role="dialog"], [role="menu"], [role="listbox"]') !== null;
}

/**
 * The cockpit's keyboard: ←/→ and PageUp/PageDown (what presentation clickers send) change
 * sequence, Space pauses, +/− add or remove a minute, T sets the time left, E when the
 * current sequence ends, F goes fullscreen, ? opens the help.
 * Run keys act on the run wherever the focus is: after a click on "+1 min" the button keeps the
 * focus, and Space must pause rather than press it again. Only keys typed in a field or in a
 * dialog, or held with Ctrl/Alt/⌘, are left alone.
 */
export function useCockpitKeys(handlers: CockpitKeyHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    // A button or a switch is pressed by Space when the key comes up (Firefox) or after a
    // keydown left untouched (Chromium): both halves of a Space taken by the run are cancelled.
    let spaceTaken = false;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.altKey || event.metaKey) return;
      if (keysBelongToFocus(event.target)) return;
      const current = latest.current;
      const action = keyAction(event.key, current);
      if (action === null) return;
      event.preventDefault();
      if (event.key === ' ') spaceTaken = true;
      // Holding a key down sends it again and again: one press, one command.
      if (event.repeat) return;
      if (action === 'help') current.onHelp();
      else if (action === 'fullscreen') current.onFullscreen();
      else if ('dialog' in action) current.onTimeDialog(action.dialog);
      else void current.run(action);
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key !== ' ' || !spaceTaken) return;
      spaceTaken = false;
      event.preventDefault();
    };
    // Capture: seen before any control's own handler could stop it on the way up.
    window.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('keyup', onKeyUp, true);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('keyup', onKeyUp, true);
    };
  }, []);
}
