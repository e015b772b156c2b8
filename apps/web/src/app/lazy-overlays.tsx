import { lazy, Suspense, useState } from 'react';
import { useNotifications } from '@mantine/notifications';
import { useModalsWanted } from '../components/modals-ready.ts';

// The toaster and the modal manager (with their transitions, focus traps and scroll areas)
// are a good part of Mantine's weight, and most visits show neither: a participant reading an
// agenda should not download them. Their stores are tiny and live in the entry.
const Toaster = lazy(() => import('./toaster.tsx'));
const ModalManager = lazy(() => import('./modal-manager.tsx'));

/** Mounts the toaster with the first notification; the store keeps it until then. */
export function LazyNotifications() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/**
 * `modals.open…` reach their provider through window events, so it needs no children. It loads
 * when a screen first asks for it (modalsReady, before opening one: the dashboard's and the
 * teamspaces' confirmations), so neither visitors nor the editor download it.
 */
export function LazyModals() {
  if (!useModalsWanted()) return null;
  return (
    <Suspense fallback={null}>
      <ModalManager />
    </Suspense>
  );
}
