import { describe, expect, it } from 'vitest';
import { formatLongDate, instantOf, localTimes } from './meeting-time.ts';

const meeting = (overrides: object = {}) => ({
  date: '2026-03-03',
  startTime: '09:00',
  timeZone: 'Europe/Paris',
  schedule: { totalMinutes: 75, requiredMinutes: 75, optionalMinutes: 0, end: '10:15' },
  ...overrides,
});

describe('meeting times', () => {
  it.each([
    ['2026-03-03', '09:00', 'Europe/Paris', '2026-03-03T08:00:00.000Z'],
    ['2026-07-03', '09:00', 'Europe/Paris', '2026-07-03T07:00:00.000Z'],
    ['2026-03-03', '23:30', 'America/New_York', '2026-03-04T04:30:00.000Z'],
    ['2026-03-03', '09:00', 'UTC', '2026-03-03T09:00:00.000Z'],
  ])('%s %s in %s happens at %s', (date, time, zone, iso) => {
    expect(new Date(instantOf(date, time, zone) ?? 0).toISOString()).toBe(iso);
  });

  it.each([
    ['a viewer in London', 'Europe/London', 'en', 'Tue 3 Mar, 08:00–09:15'],
    ['a viewer in Montreal', 'America/Toronto', 'fr', 'mar. 3 mars, 03:00–04:15'],
    ['a viewer in the same zone', 'Europe/Paris', 'en', null],
    ['a viewer in a zone with the same offset', 'Europe/Berlin', 'en', null],
  ] as const)('shows %s their own clock', (_case, zone, language, expected) => {
    expect(localTimes(meeting(), zone, language)).toBe(expected);
  });

  it.each([{ date: null }, { startTime: null }])('shows no local time without %j', (missing) => {
    expect(localTimes(meeting(missing), 'Europe/London', 'en')).toBeNull();
  });

  it.each([
    ['en', 'Tuesday, 3 March 2026'],
    ['fr', 'mardi 3 mars 2026'],
  ] as const)('writes the date in %s', (language, expected) => {
    expect(formatLongDate('2026-03-03', language)).toBe(expected);
  });
});
