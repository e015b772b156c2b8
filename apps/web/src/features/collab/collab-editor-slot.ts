import { createContext, useContext, useEffect, type RefObject } from 'react';
import { Compartment, Transaction, type Extension } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import { textChange } from '../editor/text-diff.ts';

/**
 * What binds a text editor to the meeting's shared text: the shared text as it is now and the
 * extension (y-codemirror.next) that keeps both in step. Provided by the signed-in Edit tab once
 * the document is synced; absent in the anonymous editor, which stays local-only.
 */
export type CollabBinding = { text: () => string; extension: Extension };

export const CollabBindingContext = createContext<CollabBinding | null>(null);

/** Where the binding goes in the editor's extensions: empty until there is one. */
export const collabSlot = new Compartment();

/**
 * Binds the open editor to the shared text when a binding arrives, without recreating the view
 * (the cursor, focus and keystrokes in flight stay): the text is first made the shared one, then
 * the extension joins, as y-codemirror.next expects both equal when it starts.
 */
export function useCollabSlot(viewRef: RefObject<EditorView | null>): void {
  const binding = useContext(CollabBindingContext);
  useEffect(() => {
    const view = viewRef.current;
    if (!view || !binding) return;
    view.dispatch({
      changes: textChange(view.state.doc.toString(), binding.text()) ?? [],
      effects: collabSlot.reconfigure(binding.extension),
      annotations: [Transaction.addToHistory.of(false), Transaction.remote.of(true)],
    });
    return () => {
      // Unbound when the binding goes; a view already destroyed (leaving the page) has no DOM.
      if (view.dom.isConnected) view.dispatch({ effects: collabSlot.reconfigure([]) });
    };
  }, [binding, viewRef]);
}
