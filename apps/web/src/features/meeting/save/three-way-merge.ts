import { diff3Merge } from 'node-diff3';

export type MergeResult = { clean: true; text: string } | { clean: false; conflicts: number };

/**
 * Merges two edits of the same base text line by line with diff3 (node-diff3): a side that
 * did not change a region takes the other's change, identical changes are taken once, and
 * different changes to the same region are conflicts, counted and never guessed.
 */
export function mergeThreeWay(base: string, ours: string, theirs: string): MergeResult {
  if (ours === theirs) return { clean: true, text: ours };
  if (base === ours) return { clean: true, text: theirs };
  if (base === theirs) return { clean: true, text: ours };
  const [baseLines, ourLines, theirLines] = [base, ours, theirs].map((text) =>
    text.split('\n'),
  ) as [string[], string[], string[]];
  const regions = diff3Merge(ourLines, baseLines, theirLines, { excludeFalseConflicts: true });
  const conflicts = regions.filter((region) => region.conflict).length;
  if (conflicts > 0) return { clean: false, conflicts };
  return { clean: true, text: regions.flatMap((region) => region.ok ?? []).join('\n') };
}
