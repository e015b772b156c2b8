import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago.ts';

const now = new Date('2026-11-23T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms);

describe('timeAgo', () => {
  it.each([
    [before(20_000), 'en', 'now'],
    [before(5 * 60_000), 'en', '5 minutes ago'],
    [before(2 * 3_600_000), 'en', '2 hours ago'],
    [before(86_400_000), 'en', 'yesterday'],
    [before(3 * 86_400_000), 'fr', 'il y a 3 jours'],
    [before(45 * 86_400_000), 'fr', 'le mois dernier'],
  ])('%s in %s reads "%s"', (date, language, expected) => {
    expect(timeAgo(date, language, now)).toBe(expected);
  });
});
