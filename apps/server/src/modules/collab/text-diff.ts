import type * as Y from 'yjs';

/**
 * Turns `text` into `next` with one delete and one insert of the range that changed (common
 * prefix and suffix kept), inside the caller's transaction. A text written by another path
 * (the API, a restore) so reaches open editors as an edit: their cursors and the edits they
 * are making elsewhere in the text stay where they are, which a full replace would not allow.
 *
 * @example applyTextDiff(ytext, 'Retro\n# Check-in') // on 'Retro\n# Checkin': inserts '-'
 */
export function applyTextDiff(ytext: Y.Text, next: string): boolean {
  const current = ytext.toString();
  if (current === next) return false;
  let start = 0;
  const shortest = Math.min(current.length, next.length);
  while (start < shortest && current[start] === next[start]) start += 1;
  let endCurrent = current.length;
  let endNext = next.length;
  while (endCurrent > start && endNext > start && current[endCurrent - 1] === next[endNext - 1]) {
    endCurrent -= 1;
    endNext -= 1;
  }
  // Never split a surrogate pair: Y.Text counts UTF-16 units, as JavaScript strings do.
  if (start > 0 && isHighSurrogate(current.charCodeAt(start - 1))) start -= 1;
  if (endCurrent < current.length && isLowSurrogate(current.charCodeAt(endCurrent))) {
    endCurrent += 1;
    endNext += 1;
  }
  if (endCurrent > start) ytext.delete(start, endCurrent - start);
  if (endNext > start) ytext.insert(start, next.slice(start, endNext));
  return true;
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;
