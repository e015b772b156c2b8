/** How a session's time splits into working stretches and the breaks between them. */
export type SegmentPlan = {
  /** Working minutes of each stretch, in order; they never exceed `MAX_STRETCH`. */
  segments: number[];
  /** `breaks[i]` sits after `segments[i]`. */
  breaks: { minutes: number; lunch: boolean }[];
};

/** COACH.md: no more than about 90 minutes without a break. */
export const MAX_STRETCH = 90;
/** Aim below the limit so item boundaries never push a stretch over it. */
const TARGET_STRETCH = 80;
/** COACH.md: a full day has a lunch of at least 45 minutes; from 6 hours we plan one. */
export const LUNCH_FROM_MINUTES = 360;

/**
 * Splits `total` minutes into stretches of at most 80 working minutes separated by breaks
 * (10 minutes in sessions up to 2h30, 15 beyond, one lunch from 6 hours, one a day over two days). Up to 90 minutes
 * there is no break. The stretches and breaks add up to `total` exactly.
 *
 * @example planSegments(120) // { segments: [55, 55], breaks: [{ minutes: 10, lunch: false }] }
 */
export function planSegments(total: number): SegmentPlan {
  if (total <= MAX_STRETCH) return { segments: [total], breaks: [] };
  const lunch = total >= LUNCH_FROM_MINUTES ? (total >= 420 ? 60 : 45) : 0;
  // Two days (12 hours and more) have a lunch each day, not one in the middle of both.
  const lunches = lunch === 0 ? 0 : total >= 720 ? Math.round(total / 480) : 1;
  const shortBreak = total <= 150 ? 10 : 15;
  let count = 2;
  while (work(total, count, lunch * lunches, lunches, shortBreak) / count > TARGET_STRETCH) {
    count += 1;
  }
  const breaks = Array.from({ length: count - 1 }, () => ({ minutes: shortBreak, lunch: false }));
  for (let day = 0; day < lunches; day += 1) {
    const at = Math.floor(((count - 1) * (2 * day + 1)) / (2 * lunches));
    breaks[at] = { minutes: lunch, lunch: true };
  }
  const pauses = breaks.reduce((sum, pause) => sum + pause.minutes, 0);
  return { segments: splitOnGrid(total - pauses, count), breaks };
}

function work(
  total: number,
  count: number,
  lunchMinutes: number,
  lunches: number,
  shortBreak: number,
): number {
  return total - lunchMinutes - (count - 1 - lunches) * shortBreak;
}

/** `total` split into `parts` whole numbers differing by at most one, larger ones first. */
export function splitEvenly(total: number, parts: number): number[] {
  const base = Math.floor(total / parts);
  const extra = total - base * parts;
  return Array.from({ length: parts }, (_, index) => base + (index < extra ? 1 : 0));
}

/** `total` split into `parts` multiples of 5 (the first takes what is left under 5). */
export function splitOnGrid(total: number, parts: number): number[] {
  const fives = splitEvenly(Math.floor(total / 5), parts).map((count) => count * 5);
  fives[0]! += total - fives.reduce((sum, value) => sum + value, 0);
  return fives;
}
