/** Above this many cells the LCS table costs too much memory; such texts count as unrelated. */
const MAX_TABLE_CELLS = 4_000_000;

/**
 * For each line of `base`, the index of the line of `other` it is kept as (longest common
 * subsequence), or -1 when it was removed or changed. Common prefix and suffix are matched
 * first, so the quadratic table only covers the region that changed. Returns null when that
 * region is too large to compare.
 */
export function matchLines(base: string[], other: string[]): Int32Array | null {
  const matches = new Int32Array(base.length).fill(-1);
  let start = 0;
  while (start < base.length && start < other.length && base[start] === other[start]) {
    matches[start] = start;
    start += 1;
  }
  let baseEnd = base.length;
  let otherEnd = other.length;
  while (baseEnd > start && otherEnd > start && base[baseEnd - 1] === other[otherEnd - 1]) {
    baseEnd -= 1;
    otherEnd -= 1;
    matches[baseEnd] = otherEnd;
  }
  const rows = baseEnd - start;
  const columns = otherEnd - start;
  if (rows === 0 || columns === 0) return matches;
  if ((rows + 1) * (columns + 1) > MAX_TABLE_CELLS) return null;

  // lengths[r][c] = LCS length of base[start+r..] and other[start+c..], filled backwards.
  const width = columns + 1;
  const lengths = new Uint32Array((rows + 1) * width);
  for (let r = rows - 1; r >= 0; r -= 1) {
    for (let c = columns - 1; c >= 0; c -= 1) {
      lengths[r * width + c] =
        base[start + r] === other[start + c]
          ? (lengths[(r + 1) * width + c + 1] ?? 0) + 1
          : Math.max(lengths[(r + 1) * width + c] ?? 0, lengths[r * width + c + 1] ?? 0);
    }
  }
  let r = 0;
  let c = 0;
  while (r < rows && c < columns) {
    if (base[start + r] === other[start + c]) {
      matches[start + r] = start + c;
      r += 1;
      c += 1;
    } else if ((lengths[(r + 1) * width + c] ?? 0) >= (lengths[r * width + c + 1] ?? 0)) {
      r += 1;
    } else {
      c += 1;
    }
  }
  return matches;
}
