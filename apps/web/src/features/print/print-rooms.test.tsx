import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Room, Sequence } from '@ordo/agenda';
import { renderWithProviders } from '../../test/render.tsx';
import { PrintRooms } from './print-rooms.tsx';
import { PrintSheet } from './print-sheet.tsx';

const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/gu, ' ');

const room = (index: number, name: string, hosts: string[], notes: string): Room => ({
  index,
  name,
  minutes: 20,
  hosts,
  description: `Decide **${name}**`,
  notes,
  comments: ['a comment'],
  steps: [
    { index: 0, title: 'Read', minutes: 5 },
    { index: 1, title: 'Discuss', minutes: 15 },
  ],
});

const sequences: Sequence[] = [
  {
    title: 'Check-in',
    optional: false,
    durationMinutes: 10,
    speakers: [],
    description: '',
    notes: '',
    comments: [],
  },
  {
    title: 'Groups',
    optional: false,
    durationMinutes: 25,
    speakers: [],
    description: '',
    notes: '',
    comments: [],
    rooms: [room(0, 'Budget', ['Ann'], 'Ann knows the figures'), room(1, 'Hiring', [], '')],
  },
];
const items = [
  { index: 0, startMinute: 0, endMinute: 10, start: '09:00', end: '09:10' },
  { index: 1, startMinute: 10, endMinute: 35, start: '09:10', end: '09:35' },
];

describe('room pages of the run sheet', () => {
  it('prints a page per room with its host, times, public text and steps', () => {
    renderWithProviders(<PrintRooms sequences={sequences} items={items} language="en" withNotes />);
    const pages = screen.getAllByTestId('print-room');
    expect(pages).toHaveLength(2);
    const budget = pages[0] as HTMLElement;
    const text = plain(budget.textContent);
    expect(text).toContain('Room sheet · Groups');
    expect(text).toContain('09:10–09:30 · 20 min · Host: Ann');
    expect(budget.querySelector('strong')?.textContent).toBe('Budget');
    const steps = within(budget)
      .getAllByTestId('print-room-step')
      .map((step) => plain(step.textContent));
    expect(steps).toEqual(['09:10–09:15Read5 min', '09:15–09:30Discuss15 min']);
    expect(within(budget).getByTestId('print-room-notes').textContent).toContain(
      'Ann knows the figures',
    );
    expect(plain(pages[1]?.textContent)).toContain('No host yet');
    expect(text).not.toContain('a comment');
  });

  it('never prints a room’s private notes on the participants’ sheet', () => {
    renderWithProviders(
      <PrintRooms sequences={sequences} items={items} language="fr" withNotes={false} />,
    );
    expect(screen.getAllByTestId('print-room')).toHaveLength(2);
    expect(screen.queryByTestId('print-room-notes')).toBeNull();
    expect(document.body.textContent).not.toContain('Ann knows the figures');
  });

  it('counts from the start of the meeting when it has no start time', () => {
    const offsets = items.map(({ index, startMinute, endMinute }) => ({
      index,
      startMinute,
      endMinute,
    }));
    renderWithProviders(
      <PrintRooms sequences={sequences} items={offsets} language="en" withNotes />,
    );
    const first = screen.getAllByTestId('print-room-step')[0];
    expect(plain(first?.textContent)).toContain('+0:10–+0:15');
  });
});

describe('the run sheet of an agenda with rooms', () => {
  const text =
    'Workshop\n# Groups\n: 20\n## Budget\n@ Ann\n> Cut three lines\nAnn has the figures\n// psst\n### Read\n: 5\n## Hiring\n@ Bo\n';
  it.each([
    ['facilitator', true],
    ['participant', false],
  ] as const)('the %s version has a page per room; its private notes: %s', (variant, shown) => {
    renderWithProviders(
      <PrintSheet
        agendaText={text}
        details={{ date: null, startTime: '14:00' }}
        variant={variant}
        showBrandMark={false}
      />,
    );
    const pages = screen.getAllByTestId('print-room');
    expect(pages.map((page) => page.querySelector('h2')?.textContent)).toEqual([
      'Budget',
      'Hiring',
    ]);
    expect(plain(pages[0]?.textContent)).toContain('14:00–14:20 · 20 min · Host: Ann');
    const sheet = screen.getByTestId('print-sheet').textContent ?? '';
    expect(sheet.includes('Ann has the figures')).toBe(shown);
    expect(sheet).not.toContain('psst');
    expect(screen.getByTestId('print-sequence-rooms').textContent).toContain('Budget, Hiring');
  });
});
