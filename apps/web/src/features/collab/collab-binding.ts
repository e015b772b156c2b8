import * as Y from 'yjs';
import { Prec, type Extension } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { yCollab, yRemoteSelectionsTheme, yUndoManagerKeymap } from 'y-codemirror.next';
import { remoteSelections } from './remote-selections.ts';
import { sequenceRanges } from '@ordo/agenda';
import { sequenceIndexAtLine } from '../editor/sequence-at.ts';
import { textChange } from '../editor/text-diff.ts';
import type { CollabSession } from './collab-session.ts';

/**
 * The others' caret labels: always shown (not only on hover), in their colour with white text,
 * readable over light and dark. Selectors one step more specific than y-codemirror.next's own.
 */
const remoteCursorTheme = EditorView.theme({
  '.cm-ySelectionCaret > .cm-ySelectionInfo': {
    backgroundColor: 'inherit',
    fontFamily: 'var(--mantine-font-family)',
    fontSize: '0.7rem',
    fontWeight: 600,
    lineHeight: 1.3,
    padding: '1px 4px',
    borderRadius: '3px 3px 3px 0',
    top: '-1.25em',
    opacity: 1,
    color: '#fff',
    textShadow: '0 0 2px rgb(0 0 0 / 45%)',
    // A line with a hanging indent (a private note, a public line) would pull the name out of
    // its box to the left: the label is a block, which inherits the line's text-indent.
    textIndent: 0,
    fontStyle: 'normal',
  },
  '.cm-ySelectionCaret > .cm-ySelectionCaretDot': { display: 'none' },
});

/**
 * The CodeMirror side of co-editing: the text is the session's shared `Y.Text` (y-codemirror.next),
 * undo is the person's own (a Y.UndoManager that tracks only their edits, bound to Mod-z before
 * CodeMirror's history, which would also undo others' typing), the others' carets and
 * selections show in their colour with their name, and the sequence under the caret is published
 * in the awareness for the timeline's avatars.
 */
export function collabExtension(session: CollabSession): Extension {
  const undoManager = new Y.UndoManager(session.text);
  let lastLine = -1;
  return [
    // Without the awareness, y-codemirror.next draws no carets: remote-selections.ts does.
    yCollab(session.text, null, { undoManager }),
    yRemoteSelectionsTheme,
    remoteSelections(session.text, session.awareness),
    Prec.highest(keymap.of(yUndoManagerKeymap)),
    remoteCursorTheme,
    EditorView.updateListener.of((update) => {
      if (!update.docChanged && !update.selectionSet && !update.focusChanged) return;
      const line = update.state.doc.lineAt(update.state.selection.main.head).number;
      if (line === lastLine && !update.docChanged) return;
      lastLine = line;
      const ranges = sequenceRanges(update.state.doc.toString());
      const index = sequenceIndexAtLine(ranges, line);
      session.setSequenceIndex(index >= 0 ? index : null);
    }),
  ];
}

/**
 * A whole new text (a structured edit outside the text editor, such as the Sequences tab) applied
 * to the shared text as the smallest change, so others' concurrent typing elsewhere is kept.
 */
export function writeText(session: CollabSession, content: string): void {
  const change = textChange(session.text.toString(), content);
  if (!change) return;
  session.doc.transact(() => {
    if (change.to > change.from) session.text.delete(change.from, change.to - change.from);
    if (change.insert) session.text.insert(change.from, change.insert);
  });
}
