import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React hydrates a page the server prerendered (and on the server itself), true
 * from the next render on, and always true in a page rendered in the browser from scratch.
 * Whatever depends on the browser alone (stored preferences) waits for it, so the first render
 * matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
