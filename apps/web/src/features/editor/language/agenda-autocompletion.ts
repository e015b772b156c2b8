import { autocompletion, CompletionContext, startCompletion } from '@codemirror/autocomplete';
import type { EditorState } from '@codemirror/state';
import { agendaCompletions } from './completions.ts';

/*
 * The part of the editor that lazy-completion.ts loads on first use. Importing only what it
 * needs, rather than the whole package, keeps CodeMirror's snippets and bracket closing out of
 * that chunk.
 */

/** Speaker and duration suggestions (completions.ts), with CodeMirror's completion keymap. */
export const agendaAutocompletion = autocompletion({ override: [agendaCompletions], icons: false });

/** Whether typing would open the list at the cursor (typing never asks explicitly). */
export function typingWouldOpen(state: EditorState): boolean {
  return agendaCompletions(new CompletionContext(state, state.selection.main.head, false)) !== null;
}

export { startCompletion };
