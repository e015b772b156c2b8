import { useEffect, useRef, type RefObject } from 'react';
import { EditorState, Transaction } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { useTranslation } from 'react-i18next';
import {
  agendaExtensions,
  languageCompartment,
  languageExtensions,
  readOnlyCompartment,
  readOnlyExtensions,
} from './language/agenda-extensions.ts';
import {
  fridgeField,
  setFridge,
  setTrash,
  trashField,
  type TrashEntry,
} from './fridge-trash-state.ts';
import { applyChanges, textChange } from './text-diff.ts';
import { collabSlot, useCollabSlot } from '../collab/collab-editor-slot.ts';
import { editorMounted } from './editor-shown.ts';

/** The agenda text with the sequences put aside or deleted: what every edit may change. */
export type AgendaTextProps = {
  /** The agenda text. */
  value: string;
  /** Every edit: typing and structured edits alike. */
  onChange: (text: string) => void;
  /** Sequences put aside (sequence texts, DESIGN §9). */
  fridge: string[];
  onFridgeChange: (fridge: string[]) => void;
  trash: TrashEntry[];
  onTrashChange: (trash: TrashEntry[]) => void;
};

export type CodeEditorProps = AgendaTextProps & {
  readOnly: boolean;
  /** The 1-based line of the main cursor, after every move or edit. */
  onCursorLine: (line: number) => void;
  viewRef: RefObject<EditorView | null>;
  className?: string;
};

/** Marks the benchmark reads: an edit applied, then the timeline showing it (bench/editor). */
export const EDIT_MARK = 'ordo:edit';

function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * CodeMirror driven by props. The view is created once; later props are merged in as
 * transactions kept out of the undo history, so a value that comes back from the parent
 * (the usual case) costs one string comparison and never resets the cursor.
 */
export function CodeEditor(props: CodeEditorProps) {
  const { t, i18n } = useTranslation('editor');
  const host = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  const emitted = useRef(props.value);
  /** The view's document as a string, kept up to date change by change. */
  const docText = useRef('');
  const { viewRef } = props;
  useEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    if (!host.current) return;
    const initial = latest.current;
    const view = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: initial.value,
        extensions: [
          agendaExtensions(t, initial.readOnly),
          collabSlot.of([]),
          fridgeField.init(() => initial.fridge),
          trashField.init(() => initial.trash),
          EditorView.updateListener.of((update) => {
            const current = latest.current;
            const external = update.transactions.some((tr) => tr.annotation(Transaction.remote));
            if (update.docChanged) {
              const text = applyChanges(docText.current, update.changes);
              docText.current = text;
              emitted.current = text;
              if (!external) {
                performance.mark(EDIT_MARK);
                current.onChange(text);
              }
            }
            const fridge = update.state.field(fridgeField);
            if (!external && fridge !== update.startState.field(fridgeField))
              current.onFridgeChange(fridge);
            const trash = update.state.field(trashField);
            if (!external && trash !== update.startState.field(trashField))
              current.onTrashChange(trash);
            if (update.docChanged || update.selectionSet) {
              current.onCursorLine(
                update.state.doc.lineAt(update.state.selection.main.head).number,
              );
            }
          }),
        ],
      }),
    });
    viewRef.current = view;
    docText.current = view.state.doc.toString();
    editorMounted();
    return () => {
      view.destroy();
      viewRef.current = null;
    };
    // The view lives as long as the component; later props arrive through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useCollabSlot(viewRef);

  const { value, fridge, trash, readOnly } = props;
  useEffect(() => {
    const view = viewRef.current;
    if (!view || value === emitted.current) return;
    const change = textChange(view.state.doc.toString(), value);
    emitted.current = value;
    if (change) {
      view.dispatch({
        changes: change,
        annotations: [Transaction.addToHistory.of(false), Transaction.remote.of(true)],
      });
    }
  }, [value, viewRef]);

  useEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    const effects = [];
    if (!sameList(fridge, view.state.field(fridgeField))) effects.push(setFridge.of(fridge));
    if (!sameList(trash, view.state.field(trashField))) effects.push(setTrash.of(trash));
    if (effects.length > 0) {
      view.dispatch({
        effects,
        annotations: [Transaction.addToHistory.of(false), Transaction.remote.of(true)],
      });
    }
  }, [fridge, trash, viewRef]);

  useEffect(() => {
    viewRef.current?.dispatch({
      effects: [
        languageCompartment.reconfigure(languageExtensions(t)),
        readOnlyCompartment.reconfigure(readOnlyExtensions(readOnly)),
      ],
    });
  }, [t, i18n.language, readOnly, viewRef]);

  return <div ref={host} className={props.className} data-testid="agenda-text" />;
}
