import { describe, expect, it } from 'vitest';
import { endAtEntry, formatTimeLeft, parseTimeLeft } from './time-entry.ts';

describe('set time left: what the field accepts', () => {
  it.each([
    ['5', 300],
    ['0', 0],
    [' 12 ', 720],
    ['5:30', 330],
    ['5.30', 330],
    ['5,30', 330],
    ['0:45', 45],
    ['1:05:00', 3900],
    ['720', 43_200],
    ['12:00:00', 43_200],
  ])('"%s" is %i seconds', (text, seconds) => {
    expect(parseTimeLeft(text)).toBe(seconds);
  });

  it.each(['', 'abc', '5:75', '5:3', '-1', '1:2:3:4', '721', '12:00:01', '5 min', '5:'])(
    '"%s" is refused',
    (text) => {
      expect(parseTimeLeft(text)).toBeNull();
    },
  );

  it('shows seconds back as the field reads them', () => {
    expect([formatTimeLeft(330), formatTimeLeft(3900), formatTimeLeft(0)]).toEqual([
      '5:30',
      '1:05:00',
      '0:00',
    ]);
    expect(parseTimeLeft(formatTimeLeft(4321))).toBe(4321);
  });
});

describe('end at: hh:mm on a clock', () => {
  // 08:00 UTC is 10:00 in Paris in June.
  const now = Date.UTC(2026, 5, 1, 8, 0);

  it.each([
    ['10:30', 'Europe/Paris', Date.UTC(2026, 5, 1, 8, 30)],
    ['8:30', 'UTC', Date.UTC(2026, 5, 1, 8, 30)],
    ['10:00', 'Europe/Paris', now],
    ['21:59', 'Europe/Paris', Date.UTC(2026, 5, 1, 19, 59)],
  ])('%s in %s', (text, zone, at) => {
    expect(endAtEntry(text, now, zone)).toEqual({ ok: true, at });
  });

  it('takes a time after midnight as tomorrow, for a run late in the evening', () => {
    const late = Date.UTC(2026, 5, 1, 21, 50); // 23:50 in Paris
    expect(endAtEntry('00:20', late, 'Europe/Paris')).toEqual({
      ok: true,
      at: Date.UTC(2026, 5, 1, 22, 20),
    });
  });

  it.each([
    ['09:59', 'tooFar'], // gone: tomorrow is 24 hours away
    ['22:01', 'tooFar'], // more than 12 hours ahead
    ['25:00', 'invalid'],
    ['10h30', 'invalid'],
    ['', 'invalid'],
  ])('%s is refused: %s', (text, reason) => {
    expect(endAtEntry(text, now, 'Europe/Paris')).toEqual({ ok: false, reason });
  });
});
