import { useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import { EditorSelection, type EditorState, type TransactionSpec } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import type { Sequence } from '@ordo/agenda';
import { changeHeader, type HeaderChange } from './header-edits.ts';
import * as edits from './structured-edits.ts';
import { insertTemplate } from './templates/template-edits.ts';
import { textChange } from './text-diff.ts';

/**
 * Every structured edit of the panels, the timeline and drag and drop, as one editor
 * transaction each: the text, the fridge and the trash change together and undo together.
 *
 * The actions keep their identity for the life of the editor: they read the sequence under
 * the cursor and the number of sequences when they run, so nothing that receives them (every
 * timeline row, drag and drop) renders again because the cursor moved or a sequence was added.
 */
export function useEditorActions(
  viewRef: RefObject<EditorView | null>,
  activeIndex: number,
  count: number,
) {
  const where = useRef({ activeIndex, count });
  useLayoutEffect(() => {
    where.current = { activeIndex, count };
  }, [activeIndex, count]);
  return useMemo(() => {
    const run = (build: (state: EditorState) => TransactionSpec | null) => {
      const view = viewRef.current;
      if (!view) return;
      const spec = build(view.state);
      if (spec) view.dispatch(spec);
    };
    // Things coming back land after the sequence being worked on, or at the end.
    const here = () => {
      const { activeIndex, count } = where.current;
      return activeIndex >= 0 ? activeIndex + 1 : count;
    };
    return {
      /** The number of sequences, as last rendered. */
      count: () => where.current.count,
      select(index: number) {
        const view = viewRef.current;
        const title = view ? edits.titleEnd(view.state.doc.toString(), index) : null;
        if (!view || title === null) return;
        view.dispatch({ selection: EditorSelection.cursor(title), scrollIntoView: true });
        view.focus();
      },
      replace: (index: number, sequence: Sequence) =>
        run((state) => edits.replaceSequence(state, index, sequence)),
      move: (index: number, to: number) => run((state) => edits.moveSequence(state, index, to)),
      duplicate: (index: number) => run((state) => edits.duplicateSequence(state, index)),
      putAside: (index: number) => run((state) => edits.putAside(state, index)),
      remove: (index: number) => run((state) => edits.deleteSequence(state, index)),
      bringBack: (fridgeIndex: number, position = here()) =>
        run((state) => edits.bringBack(state, fridgeIndex, position)),
      deleteFromFridge: (fridgeIndex: number) =>
        run((state) => edits.deleteFromFridge(state, fridgeIndex)),
      restore: (trashIndex: number) =>
        run((state) => edits.restoreFromTrash(state, trashIndex, here())),
      deleteForever: (trashIndex: number) => run((state) => edits.deleteForever(state, trashIndex)),
      header: (change: HeaderChange) => run((state) => changeHeader(state, change)),
      insertTemplate: (text: string) => run((state) => insertTemplate(state, text)),
      insertSequence: (sequence: Sequence) =>
        run((state) => edits.insertSequence(state, here(), sequence)),
      /** The whole text now, and its replacement by an AI answer (only the changed span). */
      text: () => viewRef.current?.state.doc.toString() ?? '',
      setText: (text: string) =>
        run((state) => {
          const change = textChange(state.doc.toString(), text);
          return change ? { changes: change } : null;
        }),
    };
  }, [viewRef]);
}

export type EditorActions = ReturnType<typeof useEditorActions>;
