import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const read = () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false);

/** Whether the browser believes it has a network (`navigator.onLine`), re-rendering on change. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, read, () => true);
}
