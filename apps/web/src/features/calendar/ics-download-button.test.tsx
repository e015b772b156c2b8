import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { renderWithProviders } from '../../test/render.tsx';
import { IcsDownloadButton } from './ics-download-button.tsx';

const agendaText = 'Retro\n\n# Check-in\n: 10\n';

describe('IcsDownloadButton', () => {
  it('stays enabled without a date and says where to set one', async () => {
    renderWithProviders(
      <MemoryRouter>
        <IcsDownloadButton
          date={null}
          startTime={null}
          agendaText={agendaText}
          setDateTo="/user/meeting/x/setup"
        />
      </MemoryRouter>,
    );
    const button = screen.getByRole('button', { name: 'Add to calendar (.ics)' });
    expect((button as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(button);
    expect(await screen.findByText('The calendar file needs a date.')).toBeTruthy();
    const link = await screen.findByText('Set the date');
    expect(link.closest('a')?.getAttribute('href')).toBe('/user/meeting/x/setup');
  });

  it('downloads the file when the meeting has a date', async () => {
    const created = vi.fn(() => 'blob:ics');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    renderWithProviders(
      <MemoryRouter>
        <IcsDownloadButton date="2026-12-01" startTime="09:00" agendaText={agendaText} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add to calendar (.ics)' }));
    await vi.waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(/needs a date/)).toBeNull();
  });
});
