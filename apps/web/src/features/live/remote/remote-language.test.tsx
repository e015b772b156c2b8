import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import i18n from 'i18next';
import { theme } from '../../../app/theme.ts';
import { NOW, runningAt } from '../test/run-state.ts';
import { RemoteScreen } from './remote-screen.tsx';
import { readText } from '../../../test/read-text.ts';

describe('RemoteScreen header', () => {
  it('switches between English and French without a reload, the run still shown', async () => {
    render(
      <MantineProvider theme={theme}>
        <RemoteScreen
          status="reconnecting"
          state={runningAt(1, 30_000)}
          serverNow={() => NOW}
          send={vi.fn()}
          warnings={{ unit: 'minutes', amber: 2, red: 1 }}
        />
      </MantineProvider>,
    );
    // The meeting's thresholds: 0:30 left is past red.
    expect(screen.getByTestId('countdown').dataset.tone).toBe('red');
    expect(readText(screen.getByTestId('connection-badge').textContent)).toBe('Reconnecting…');
    try {
      await userEvent.click(screen.getByRole('radio', { name: 'Français' }));
      expect(await screen.findByText('Reconnexion…')).toBeVisible();
      expect(readText(screen.getByTestId('remote-next-up').textContent)).toBe('Ensuite : Wrap-up');
      expect(readText(screen.getByTestId('countdown').textContent)).toBe('0:30');
    } finally {
      await i18n.changeLanguage('en');
      localStorage.clear();
    }
  });
});
