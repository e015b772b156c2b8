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
