import { diffComm } from 'node-diff3';

export type DiffLine = { kind: 'same' | 'removed' | 'added' | 'skipped'; text: string };

/**
 * The lines that change between two agenda texts, with up to `context` unchanged lines around
 * each change; longer unchanged runs collapse into one `skipped` line (its text: how many).
 *
 * @example lineDiff('a\nb', 'a\nc') // same a, removed b, added c
 */
export function lineDiff(before: string, after: string, context = 1): DiffLine[] {
  const lines: DiffLine[] = [];
  for (const part of diffComm(before.split('\n'), after.split('\n'))) {
    if (part.common) lines.push(...part.common.map((text) => ({ kind: 'same' as const, text })));
    else {
      lines.push(...part.buffer1.map((text) => ({ kind: 'removed' as const, text })));
      lines.push(...part.buffer2.map((text) => ({ kind: 'added' as const, text })));
    }
  }
  const near = lines.map((_, index) =>
    lines
      .slice(Math.max(0, index - context), index + context + 1)
      .some((line) => line.kind !== 'same'),
  );
  const result: DiffLine[] = [];
  let skipped = 0;
  lines.forEach((line, index) => {
    if (line.kind === 'same' && !near[index]) {
      skipped += 1;
      return;
    }
    if (skipped > 0) result.push({ kind: 'skipped', text: String(skipped) });
    skipped = 0;
    result.push(line);
  });
  if (skipped > 0) result.push({ kind: 'skipped', text: String(skipped) });
  return result;
}

/** True when the texts differ. */
export function hasChanges(lines: readonly DiffLine[]): boolean {
  return lines.some((line) => line.kind === 'added' || line.kind === 'removed');
}
