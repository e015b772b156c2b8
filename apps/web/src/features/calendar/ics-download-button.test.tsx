import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
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
    // The popover opens with a transition: shown once it has run.
    await waitFor(() => expect(screen.getByText('The calendar file needs a date.')).toBeVisible());
    const link = screen.getByText('Set the date').closest('a');
    expect(link).toBeVisible();
    expect(link?.getAttribute('href')).toBe('/user/meeting/x/setup');
  });

  it('downloads a calendar file of the public agenda when the meeting has a date', async () => {
    const files: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (file: Blob) => {
        files.push(file);
        return 'blob:ics';
      },
      revokeObjectURL: () => undefined,
    });
    const clicked = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(function (this: HTMLAnchorElement) {});
    renderWithProviders(
      <MemoryRouter>
        <IcsDownloadButton
          date="2026-12-01"
          startTime="09:00"
          agendaText={'Retro\n> Learn from the sprint\n# Check-in\n: 10\nkeep it short, Bob\n'}
        />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add to calendar (.ics)' }));
    await vi.waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    const link = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('retro.ics');
    expect(link.getAttribute('href')).toBe('blob:ics');
    expect(files).toHaveLength(1);
    expect(files[0]?.type).toBe('text/calendar;charset=utf-8');
    // What a calendar reads: the title, the day and time, the public agenda and no private note.
    const ics = ((await files[0]?.text()) ?? '').replace(/\r\n[ \t]/g, '');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('SUMMARY:Retro');
    expect(ics).toContain('DTSTART:20261201T090000');
    expect(ics).toContain('Learn from the sprint');
    expect(ics).toContain('09:00–09:10 Check-in');
    expect(ics).not.toContain('keep it short');
    expect(screen.queryByText(/needs a date/)).toBeNull();
    clicked.mockRestore();
  });

  it('says so when the meeting has a time zone the browser does not know, and downloads nothing', async () => {
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    renderWithProviders(
      <MemoryRouter>
        <IcsDownloadButton
          id="6a0d9a4e-0c4f-4d7e-9a57-3c1b2f8e4d21"
          version={2}
          date="2026-12-01"
          startTime="09:00"
          timeZone="Nowhere/Land"
          agendaText={agendaText}
        />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add to calendar (.ics)' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The meeting’s time zone “Nowhere/Land” is unknown',
    );
    expect(clicked).not.toHaveBeenCalled();
    clicked.mockRestore();
  });
});
