import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { PublicMeeting } from '@ordo/contract';
import { withServerHtml } from '../../test/public-meeting.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { PublicAgenda } from './public-agenda.tsx';
import { readText } from '../../test/read-text.ts';

const meeting = (overrides: Partial<PublicMeeting> = {}): PublicMeeting =>
  withServerHtml({
    uuid: '3f1c2a9e-1111-4222-8333-444455556666',
    title: 'Sprint retro',
    objective: 'Agree on two improvements',
    date: '2026-03-03',
    startTime: '09:00',
    timeZone: 'Europe/Paris',
    language: 'en',
    lifecycle: 'published',
    schedule: { totalMinutes: 15, requiredMinutes: 10, optionalMinutes: 5, end: '09:15' },
    sequences: [
      {
        index: 0,
        title: 'Welcome',
        optional: false,
        speakers: ['Alice', 'Bob'],
        durationMinutes: 10,
        startMinute: 0,
        endMinute: 10,
        start: '09:00',
        end: '09:10',
        description: '<img src=x onerror=alert(1)>',
      },
      {
        index: 1,
        title: 'Energizer',
        optional: true,
        speakers: [],
        durationMinutes: 5,
        startMinute: 10,
        endMinute: 15,
        start: null,
        end: null,
        description: '',
      },
    ],
    brandColor: null,
    hideBranding: false,
    indexable: false,
    ...overrides,
  });

const show = (value: PublicMeeting) =>
  renderWithProviders(
    <MemoryRouter>
      <PublicAgenda meeting={value} />
    </MemoryRouter>,
  );

describe('PublicAgenda', () => {
  it('shows the title, date with its time zone, and each sequence with its times', () => {
    show(meeting());
    expect(readText(screen.getByRole('heading', { level: 1 }).textContent)).toBe('Sprint retro');
    expect(screen.getByText('Tuesday, 3 March 2026 · 09:00–09:15')).toBeVisible();
    expect(screen.getByText(/Times in Europe\/Paris/)).toBeVisible();
    const [welcome, energizer] = screen.getAllByTestId('public-sequence');
    expect(readText(welcome?.textContent)).toContain('09:00');
    expect(readText(welcome?.textContent)).toContain('10 min · with Alice, Bob');
    expect(within(energizer as HTMLElement).getByText('Optional')).toBeVisible();
    expect(readText(energizer?.textContent)).toContain('+10 min');
  });

  // Markdown itself is proven in packages/agenda and in Chromium (e2e); here: raw HTML stays text.
  it('shows raw HTML in a description as text, never as an element', () => {
    const { container } = show(meeting());
    expect(container.querySelector('img[src="x"], [onerror], script')).toBeNull();
    expect(readText(screen.getAllByTestId('public-sequence')[0]?.textContent)).toContain(
      '<img src=x onerror=alert(1)>',
    );
  });

  it.each([
    ['a free owner', {}, true],
    ['a PRO owner who hid it', { hideBranding: true }, false],
  ])('shows the product mark for %s: %s', (_case, overrides, shown) => {
    show(meeting(overrides));
    expect(screen.queryByTestId('brand-mark') !== null).toBe(shown);
  });

  it('tints the accents with a PRO brand colour', () => {
    show(meeting({ brandColor: '#7048e8' }));
    const agenda = screen.getByTestId('public-agenda');
    expect(agenda.style.borderTopColor).toMatch(/#7048e8|rgb\(112, 72, 232\)/i);
  });

  it('says when there is no date and no sequence', () => {
    show(meeting({ date: null, startTime: null, sequences: [] }));
    expect(screen.getByText('Date to be announced')).toBeVisible();
    expect(screen.getByText('The agenda has no sequences yet.')).toBeVisible();
  });
});
