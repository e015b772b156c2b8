import { describe, expect, it } from 'vitest';
import { escapeLike, isUuid } from './sql-values.ts';

describe('escapeLike', () => {
  it.each([
    ['plain words', 'plain words'],
    ['100%', '100\\%'],
    ['snake_case', 'snake\\_case'],
    ['a\\b', 'a\\\\b'],
    ['%_\\', '\\%\\_\\\\'],
  ])('%s matches literally as %s', (text, escaped) => {
    expect(escapeLike(text)).toBe(escaped);
  });
});

describe('isUuid', () => {
  it.each([
    ['3f2b8c1e-5a4d-4e6f-9a7b-0c1d2e3f4a5b', true],
    ['3F2B8C1E-5A4D-4E6F-9A7B-0C1D2E3F4A5B', true],
    ['------------------------------------', false],
    ['3f2b8c1e5a4d4e6f9a7b0c1d2e3f4a5b', false],
  ])('%s: %s', (value, expected) => {
    expect(isUuid(value)).toBe(expected);
  });
});
