import { describe, expect, it } from 'vitest';
import { cockpitShortcuts, keyAction, shortcutLabels } from './cockpit-keys.ts';

const running = { active: true, paused: false };

describe('cockpit keys', () => {
  it.each(cockpitShortcuts.flatMap((shortcut) => Object.keys(shortcut.keys)))(
    'the help lists "%s" and the key acts while running',
    (key) => {
      expect(keyAction(key, running)).not.toBeNull();
    },
  );

  it.each([
    ['ArrowRight', { type: 'next' }],
    ['PageUp', { type: 'previous' }],
    [' ', { type: 'pause' }],
    ['=', { type: 'addTime', minutes: 1 }],
    ['_', { type: 'addTime', minutes: -1 }],
    ['F', 'fullscreen'],
    ['t', { dialog: 'left' }],
    ['E', { dialog: 'end' }],
    ['?', 'help'],
  ])('"%s" does %j', (key, expected) => {
    expect(keyAction(key, running)).toEqual(expected);
  });

  it('resumes with Space when paused, and leaves run keys alone before the start', () => {
    expect(keyAction(' ', { active: true, paused: true })).toEqual({ type: 'resume' });
    expect(keyAction('ArrowRight', { active: false, paused: false })).toBeNull();
    expect(keyAction('t', { active: false, paused: false })).toBeNull();
    expect(keyAction('f', { active: false, paused: false })).toBe('fullscreen');
  });

  it('ignores keys the help does not list', () => {
    for (const key of ['a', 'Enter', 'ArrowUp', 'Escape'])
      expect(keyAction(key, running)).toBeNull();
  });

  it('shows one label per key, whatever its aliases', () => {
    const add = cockpitShortcuts.find((shortcut) => shortcut.action === 'addMinute');
    expect(add && shortcutLabels(add)).toEqual(['plus']);
  });
});
