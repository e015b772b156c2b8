/** `HH:MM` of an instant in the viewer's time zone: when the run will (or did) end. */
export function clockTime(epochMs: number, language: 'en' | 'fr'): string {
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(epochMs));
}

/**
 * A countdown's figures: `12:05`, `1:02:05`, or whole minutes (`12 min` is left to the
 * caller's words) when seconds are hidden. Always of the absolute value: the caller shows the
 * sign of overtime. Seconds round up while counting down, so 0:00 means the time is up.
 */
export function clockDuration(ms: number, showSeconds: boolean): string {
  const totalSeconds = Math.ceil(Math.abs(ms) / 1000);
  if (!showSeconds) return String(Math.ceil(totalSeconds / 60));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${ss}` : `${minutes}:${ss}`;
}

/** A signed delay in whole minutes for sentences: 90 s late → 2 (rounded to the nearest). */
export function wholeMinutes(ms: number): number {
  return Math.round(Math.abs(ms) / 60_000);
}
