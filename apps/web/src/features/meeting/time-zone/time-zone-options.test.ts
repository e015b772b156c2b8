import { describe, expect, it } from 'vitest';
import { matchesTimeZone, timeZoneOptions } from './time-zone-options.ts';

const winter = new Date('2026-01-15T12:00:00Z');
const options = timeZoneOptions('en', winter);
/** Labels, not ids: browsers name some zones by their old id (Asia/Calcutta for Kolkata). */
const found = (search: string) =>
  options.filter((option) => matchesTimeZone(option, search)).map((option) => option.label);

describe('time zone options', () => {
  it('labels a zone with its city, country and current offset', () => {
    expect(options.find((option) => option.value === 'Europe/Paris')?.label).toBe(
      'Paris — France (UTC+01:00)',
    );
    const summer = timeZoneOptions('fr', new Date('2026-07-15T12:00:00Z'));
    expect(summer.find((option) => option.value === 'Europe/Berlin')?.label).toBe(
      'Berlin — Allemagne (UTC+02:00)',
    );
  });

  it.each([
    ['Paris', 'Paris — France (UTC+01:00)'],
    ['paris', 'Paris — France (UTC+01:00)'],
    ['France', 'Paris — France (UTC+01:00)'],
    ['Allemagne', 'Berlin — Germany (UTC+01:00)'],
    ['new york', 'New York — United States (UTC-05:00)'],
    ['sao paulo', 'Sao Paulo — Brazil (UTC-03:00)'],
    ['+5:30', 'Kolkata — India (UTC+05:30)'],
    ['Calcutta', 'Kolkata — India (UTC+05:30)'],
    ['utc+9', 'Tokyo — Japan (UTC+09:00)'],
    ['Japon', 'Tokyo — Japan (UTC+09:00)'],
  ])('finds "%s"', (search, label) => {
    expect(found(search)).toContain(label);
  });

  it('finds nothing for a word that is no place, rather than something arbitrary', () => {
    expect(found('Atlantis')).toEqual([]);
  });

  it('lists zones from the furthest west to the furthest east', () => {
    const first = options[0]?.label ?? '';
    const last = options.at(-1)?.label ?? '';
    expect(first).toMatch(/UTC-1[12]:00/);
    expect(last).toMatch(/UTC\+1[34]:00/);
  });
});
