import type { CommentAnchor } from '@ordo/contract';

/**
 * The sequence a thread is on now. A thread keeps the index and the title its sequence had when
 * the thread began. Titles move with their sequence and indexes do not, so the title decides:
 * the sequence of that title nearest the stored index (two sequences may share a title). When no
 * sequence has that title any more (it was renamed), the stored index still names it if a
 * sequence is there; when the agenda became shorter than that, the thread has no sequence
 * (null) and shows with the meeting's threads, its original title beside it.
 */
export function currentSequenceIndex(
  anchor: CommentAnchor,
  titles: readonly string[],
): number | null {
  if (anchor.kind !== 'sequence') return null;
  const wanted = normalise(anchor.title);
  let best: number | null = null;
  titles.forEach((title, index) => {
    if (normalise(title) !== wanted) return;
    if (best === null || Math.abs(index - anchor.index) < Math.abs(best - anchor.index))
      best = index;
  });
  if (best !== null) return best;
  return anchor.index < titles.length ? anchor.index : null;
}

function normalise(title: string): string {
  return title.trim().replace(/\s+/g, ' ').toLowerCase();
}
