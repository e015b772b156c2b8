import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render.tsx';
import { SaveIndicator } from './save-indicator.tsx';

describe('SaveIndicator', () => {
  it('says the work is safe, with no explanation needed', () => {
    renderWithProviders(<SaveIndicator status="saved" error={null} dirty={false} />);
    expect(screen.getByRole('status').textContent).toBe('Saved');
  });

  it('reads "saving" while edits are not sent yet', () => {
    renderWithProviders(<SaveIndicator status="saved" error={null} dirty />);
    expect(screen.getByRole('status').getAttribute('data-status')).toBe('saving');
  });

  it('explains on hover where the work is kept while offline', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SaveIndicator status="offline" error={null} dirty />);
    const badge = screen.getByRole('status');
    expect(badge.textContent).toBe('Offline – kept on this device');
    // The tooltip's code arrives after the badge shows, and wraps a badge of its own.
    await waitFor(() => expect(screen.getByRole('status')).not.toBe(badge));
    await user.hover(screen.getByRole('status'));
    expect(
      await screen.findByText(
        'Your changes are kept in this browser and saved as soon as the connection returns.',
      ),
    ).toBeVisible();
  });
});
