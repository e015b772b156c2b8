import type { EditorState } from '@codemirror/state';
import { editSequence, parseAgenda } from '@ordo/agenda';
import { structuredSpec, titleEnd } from '../structured-edits.ts';

/**
 * A whole template: an empty agenda becomes the template as written (header included); an
 * agenda with content gets the template's sequences appended, its own header untouched.
 */
export function insertTemplate(state: EditorState, templateText: string) {
  const text = state.doc.toString();
  if (text.trim() === '') return structuredSpec(state, templateText, { cursor: 0 });
  const { sequences } = parseAgenda(templateText).agenda;
  const first = parseAgenda(text).agenda.sequences.length;
  let next = text;
  sequences.forEach((sequence, offset) => {
    next = editSequence(next, first + offset, { kind: 'insert', sequence });
  });
  return structuredSpec(state, next, { cursor: titleEnd(next, first) });
}
