import { matchLines } from './line-matches.ts';

export type MergeResult = { clean: true; text: string } | { clean: false; conflicts: number };

const same = (a: string[], b: string[]) =>
  a.length === b.length && a.every((line, index) => line === b[index]);

/**
 * Merges two edits of the same base text line by line (diff3). Lines kept by both sides anchor
 * the merge; between anchors, a side that did not change takes the other's change, identical
 * changes are taken once, and different changes to the same place are a conflict.
 */
export function mergeThreeWay(base: string, ours: string, theirs: string): MergeResult {
  if (ours === theirs) return { clean: true, text: ours };
  if (base === ours) return { clean: true, text: theirs };
  if (base === theirs) return { clean: true, text: ours };
  const [baseLines, ourLines, theirLines] = [base, ours, theirs].map((text) =>
    text.split('\n'),
  ) as [string[], string[], string[]];
  const oursMatch = matchLines(baseLines, ourLines);
  const theirsMatch = matchLines(baseLines, theirLines);
  if (!oursMatch || !theirsMatch) return { clean: false, conflicts: 1 };

  const merged: string[] = [];
  let conflicts = 0;
  let [i, j, k] = [0, 0, 0];
  const resolve = (baseChunk: string[], ourChunk: string[], theirChunk: string[]) => {
    if (same(ourChunk, baseChunk)) merged.push(...theirChunk);
    else if (same(theirChunk, baseChunk) || same(ourChunk, theirChunk)) merged.push(...ourChunk);
    else conflicts += 1;
  };
  for (let m = 0; m < baseLines.length; m += 1) {
    const jm = oursMatch[m] ?? -1;
    const km = theirsMatch[m] ?? -1;
    if (jm < j || km < k) continue; // not an anchor: changed on at least one side
    resolve(baseLines.slice(i, m), ourLines.slice(j, jm), theirLines.slice(k, km));
    merged.push(baseLines[m] ?? '');
    [i, j, k] = [m + 1, jm + 1, km + 1];
  }
  resolve(baseLines.slice(i), ourLines.slice(j), theirLines.slice(k));
  return conflicts === 0 ? { clean: true, text: merged.join('\n') } : { clean: false, conflicts };
}
