export type Share = { weight: number; lo: number; hi: number };

/**
 * Splits `total` whole minutes over `shares` in proportion to their weights, keeping each
 * within [lo, hi] when the bounds allow it (water-filling), and always summing to `total`
 * exactly. Every share gets at least one minute when `total` allows it.
 *
 * @example allocateMinutes(10, [{ weight: 1, lo: 1, hi: 9 }, { weight: 1, lo: 1, hi: 3 }]) // [7, 3]
 */
export function allocateMinutes(total: number, shares: readonly Share[]): number[] {
  const count = shares.length;
  if (count === 0) return [];
  const sumLo = shares.reduce((sum, share) => sum + share.lo, 0);
  // Bounds that cannot all hold: keep the proportions and only the one-minute floor.
  const bounds =
    sumLo > total
      ? shares.map((share) => ({ ...share, lo: Math.min(1, share.lo), hi: total }))
      : shares;
  const exact = waterFill(total, bounds);
  return toWholeMinutes(total, exact, bounds);
}

function waterFill(total: number, shares: readonly Share[]): number[] {
  const values = new Array<number>(shares.length).fill(0);
  const fixed = new Array<boolean>(shares.length).fill(false);
  let remaining = total;
  for (let round = 0; round <= shares.length; round += 1) {
    const free = shares.map((_, index) => index).filter((index) => !fixed[index]);
    if (free.length === 0) break;
    const weight = free.reduce((sum, index) => sum + Math.max(shares[index]!.weight, 0.01), 0);
    let violated = false;
    for (const index of free) {
      const share = shares[index]!;
      values[index] = (Math.max(share.weight, 0.01) * remaining) / weight;
    }
    for (const index of free) {
      const share = shares[index]!;
      const value = values[index]!;
      const clamped = Math.min(Math.max(value, share.lo), share.hi);
      if (clamped !== value) {
        values[index] = clamped;
        fixed[index] = true;
        remaining -= clamped;
        violated = true;
      }
    }
    if (!violated) return values;
  }
  // Every share hit a bound and minutes are left (or missing): spread the difference.
  const sum = values.reduce((acc, value) => acc + value, 0);
  return values.map((value) => value + (total - sum) / shares.length);
}

/** Largest-remainder rounding that keeps the exact sum and favours shares below their cap. */
function toWholeMinutes(
  total: number,
  exact: readonly number[],
  shares: readonly Share[],
): number[] {
  const floors = exact.map((value) => Math.max(Math.floor(value), total >= exact.length ? 1 : 0));
  let missing = total - floors.reduce((sum, value) => sum + value, 0);
  const order = exact
    .map((value, index) => ({ index, fraction: value - Math.floor(value) }))
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  while (missing > 0) {
    const below = order.find(({ index }) => floors[index]! < shares[index]!.hi) ?? order[0]!;
    floors[below.index]! += 1;
    missing -= 1;
    order.push(order.splice(order.indexOf(below), 1)[0]!);
  }
  while (missing < 0) {
    const largest = floors.indexOf(Math.max(...floors));
    floors[largest]! -= 1;
    missing += 1;
  }
  return floors;
}

/** Items longer than this sit on the 5-minute grid; shorter ones (a 3-minute energizer) may not. */
export const GRID_FROM = 10;

/**
 * `minutes` moved onto the 5-minute grid above 10 minutes, still summing to `total` and
 * within each item's [lo, hi] when given: long items round to the nearest 5, whole 5s go to
 * (or come from) the longest items, and what is left under 5 goes to a short item, so a
 * facilitator reads 5, 20, 35, never 21 or 28.
 *
 * @example snapToGrid([9, 21, 28, 12], 70) // [10, 20, 30, 10]
 */
export function snapToGrid(
  minutes: readonly number[],
  total: number,
  bounds: readonly { lo: number; hi: number }[] = [],
): number[] {
  const lo = (index: number) => Math.max(1, bounds[index]?.lo ?? 1);
  const hi = (index: number) => bounds[index]?.hi ?? Infinity;
  const result = minutes.map((value, index) => {
    if (value <= GRID_FROM) return value;
    const near = Math.round(value / 5) * 5;
    if (near > hi(index)) return Math.floor(value / 5) * 5;
    if (near < lo(index)) return Math.ceil(value / 5) * 5;
    return near;
  });
  const sum = () => result.reduce((acc, value) => acc + value, 0);
  const byLength = () =>
    result
      .map((value, index) => ({ value, index }))
      .sort((a, b) => b.value - a.value || a.index - b.index);
  for (let guard = 0; guard < 400 && Math.abs(total - sum()) >= 5; guard += 1) {
    const step = total > sum() ? 5 : -5;
    const fits = (value: number, index: number) =>
      value > GRID_FROM - (step > 0 ? 5 : 0) &&
      value + step > GRID_FROM &&
      value + step >= lo(index) &&
      value + step <= hi(index);
    const target =
      byLength().find(({ value, index }) => fits(value, index)) ??
      byLength().find(({ value }) => step > 0 || value - 5 > GRID_FROM);
    if (!target) break;
    result[target.index]! += step;
  }
  // The remainder (under 5) goes to a short item it keeps within its bounds and 10 minutes;
  // when none can take it, a long item moves by 5 the other way and the remainder flips sign.
  const shortFor = (rest: number) =>
    result
      .map((value, index) => ({ value, index }))
      .filter(
        ({ value, index }) =>
          value <= GRID_FROM &&
          value + rest >= Math.max(lo(index), 2) &&
          value + rest <= Math.min(hi(index), GRID_FROM),
      )
      .sort((a, b) => (rest > 0 ? a.value - b.value : b.value - a.value))[0];
  let rest = total - sum();
  if (rest !== 0 && !shortFor(rest)) {
    const step = rest < 0 ? -5 : 5;
    const long = byLength().find(
      ({ value, index }) =>
        value > GRID_FROM && value + step >= lo(index) && value + step <= hi(index),
    );
    if (long && shortFor(rest - step)) {
      result[long.index]! += step;
      rest -= step;
    }
  }
  if (rest !== 0) {
    const grown = shortFor(rest) ?? byLength().find(({ value }) => value + rest >= 1);
    if (grown) result[grown.index]! += rest;
  }
  return result;
}
