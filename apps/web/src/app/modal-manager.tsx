import { useEffect } from 'react';
import { ModalsProvider } from '@mantine/modals';
import { modalManager } from '../components/modals-ready.ts';

export default function ModalManager() {
  // Runs after the provider's own effects, which start listening for modal events.
  useEffect(() => {
    modalManager.listening();
    return modalManager.stopped;
  }, []);
  return <ModalsProvider>{null}</ModalsProvider>;
}
