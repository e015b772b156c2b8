import { describe, expect, it } from 'vitest';
import { EditorState, type TransactionSpec } from '@codemirror/state';
import { history, redo, undo } from '@codemirror/commands';
import { parseAgenda } from '@ordo/agenda';
import { fridgeAndTrash, fridgeField, trashField } from './fridge-trash-state.ts';
import * as edits from './structured-edits.ts';

const text = 'Retro\n\n# A\n: 5\n\n# B\n:10min\n// keep me\n\n# C\n: 15\n';
const now = new Date('2026-03-02T10:00:00Z');

function start(doc = text, fridge: string[] = []) {
  return EditorState.create({
    doc,
    extensions: [history(), fridgeAndTrash, fridgeField.init(() => fridge)],
  });
}

function apply(state: EditorState, spec: TransactionSpec | null) {
  if (!spec) throw new Error('nothing to do');
  return state.update(spec).state;
}

function run(command: typeof undo, state: EditorState): EditorState {
  let next = state;
  command({ state, dispatch: (tr) => (next = tr.state) });
  return next;
}

const titles = (state: EditorState) =>
  parseAgenda(state.doc.toString()).agenda.sequences.map((sequence) => sequence.title);

describe('structured edits', () => {
  it('puts a sequence aside as written and brings it back, each one undoable step', () => {
    const aside = apply(start(), edits.putAside(start(), 1));
    expect(titles(aside)).toEqual(['A', 'C']);
    expect(aside.field(fridgeField)).toEqual(['# B\n:10min\n// keep me']);

    const undone = run(undo, aside);
    expect(undone.doc.toString()).toBe(text);
    expect(undone.field(fridgeField)).toEqual([]);
    expect(run(redo, undone).field(fridgeField)).toEqual(['# B\n:10min\n// keep me']);

    const back = apply(aside, edits.bringBack(aside, 0, 0));
    expect(titles(back)).toEqual(['B', 'A', 'C']);
    expect(back.field(fridgeField)).toEqual([]);
    expect(parseAgenda(back.doc.toString()).agenda.sequences[0]).toMatchObject({
      durationMinutes: 10,
      comments: ['keep me'],
    });
  });

  it('sends a deleted sequence to the trash with its date, and restores it', () => {
    const deleted = apply(start(), edits.deleteSequence(start(), 0, now));
    expect(titles(deleted)).toEqual(['B', 'C']);
    expect(deleted.field(trashField)).toEqual([
      { text: '# A\n: 5', deletedAt: '2026-03-02T10:00:00.000Z' },
    ]);
    const restored = apply(deleted, edits.restoreFromTrash(deleted, 0, 2));
    expect(titles(restored)).toEqual(['B', 'C', 'A']);
    expect(restored.field(trashField)).toEqual([]);
  });

  it('moves a fridge sequence to the trash when it is deleted there', () => {
    const state = start(text, ['# Old\n: 5']);
    const next = apply(state, edits.deleteFromFridge(state, 0, now));
    expect(next.field(fridgeField)).toEqual([]);
    expect(next.field(trashField).map((entry) => entry.text)).toEqual(['# Old\n: 5']);
    expect(next.doc.toString()).toBe(text);
    expect(run(undo, next).field(fridgeField)).toEqual(['# Old\n: 5']);
  });

  it('replaces only the lines of the edited sequence', () => {
    const state = start();
    const sequence = parseAgenda(text).agenda.sequences[1];
    if (!sequence) throw new Error('no sequence');
    const next = apply(
      state,
      edits.replaceSequence(state, 1, { ...sequence, title: 'Bee', speakers: ['Ann'] }),
    );
    expect(next.doc.toString()).toBe(
      'Retro\n\n# A\n: 5\n\n# Bee\n: 10\n@ Ann\n// keep me\n\n# C\n: 15\n',
    );
  });

  it('duplicates a sequence right after itself and puts the cursor on the copy', () => {
    const next = apply(start(), edits.duplicateSequence(start(), 0));
    expect(titles(next)).toEqual(['A', 'A', 'B', 'C']);
    expect(next.doc.lineAt(next.selection.main.head).number).toBe(6);
  });

  it.each([
    ['a fridge index that does not exist', (state: EditorState) => edits.bringBack(state, 3, 0)],
    [
      'a trash index that does not exist',
      (state: EditorState) => edits.restoreFromTrash(state, 0, 0),
    ],
    ['a sequence that does not exist', (state: EditorState) => edits.putAside(state, 9)],
  ])('does nothing for %s', (_name, build) => {
    expect(build(start())).toBeNull();
  });
});
