import { describe, expect, it } from 'vitest';
import { isApiPath, isFrontDoorPagePath, isParticipantPagePath } from './paths.ts';

describe('isApiPath', () => {
  it.each([
    ['/api/config', true],
    ['/v3/meetings?code=1', true],
    ['/v1/users/me', true],
    ['/healthz', true],
    ['/metrics', true],
    ['/', false],
    ['/meeting/editor', false],
    ['/v3x/meetings', false],
    ['/apix', false],
    ['/user/settings', false],
  ])('%s → %s', (url, expected) => {
    expect(isApiPath(url)).toBe(expected);
  });
});

describe('isParticipantPagePath', () => {
  it.each([
    ['/m/0b6c1d4e-0000-4000-8000-000000000000', true],
    ['/m/ABC234/live', true],
    ['/m/ABC234/remote?x=1#token', true],
    ['/meeting/ABC234', true],
    ['/meeting/join', true],
    ['/meeting/join/ABC234', true],
    ['/meeting/editor', false],
    ['/meeting/printMeeting', false],
    ['/m/ABC234/elsewhere', false],
    ['/user/meeting/ABC234', false],
    ['/', false],
    ['/templates', false],
  ])('%s → %s', (url, expected) => {
    expect(isParticipantPagePath(url)).toBe(expected);
  });
});

describe('isFrontDoorPagePath', () => {
  it.each([
    ['/', true],
    ['/templates', true],
    ['/templates/?category=retrospective', true],
    ['/pricing', true],
    ['/pricing/', true],
    ['/pricing?interval=month', true],
    ['/pricing/extra', false],
    ['/user/subscription', false],
    ['/m/ABC234', false],
  ])('%s → %s', (url, expected) => {
    expect(isFrontDoorPagePath(url)).toBe(expected);
  });
});
