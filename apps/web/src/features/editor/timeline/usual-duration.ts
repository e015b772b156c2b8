/**
 * How the server groups averages (insight-presenter.ts): by title, trimmed, runs of spaces as
 * one, case-insensitive.
 */
export function titleKey(title: string): string {
  return title.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Average actual minutes by title key, from `GET /v3/runs/averages`. */
export function averagesByTitle(
  items: readonly { title: string; averageActualMs: number }[],
): ReadonlyMap<string, number> {
  const byTitle = new Map<string, number>();
  for (const item of items) {
    const key = titleKey(item.title);
    if (key) byTitle.set(key, item.averageActualMs / 60_000);
  }
  return byTitle;
}

/**
 * The usual duration of a sequence with this title, in minutes people read: whole minutes,
 * one decimal under a minute; undefined when no finished run had such a sequence, or when it
 * was hardly run (under 3 seconds reads as "0 min", which tells nothing).
 */
export function usualMinutes(
  averages: ReadonlyMap<string, number> | undefined,
  title: string,
): number | undefined {
  const key = titleKey(title);
  const minutes = key ? averages?.get(key) : undefined;
  if (minutes === undefined) return undefined;
  const rounded = minutes >= 1 ? Math.round(minutes) : Math.round(minutes * 10) / 10;
  return rounded > 0 ? rounded : undefined;
}
