import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Room } from '@ordo/agenda';
import { renderWithProviders } from '../../../test/render.tsx';
import { renderTimeline } from './render-timeline.tsx';
import { RoomLanes } from './room-lanes.tsx';
import { ROOMS_ROW_HEIGHT, ROW_HEIGHT, rowOffsets, rowWindowAt } from './use-virtual-rows.ts';

/** Minutes are written with a narrow no-break space; the assertions read plain spaces. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/gu, ' ');

function room(
  index: number,
  name: string,
  minutes: number,
  hosts: string[],
  steps: [string, number][],
): Room {
  return {
    index,
    name,
    minutes,
    hosts,
    description: '',
    notes: 'private',
    comments: [],
    steps: steps.map(([title, stepMinutes], step) => ({
      index: step,
      title,
      minutes: stepMinutes,
    })),
  };
}

const rooms = [
  room(
    0,
    'Budget',
    20,
    ['Ann'],
    [
      ['Read', 5],
      ['Discuss', 15],
    ],
  ),
  room(1, 'Hiring', 15, ['Bo', 'Cy'], [['Pitch', 15]]),
  room(2, 'Tools', 20, [], []),
];

describe('room lanes', () => {
  it('shows each room with its host, minutes and steps in order, and says when a host is missing', () => {
    renderWithProviders(
      <RoomLanes
        rooms={rooms}
        sequenceMinutes={20}
        language="en"
        labels={{ list: 'Rooms of Groups', noHost: 'No host yet' }}
      />,
    );
    const lanes = within(screen.getByRole('list', { name: 'Rooms of Groups' })).getAllByTestId(
      'room-lane',
    );
    expect(lanes.map((lane) => plain(lane.getAttribute('aria-label')))).toEqual([
      'Budget, 20 min, Ann',
      'Hiring, 15 min, Bo, Cy',
      'Tools, 20 min, No host yet',
    ]);
    const steps = within(lanes[0] as HTMLElement).getAllByTestId('room-step');
    expect(steps.map((step) => plain(step.textContent))).toEqual(['Read5 min', 'Discuss15 min']);
    // Steps take their share of the sequence: 5 against 15, and a 15-minute room leaves 5 empty.
    expect(steps.map((step) => step.style.flexGrow)).toEqual(['5', '15']);
    const hiring = lanes[1] as HTMLElement;
    expect(hiring.querySelector('[aria-hidden]')?.getAttribute('style')).toContain('flex-grow: 5');
    // A room without steps is one block as long as the room.
    expect(within(lanes[2] as HTMLElement).getAllByTestId('room-step')).toHaveLength(1);
    expect(screen.queryByText('private')).toBeNull();
  });

  it('lets the keyboard reach every lane', async () => {
    renderWithProviders(
      <RoomLanes
        rooms={rooms}
        sequenceMinutes={20}
        language="fr"
        labels={{ list: 'Salles', noHost: '—' }}
      />,
    );
    const user = userEvent.setup();
    await user.tab();
    expect(plain(document.activeElement?.getAttribute('aria-label'))).toBe('Budget, 20 min, Ann');
    await user.tab();
    await user.tab();
    expect(plain(document.activeElement?.getAttribute('aria-label'))).toBe('Tools, 20 min, —');
  });
});

describe('rows of different heights', () => {
  it('keeps the plain arithmetic when no sequence has rooms', () => {
    expect(rowOffsets(10, new Set())).toBeUndefined();
  });

  it('places rows with rooms lower and finds the rows in view', () => {
    const offsets = rowOffsets(100, new Set([0, 50])) ?? [];
    expect(offsets[1]).toBe(ROOMS_ROW_HEIGHT);
    expect(offsets[51]).toBe(ROOMS_ROW_HEIGHT * 2 + 49 * ROW_HEIGHT);
    expect(offsets[100]).toBe(ROOMS_ROW_HEIGHT * 2 + 98 * ROW_HEIGHT);
    // Scrolled to the top of row 50: rows 50… in view, 8 drawn above.
    const top = offsets[50] ?? 0;
    const { first, last } = rowWindowAt(top, 600, offsets);
    expect(first).toBe(42);
    expect(last).toBeGreaterThan(55);
    expect(last).toBeLessThanOrEqual(67);
    expect(rowWindowAt(0, 600, offsets).first).toBe(0);
    expect(rowWindowAt(offsets[100] ?? 0, 600, offsets).last).toBe(100);
  });
});

describe('the timeline of an agenda with rooms', () => {
  it('draws the lanes of the sequence with rooms only, from the text', () => {
    renderTimeline(
      'Workshop\n# Welcome\n: 10\n# Groups\n: 20\n## Budget\n@ Ann\nsecret\n### Read\n: 5\n### Decide\n: 15\n## Hiring\n: 15\n@ Bo\n',
    );
    const [welcome, groups] = screen.getAllByTestId('timeline-row') as HTMLElement[];
    expect(within(welcome as HTMLElement).queryByTestId('room-lanes')).toBeNull();
    const lanes = within(groups as HTMLElement).getAllByTestId('room-lane');
    expect(lanes.map((lane) => plain(lane.getAttribute('aria-label')))).toEqual([
      'Budget, 20 min, Ann',
      'Hiring, 15 min, Bo',
    ]);
    expect(groups?.style.height).toBe(`${ROOMS_ROW_HEIGHT - 4}px`);
  });
});
