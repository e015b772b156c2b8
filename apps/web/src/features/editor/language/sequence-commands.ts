import { EditorSelection, type EditorState, type TransactionSpec } from '@codemirror/state';
import type { Command, EditorView, KeyBinding } from '@codemirror/view';
import { sequenceAtCursor } from '../sequence-at.ts';
import { duplicateSequence, moveSequence, STRUCTURED_EVENT } from '../structured-edits.ts';
import { isolateHistory } from '@codemirror/commands';
import { prefixOf } from './line-kinds.ts';

function run(view: EditorView, spec: TransactionSpec | null): boolean {
  if (spec) view.dispatch(spec);
  return true;
}

/** Swaps the sequence under the cursor with its neighbour; the cursor goes along. */
export function moveSequenceBy(state: EditorState, delta: -1 | 1): TransactionSpec | null {
  const { index, ranges } = sequenceAtCursor(state);
  const to = index + delta;
  if (index < 0 || to < 0 || to >= ranges.length) return null;
  return moveSequence(state, index, to);
}

/** `#` ⇄ `/#` on the title line only: the rest of the sequence stays as written. */
export function toggleOptional(state: EditorState): TransactionSpec | null {
  const { index, ranges } = sequenceAtCursor(state);
  const range = ranges[index];
  if (!range) return null;
  const line = state.doc.line(range.startLine);
  const { indent, prefix } = prefixOf(line.text);
  const from = line.from + indent;
  const insert = prefix === '/#' ? '#' : '/#';
  return {
    changes: { from, to: from + prefix.length, insert },
    userEvent: STRUCTURED_EVENT,
    annotations: isolateHistory.of('full'),
  };
}

/** Puts the cursor at the end of the title of the next (or previous) sequence. */
export function jumpToSequence(state: EditorState, delta: -1 | 1): TransactionSpec | null {
  const { index, ranges } = sequenceAtCursor(state);
  const cursorLine = state.doc.lineAt(state.selection.main.head).number;
  const onTitle = ranges[index]?.startLine === cursorLine;
  // From inside a sequence, "previous" first goes to that sequence's own title.
  const target = delta < 0 && !onTitle && index >= 0 ? index : index + delta;
  const range = ranges[target];
  if (!range) return null;
  return {
    selection: EditorSelection.cursor(state.doc.line(range.startLine).to),
    scrollIntoView: true,
  };
}

export const sequenceCommands = {
  moveUp: ((view) => run(view, moveSequenceBy(view.state, -1))) as Command,
  moveDown: ((view) => run(view, moveSequenceBy(view.state, 1))) as Command,
  duplicate: ((view) =>
    run(view, duplicateSequence(view.state, sequenceAtCursor(view.state).index))) as Command,
  next: ((view) => run(view, jumpToSequence(view.state, 1))) as Command,
  previous: ((view) => run(view, jumpToSequence(view.state, -1))) as Command,
  toggleOptional: ((view) => run(view, toggleOptional(view.state))) as Command,
};

export type SequenceCommandName = keyof typeof sequenceCommands;

/** One table for the keymap and the shortcuts help, so the help never lies. */
export const sequenceShortcuts: { command: SequenceCommandName; key: string; keys: string[] }[] = [
  { command: 'moveUp', key: 'Alt-ArrowUp', keys: ['Alt', '↑'] },
  { command: 'moveDown', key: 'Alt-ArrowDown', keys: ['Alt', '↓'] },
  { command: 'duplicate', key: 'Mod-Shift-d', keys: ['Ctrl/⌘', 'Shift', 'D'] },
  { command: 'next', key: 'Alt-PageDown', keys: ['Alt', 'Page Down'] },
  { command: 'previous', key: 'Alt-PageUp', keys: ['Alt', 'Page Up'] },
  { command: 'toggleOptional', key: 'Mod-Shift-o', keys: ['Ctrl/⌘', 'Shift', 'O'] },
];

export const sequenceKeymap: KeyBinding[] = sequenceShortcuts.map(({ command, key }) => ({
  key,
  run: sequenceCommands[command],
  preventDefault: true,
}));
