/** `2026-05-01` → "Fri, 1 May 2026" (en) / "ven. 1 mai 2026" (fr), read as a calendar day. */
export function formatMeetingDate(date: string, language: 'en' | 'fr'): string {
  const day = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(day);
}
