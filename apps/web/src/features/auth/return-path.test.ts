import { describe, expect, it } from 'vitest';
import { landingPath, loginPathFor, safeReturnPath } from './return-path.ts';

describe('safeReturnPath', () => {
  it.each<[string | null, string | null]>([
    ['/user/settings', '/user/settings'],
    ['/user/meeting/abc?tab=edit', '/user/meeting/abc?tab=edit'],
    ['/templates', '/templates'],
    [null, null],
    ['', null],
    ['user/settings', null],
    ['https://evil.example/user', null],
    ['//evil.example/user', null],
    ['/\\evil.example', null],
    ['/user/settings\nx', null],
    ['/user/login', null],
    ['/user/login?next=/user', null],
    ['/user/logged', null],
    ['/user/logout', null],
    ['/user/loginx', '/user/loginx'],
  ])('%j → %j', (next, expected) => {
    expect(safeReturnPath(next)).toBe(expected);
  });
});

describe('landingPath', () => {
  it.each<[string | null, string, string]>([
    ['/user/settings', '', '/user/settings'],
    ['/user/settings', 'DONE', '/user/settings'],
    [null, '', '/user/onboarding'],
    [null, '8,9', '/user'],
    [null, 'SKIPPED', '/user'],
    [null, 'DONE', '/user'],
    ['//evil.example', '', '/user/onboarding'],
  ])('next %j with onboarding %j → %j', (next, onboarding, expected) => {
    expect(landingPath(next, onboarding)).toBe(expected);
  });
});

describe('loginPathFor', () => {
  it.each([
    ['/user/settings', '/user/login?next=%2Fuser%2Fsettings'],
    ['/user/meeting/a?tab=edit', '/user/login?next=%2Fuser%2Fmeeting%2Fa%3Ftab%3Dedit'],
    ['/user', '/user/login'],
  ])('%s → %s', (path, expected) => {
    expect(loginPathFor(path)).toBe(expected);
  });
});
