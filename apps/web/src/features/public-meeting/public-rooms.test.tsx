import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderPublicMarkdown } from '@ordo/agenda';
import type { PublicMeetingRoom } from '@ordo/contract';
import { withServerHtml } from '../../test/public-meeting.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { PublicAgenda } from './public-agenda.tsx';

const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/gu, ' ');

const room = (
  index: number,
  name: string,
  hosts: string[],
  description: string,
  steps: [string, number][],
): PublicMeetingRoom => ({
  index,
  name,
  minutes: 20,
  hosts,
  description,
  nameHtml: renderPublicMarkdown(name),
  descriptionHtml: renderPublicMarkdown(description),
  steps: steps.map(([title, minutes], step) => ({ index: step, title, minutes })),
});

const meeting = withServerHtml({
  uuid: '3f1c2a9e-1111-4222-8333-444455556666',
  title: 'Workshop',
  objective: '',
  date: '2026-03-03',
  startTime: '09:00',
  timeZone: 'Europe/Paris',
  language: 'en',
  lifecycle: 'published',
  schedule: { totalMinutes: 20, requiredMinutes: 20, optionalMinutes: 0, end: '09:20' },
  sequences: [
    {
      index: 0,
      title: 'Groups',
      optional: false,
      speakers: [],
      durationMinutes: 20,
      startMinute: 0,
      endMinute: 20,
      start: '09:00',
      end: '09:20',
      description: '',
    },
  ],
  brandColor: null,
  hideBranding: false,
  indexable: false,
});
const first = meeting.sequences[0];
if (first) {
  first.rooms = [
    room(0, 'Budget', ['Ann'], 'Pick **three** lines <img src=x onerror=alert(1)>', [
      ['Read', 5],
      ['Discuss', 15],
    ]),
    room(1, 'Hiring', ['Bo', 'Cy'], '', []),
    room(2, 'Tools', [], '', [['Vote', 20]]),
  ];
}

describe('public rooms', () => {
  it('lists the rooms of a sequence with host, minutes, public text and steps', () => {
    const { container } = renderWithProviders(
      <MemoryRouter>
        <PublicAgenda meeting={meeting} />
      </MemoryRouter>,
    );
    const list = screen.getByRole('list', { name: 'Rooms of Groups' });
    const rooms = within(list).getAllByTestId('public-room');
    expect(rooms.map((item) => plain(item.textContent))).toEqual([
      // Raw HTML reads as text, never as an element.
      'Budget20 min · host: AnnPick three lines <img src=x onerror=alert(1)>Read5 minDiscuss15 min',
      'Hiring20 min · host: Bo, Cy',
      'Tools20 minVote20 min',
    ]);
    expect(within(rooms[0] as HTMLElement).getByText('three').tagName).toBe('STRONG');
    expect(container.querySelector('img[onerror]')).toBeNull();
  });

  it('shows no room list for a sequence without rooms', () => {
    renderWithProviders(
      <MemoryRouter>
        <PublicAgenda
          meeting={{ ...meeting, sequences: [{ ...meeting.sequences[0]!, rooms: undefined }] }}
        />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('public-rooms')).toBeNull();
  });
});
