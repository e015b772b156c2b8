import { act } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { describe, expect, it } from 'vitest';
import { modalsReady } from '../components/modals-ready.ts';
import { LazyModals, LazyNotifications } from './lazy-overlays.tsx';
import { theme } from './theme.ts';

const renderOverlays = () =>
  render(
    <MantineProvider theme={theme}>
      <LazyNotifications />
      <LazyModals />
    </MantineProvider>,
  );

// Loading a chunk on a busy two-core machine can take seconds: generous timeouts.
describe('toaster and modal manager loaded on demand', () => {
  it('shows a notification raised before the toaster was loaded', async () => {
    renderOverlays();
    act(() => {
      notifications.show({ message: 'Saved to your account' });
    });
    expect(await screen.findByText('Saved to your account')).toBeVisible();
    act(() => notifications.clean());
  }, 20_000);

  it('opens a confirmation modal once a screen asks for the modal manager', async () => {
    renderOverlays();
    // Nothing asked yet: no modal code, so a modal opened now would go unheard.
    let listening = false;
    act(() => void modalsReady().then(() => (listening = true)));
    await waitFor(() => expect(listening).toBe(true), { timeout: 15_000 });
    act(() => {
      modals.openConfirmModal({
        title: 'Move this meeting to the trash?',
        labels: { confirm: 'Move', cancel: 'Keep' },
      });
    });
    expect(await screen.findByText('Move this meeting to the trash?')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Keep' })).toBeVisible();
    act(() => modals.closeAll());
  }, 20_000);
});
