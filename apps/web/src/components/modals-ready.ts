import { useSyncExternalStore } from 'react';

let wanted = false;
const listeners = new Set<() => void>();
let listening: () => void = () => undefined;
let heard = new Promise<void>((resolve) => (listening = resolve));

/**
 * Mantine's `modals.open…` reach their provider through window events, so the provider must be
 * listening first. It loads on demand (most visits, the editor's included, open no modal):
 * this asks for it and resolves once it listens. Call before `modals.open…`.
 */
export function modalsReady(): Promise<void> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return heard;
}

/** The modal manager's mount and unmount (app/lazy-overlays.tsx). */
export const modalManager = {
  listening: () => listening(),
  stopped: () => {
    heard = new Promise<void>((resolve) => (listening = resolve));
  },
};

/** Whether a screen has asked for modals: the manager is mounted from then on. */
export function useModalsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => wanted,
    // A prerendered page (src/door) never starts with a modal open.
    () => false,
  );
}
