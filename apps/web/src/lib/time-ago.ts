const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/**
 * How long ago `date` was, in the viewer's language, with the largest whole unit:
 * "3 hours ago", "il y a 2 jours". Under a minute reads "now" / "maintenant". The browser's
 * Intl does this; no date library is needed for it.
 *
 * @example timeAgo(new Date(Date.now() - 7_200_000), 'en') // "2 hours ago"
 */
export function timeAgo(date: Date, language: string, now: Date = new Date()): string {
  const elapsed = now.getTime() - date.getTime();
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of units) {
    if (Math.abs(elapsed) >= size) return format.format(-Math.trunc(elapsed / size), unit);
  }
  return format.format(0, 'second');
}
