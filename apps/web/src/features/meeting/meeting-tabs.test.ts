import { describe, expect, it } from 'vitest';
import { meetingTabOf } from './meeting-tabs.ts';

describe('meetingTabOf', () => {
  it.each([
    ['/user/meeting/x', null, 'prepare'],
    ['/user/meeting/x', 'sequences', 'sequences'],
    ['/user/meeting/x', 'edit', 'edit'],
    ['/user/meeting/x', 'bogus', 'prepare'],
    ['/user/meeting/x/setup', null, 'setup'],
    ['/user/meeting/x/share', 'edit', 'share'],
    ['/user/meeting/x/stats', null, 'stats'],
  ])('%s ?tab=%s → %s', (path, tab, expected) => {
    expect(meetingTabOf(path, tab)).toBe(expected);
  });
});
