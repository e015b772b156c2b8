import { describe, expect, it } from 'vitest';
import { instantOf, zoneOffset } from './zoned-time.ts';

describe('instantOf', () => {
  it.each([
    ['2026-01-15', '09:00', 'Europe/Paris', Date.UTC(2026, 0, 15, 8, 0)],
    ['2026-07-15', '09:00', 'Europe/Paris', Date.UTC(2026, 6, 15, 7, 0)],
    // The morning after clocks go forward (29 March 2026 in Europe).
    ['2026-03-29', '09:00', 'Europe/Paris', Date.UTC(2026, 2, 29, 7, 0)],
    ['2026-11-01', '23:30', 'America/New_York', Date.UTC(2026, 10, 2, 4, 30)],
    ['2026-06-01', '00:00', 'UTC', Date.UTC(2026, 5, 1, 0, 0)],
  ])('%s %s in %s', (date, time, zone, expected) => {
    expect(instantOf(date, time, zone)).toBe(expected);
  });

  it.each([
    ['2026-13-01', '09:00', 'UTC'],
    ['2026-01-01', '9h', 'UTC'],
    ['2026-01-01', '09:00', 'Mars/Olympus'],
  ])('is null for %s %s %s', (date, time, zone) => {
    expect(instantOf(date, time, zone)).toBeNull();
  });

  it('reads the offset of a zone at an instant', () => {
    expect(zoneOffset(Date.UTC(2026, 0, 15, 12), 'Asia/Kolkata')).toBe(330 * 60_000);
  });
});
