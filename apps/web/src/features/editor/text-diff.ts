import type { ChangeSet } from '@codemirror/state';

/**
 * The smallest single change turning `before` into `after`: their common start and end are
 * kept. Structured edits compute a whole new text with `editSequence`; dispatching only what
 * differs keeps the cursor, folds and undo history of every untouched line.
 *
 * @example textChange('a\nb\nc', 'a\nB\nc') // { from: 2, to: 3, insert: 'B' }
 */
export function textChange(
  before: string,
  after: string,
): { from: number; to: number; insert: string } | null {
  if (before === after) return null;
  const max = Math.min(before.length, after.length);
  let start = 0;
  while (start < max && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let end = 0;
  while (
    end < max - start &&
    before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end)
  ) {
    end++;
  }
  return { from: start, to: before.length - end, insert: after.slice(start, after.length - end) };
}

/**
 * `changes` applied to `text`, the string of the document they start from: the same string as
 * the new document's `toString()`, built from slices of the old one. Reading a 1,000-sequence
 * document line by line on every keystroke costs more than all the parsing that follows.
 *
 * @example applyChanges('a\nb', ChangeSet.of({ from: 2, insert: 'B' }, 3)) // 'a\nBb'
 */
export function applyChanges(text: string, changes: ChangeSet): string {
  let result = '';
  let position = 0;
  changes.iterChanges((fromA, toA, _fromB, _toB, inserted) => {
    result += text.slice(position, fromA) + inserted.toString();
    position = toA;
  });
  return result + text.slice(position);
}
