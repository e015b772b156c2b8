import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { MemoryRouter } from 'react-router';
import type { Lifecycle, MeetingSummary } from '@ordo/contract';
import { renderWithProviders } from '../../test/render.tsx';
import { MeetingCard } from './meeting-card.tsx';

const uuid = '3f1c2a9e-1111-4222-8333-444455556666';
const cockpit = `/user/meeting/${uuid}/resume`;

const summary = (lifecycle: Lifecycle): MeetingSummary =>
  ({
    uuid,
    status: 'ACTIVE',
    joinCode: 'ABCDEF',
    archived: false,
    workspace_uuid: null,
    version: 3,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    deletedAt: null,
    title: 'Sprint review',
    objective: '',
    lifecycle,
    schedule: { totalMinutes: 35, requiredMinutes: 35, optionalMinutes: 0, end: null },
    sequenceCount: 3,
    settings: {
      date: null,
      startTime: null,
      timeZone: 'Europe/Paris',
      visibility: 'Public',
      isTemplate: false,
      brandColor: null,
      hideBranding: false,
      searchIndexing: false,
      language: 'en',
      stageWarnings: null,
    },
  }) satisfies MeetingSummary;

describe('a dashboard card', () => {
  it('runs the meeting live from the card and from its menu', async () => {
    renderWithProviders(
      <MemoryRouter>
        <MeetingCard meeting={summary('published')} />
      </MemoryRouter>,
    );
    const card = screen.getByTestId('meeting-card');
    expect(
      within(card).getByRole('link', { name: 'Run live: Sprint review' }).getAttribute('href'),
    ).toBe(cockpit);
    fireEvent.click(within(card).getByRole('button', { name: 'Actions for Sprint review' }));
    const item = await screen.findByRole('menuitem', { name: 'Run live' });
    expect(item.getAttribute('href')).toBe(cockpit);
  });

  it('runs a finished meeting again, in French too', async () => {
    await i18n.changeLanguage('fr');
    try {
      renderWithProviders(
        <MemoryRouter>
          <MeetingCard meeting={summary('done')} />
        </MemoryRouter>,
      );
      const link = screen.getByRole('link', { name: /^Animer à nouveau\s:\sSprint review$/ });
      expect(link.getAttribute('href')).toBe(`${cockpit}?again=1`);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
