import type { EditorState } from '@codemirror/state';
import { sequenceRanges, type SequenceRange } from '@ordo/agenda';

/**
 * The index of the sequence holding 1-based `line`, or -1 in the header. Ranges are sorted, so
 * a binary search keeps cursor sync cheap at a thousand sequences.
 */
export function sequenceIndexAtLine(ranges: readonly SequenceRange[], line: number): number {
  let low = 0;
  let high = ranges.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const range = ranges[middle];
    if (range && range.startLine <= line) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

/** The sequence under the main cursor, with the ranges it was found in. */
export function sequenceAtCursor(state: EditorState): { index: number; ranges: SequenceRange[] } {
  const ranges = sequenceRanges(state.doc.toString());
  const line = state.doc.lineAt(state.selection.main.head).number;
  return { index: sequenceIndexAtLine(ranges, line), ranges };
}
