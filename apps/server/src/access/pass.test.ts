import { describe, expect, it } from 'vitest';
import {
  derivePassKey,
  isAccessCodeRight,
  isPassValid,
  issuePass,
  PASS_LIFETIME_MS,
} from './pass.ts';

const key = derivePassKey('a secret of at least thirty-two characters!!');
const subject = {
  meetingId: '0b6c1d4e-0000-4000-8000-000000000001',
  passEpoch: 3,
  accessCode: 'open sesame',
};
const issuedAt = new Date('2026-11-02T09:00:00Z');
const pass = issuePass(key, subject, issuedAt);
const later = (ms: number) => new Date(issuedAt.getTime() + ms);

describe('meeting passes', () => {
  it.each([
    ['the same meeting, epoch and code, right away', subject, later(0), true],
    ['eleven hours later', subject, later(11 * 3600_000), true],
    ['at the end of the 12 hours', subject, later(PASS_LIFETIME_MS), false],
    ['after the code changed', { ...subject, accessCode: 'new code' }, later(0), false],
    ['after the epoch moved on', { ...subject, passEpoch: 4 }, later(0), false],
    [
      'for another meeting',
      { ...subject, meetingId: '0b6c1d4e-0000-4000-8000-000000000002' },
      later(0),
      false,
    ],
  ])('%s → %s', (_case, against, now, valid) => {
    expect(isPassValid(key, pass, against, now)).toBe(valid);
  });

  it.each([
    ['empty', ''],
    ['a random string', 'not-a-pass'],
    ['a forged signature', pass.replace(/\.[^.]+$/, '.AAAA')],
    [
      'a stretched expiry',
      pass.replace(/\.(\d+)\./, (_m, expiry: string) => `.${Number(expiry) + 3600}.`),
    ],
    [
      'signed with another key',
      issuePass(derivePassKey('another secret of thirty-two characters'), subject, issuedAt),
    ],
  ])('refuses %s', (_case, candidate) => {
    expect(isPassValid(key, candidate, subject, issuedAt)).toBe(false);
  });

  it('never carries the access code', () => {
    expect(pass).not.toContain('open');
    expect(pass).not.toContain(Buffer.from('open sesame').toString('base64url'));
  });
});

describe('access code comparison', () => {
  it.each([
    ['open sesame', 'open sesame', true],
    ['open sesam', 'open sesame', false],
    ['Open sesame', 'open sesame', false],
    ['', 'open sesame', false],
    ['open sesame and more', 'open sesame', false],
  ])('%j against %j → %s', (given, stored, right) => {
    expect(isAccessCodeRight(given, stored)).toBe(right);
  });
});
