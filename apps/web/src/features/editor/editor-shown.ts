import { useSyncExternalStore } from 'react';

/*
 * Whether a text editor has been shown on this page. A meeting's editor fetches what it can do
 * without at first (co-editing's libraries, the edit feed's socket) only then, so they do not
 * share the network and the main thread with the code the editor needs to appear.
 */
let shown = false;
const listeners = new Set<() => void>();

/** Called by the text editor once its view is in the page; the news goes out after this task. */
export function editorMounted(): void {
  if (shown) return;
  setTimeout(() => {
    if (shown) return;
    shown = true;
    listeners.forEach((listener) => listener());
  }, 0);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once a text editor has shown on this page (and from then on). */
export function useEditorShown(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => shown,
    () => false,
  );
}
