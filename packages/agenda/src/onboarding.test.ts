import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyOnboardingEvent,
  isOnboardingComplete,
  isOnboardingEvent,
  onboardingEvents,
  readOnboarding,
  UnknownOnboardingEventError,
} from './onboarding.ts';

describe('applyOnboardingEvent', () => {
  it.each<[string, string, string]>([
    // Steps accumulate, sorted by number (not as text: 10 comes after 9) and comma-joined.
    ['', '8', '8'],
    ['', '10', '10'],
    ['8', '9', '8,9'],
    ['9', '8', '8,9'],
    ['10', '9', '9,10'],
    ['8,10', '9', '8,9,10'],
    // A step already there changes nothing.
    ['8,9', '9', '8,9'],
    ['8,9,10', '8', '8,9,10'],
    // DONE and SKIPPED end the tour, replacing the steps…
    ['', 'DONE', 'DONE'],
    ['8,9', 'DONE', 'DONE'],
    ['8', 'SKIPPED', 'SKIPPED'],
    // …and block anything added afterwards, another end included.
    ['DONE', '8', 'DONE'],
    ['DONE', 'SKIPPED', 'DONE'],
    ['SKIPPED', '10', 'SKIPPED'],
    ['SKIPPED', 'DONE', 'SKIPPED'],
    // The empty event resets from anywhere.
    ['8,9', '', ''],
    ['DONE', '', ''],
    ['SKIPPED', '', ''],
    ['', '', ''],
    // A damaged stored value is read leniently, never thrown on.
    [' 10 , 8 ', '9', '8,9,10'],
    ['8,8,x', '10', '8,10'],
  ])('%j + %j → %j', (stored, event, expected) => {
    expect(applyOnboardingEvent(stored, event)).toBe(expected);
  });

  it.each(['11', '7', 'done', 'skip', ' 8', '8,9', 'RESET'])(
    'rejects the unknown event %j',
    (event) => {
      expect(() => applyOnboardingEvent('8', event)).toThrow(UnknownOnboardingEventError);
      expect(() => applyOnboardingEvent('8', event)).toThrow(/Unknown onboarding event/);
    },
  );

  it('treats a missing stored value as the empty string', () => {
    expect(applyOnboardingEvent(null, '9')).toBe('9');
    expect(applyOnboardingEvent(undefined, 'SKIPPED')).toBe('SKIPPED');
  });

  it('always yields a value that reads back as itself', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...onboardingEvents), { maxLength: 12 }), (events) => {
        const stored = events.reduce<string>(applyOnboardingEvent, '');
        expect(readOnboarding(stored).value).toBe(stored);
        expect(stored).toMatch(/^(|DONE|SKIPPED|(8|9|10)(,(9|10))*)$/);
      }),
    );
  });
});

describe('readOnboarding and isOnboardingComplete', () => {
  it.each<[string, string[], string | null, boolean]>([
    ['', [], null, false],
    ['8', ['8'], null, false],
    ['10,8', ['8', '10'], null, false],
    ['8,9,10', ['8', '9', '10'], null, true],
    ['10,9,8', ['8', '9', '10'], null, true],
    ['DONE', [], 'DONE', false],
    ['SKIPPED', [], 'SKIPPED', false],
  ])('%j has steps %j, ended %j, complete %j', (stored, steps, ended, complete) => {
    expect(readOnboarding(stored)).toMatchObject({ steps, ended, complete });
    expect(isOnboardingComplete(stored)).toBe(complete);
  });
});

describe('isOnboardingEvent', () => {
  it.each<[unknown, boolean]>([
    ['8', true],
    ['9', true],
    ['10', true],
    ['DONE', true],
    ['SKIPPED', true],
    ['', true],
    ['11', false],
    [8, false],
    [null, false],
  ])('%j → %j', (value, expected) => {
    expect(isOnboardingEvent(value)).toBe(expected);
  });
});
