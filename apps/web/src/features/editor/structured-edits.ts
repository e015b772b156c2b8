import { isolateHistory } from '@codemirror/commands';
import {
  EditorSelection,
  type EditorState,
  type StateEffect,
  type TransactionSpec,
} from '@codemirror/state';
import { editSequence, parseAgenda, sequenceRanges, type Sequence } from '@ordo/agenda';
import { fridgeField, setFridge, setTrash, trashField, withTrashed } from './fridge-trash-state.ts';
import { textChange } from './text-diff.ts';

/** Every structured edit is its own undo step, never merged with the typing around it. */
export const STRUCTURED_EVENT = 'ordo.structure';

/** Offset of the start of 1-based `line` in `text` (lines split on `\n`, as the editor's are). */
export function lineOffset(text: string, line: number): number {
  let offset = 0;
  for (let n = 1; n < line; n++) {
    const next = text.indexOf('\n', offset);
    if (next < 0) return text.length;
    offset = next + 1;
  }
  return offset;
}

/** The end of the title line of sequence `index` in `text`: where the cursor lands after an edit. */
export function titleEnd(text: string, index: number): number | null {
  const range = sequenceRanges(text)[index];
  if (!range) return null;
  const start = lineOffset(text, range.startLine);
  const end = text.indexOf('\n', start);
  return end < 0 ? text.length : end;
}

/** A transaction that turns the document into `next`, changing only what differs. */
export function structuredSpec(
  state: EditorState,
  next: string,
  options: { effects?: StateEffect<unknown>[]; cursor?: number | null } = {},
): TransactionSpec | null {
  const change = textChange(state.doc.toString(), next);
  const effects = options.effects ?? [];
  if (!change && effects.length === 0) return null;
  const cursor = options.cursor ?? null;
  return {
    changes: change ?? undefined,
    effects,
    selection: cursor === null ? undefined : EditorSelection.cursor(Math.min(cursor, next.length)),
    scrollIntoView: cursor !== null,
    userEvent: STRUCTURED_EVENT,
    annotations: isolateHistory.of('full'),
  };
}

/** The lines a sequence owns, from its title to its last non-blank line: what the fridge keeps. */
export function sequenceText(text: string, index: number): string | null {
  const range = sequenceRanges(text)[index];
  if (!range) return null;
  const lines = text.split('\n').slice(range.startLine - 1, range.endLine);
  while (lines.length > 1 && (lines.at(-1) ?? '').trim() === '') lines.pop();
  return lines.join('\n');
}

/** The sequence a fridge or trash text holds; `null` when it holds none. */
export function sequenceOf(text: string): Sequence | null {
  return parseAgenda(text).agenda.sequences[0] ?? null;
}

export function replaceSequence(state: EditorState, index: number, sequence: Sequence) {
  const text = state.doc.toString();
  return structuredSpec(state, editSequence(text, index, { kind: 'replace', sequence }));
}

export function moveSequence(state: EditorState, index: number, to: number) {
  const text = state.doc.toString();
  const next = editSequence(text, index, { kind: 'move', to });
  if (next === text) return null;
  // The cursor travels with the sequence, at the same place inside its lines.
  const range = sequenceRanges(text)[index];
  const head = state.selection.main.head;
  const start = range ? lineOffset(text, range.startLine) : 0;
  const newRange = sequenceRanges(next)[to];
  const newStart = newRange ? lineOffset(next, newRange.startLine) : 0;
  const inside = head >= start && range && state.doc.lineAt(head).number <= range.endLine;
  return structuredSpec(state, next, {
    cursor: inside ? newStart + head - start : titleEnd(next, to),
  });
}

export function insertSequence(
  state: EditorState,
  position: number,
  sequence: Sequence,
  effects: StateEffect<unknown>[] = [],
) {
  const text = state.doc.toString();
  const next = editSequence(text, position, { kind: 'insert', sequence });
  if (next === text) return null;
  return structuredSpec(state, next, { effects, cursor: titleEnd(next, position) });
}

export function duplicateSequence(state: EditorState, index: number) {
  const sequence = parseAgenda(state.doc.toString()).agenda.sequences[index];
  return sequence ? insertSequence(state, index + 1, sequence) : null;
}

/** Out of the text and into the fridge (SPEC §3 "aside"), in one undoable step. */
export function putAside(state: EditorState, index: number) {
  const text = state.doc.toString();
  const aside = sequenceText(text, index);
  if (aside === null) return null;
  const next = editSequence(text, index, { kind: 'remove' });
  const fridge = [...state.field(fridgeField), aside];
  return structuredSpec(state, next, {
    effects: [setFridge.of(fridge)],
    cursor: titleEnd(next, Math.max(0, index - 1)),
  });
}

/** Out of the text and into the trash. */
export function deleteSequence(state: EditorState, index: number, now = new Date()) {
  const text = state.doc.toString();
  const removed = sequenceText(text, index);
  if (removed === null) return null;
  const next = editSequence(text, index, { kind: 'remove' });
  const trash = withTrashed(state.field(trashField), removed, now);
  return structuredSpec(state, next, {
    effects: [setTrash.of(trash)],
    cursor: titleEnd(next, Math.max(0, index - 1)),
  });
}

/** From the fridge back into the agenda, before the sequence now at `position`. */
export function bringBack(state: EditorState, fridgeIndex: number, position: number) {
  const fridge = state.field(fridgeField);
  const text = fridge[fridgeIndex];
  const sequence = text === undefined ? null : sequenceOf(text);
  if (!sequence) return null;
  const rest = fridge.filter((_, i) => i !== fridgeIndex);
  return insertSequence(state, position, sequence, [setFridge.of(rest)]);
}

/** Deleting from the fridge sends the sequence to the trash, where it stays restorable. */
export function deleteFromFridge(state: EditorState, fridgeIndex: number, now = new Date()) {
  const fridge = state.field(fridgeField);
  const text = fridge[fridgeIndex];
  if (text === undefined) return null;
  return structuredSpec(state, state.doc.toString(), {
    effects: [
      setFridge.of(fridge.filter((_, i) => i !== fridgeIndex)),
      setTrash.of(withTrashed(state.field(trashField), text, now)),
    ],
  });
}

export function restoreFromTrash(state: EditorState, trashIndex: number, position: number) {
  const trash = state.field(trashField);
  const entry = trash[trashIndex];
  const sequence = entry ? sequenceOf(entry.text) : null;
  if (!sequence) return null;
  return insertSequence(state, position, sequence, [
    setTrash.of(trash.filter((_, i) => i !== trashIndex)),
  ]);
}

export function deleteForever(state: EditorState, trashIndex: number) {
  const trash = state.field(trashField);
  if (!trash[trashIndex]) return null;
  return structuredSpec(state, state.doc.toString(), {
    effects: [setTrash.of(trash.filter((_, i) => i !== trashIndex))],
  });
}
