import { describe, expect, it } from 'vitest';
import { isApiPath } from './paths.ts';

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
