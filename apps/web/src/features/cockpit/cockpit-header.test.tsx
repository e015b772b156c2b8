import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { MemoryRouter } from 'react-router';
import { renderWithProviders } from '../../test/render.tsx';
import { CockpitHeader } from './cockpit-header.tsx';

describe('CockpitHeader', () => {
  it('switches the cockpit between English and French without a reload', async () => {
    renderWithProviders(
      <MemoryRouter>
        <CockpitHeader
          uuid="3f1c2a9e-1111-4222-8333-444455556666"
          title="Team day"
          status="live"
          fullscreen={{ supported: false, active: false, toggle: vi.fn() }}
          onHelp={vi.fn()}
          onStop={vi.fn()}
        />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('connection-badge').textContent).toBe('Connected');
    try {
      await userEvent.click(screen.getByRole('radio', { name: 'Français' }));
      expect(await screen.findByText('Connecté')).toBeVisible();
      expect(localStorage.getItem('ordo.language')).toBe('fr');
    } finally {
      await i18n.changeLanguage('en');
      localStorage.clear();
    }
  });
});
