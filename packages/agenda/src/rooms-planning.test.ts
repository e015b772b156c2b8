import { describe, expect, it } from 'vitest';
import { parseAgenda } from './language/parse.ts';
import { publicAgenda } from './public.ts';
import { scheduleAgenda } from './schedule.ts';

const MARKER = 'ZQ-ROOM-SECRET';
const TEXT = [
  'Workshop',
  '# Intro',
  ': 10',
  '# Breakouts',
  ': 20',
  '## Room A',
  ': 15',
  '@ Ann',
  '> Discuss **the budget**',
  `${MARKER} note`,
  `// ${MARKER} comment`,
  '### Warm-up',
  ': 5',
  '### Work',
  ': 10',
  '## Room B',
].join('\n');

describe('rooms on the planning data (DESIGN §9)', () => {
  it('schedules rooms as lanes from their sequence start, steps one after another', () => {
    const schedule = scheduleAgenda(parseAgenda(TEXT).agenda, { start: '9:00' });
    expect(schedule.totalMinutes).toBe(30);
    expect(schedule.items[0]).not.toHaveProperty('rooms');
    expect(schedule.items[1]?.rooms).toStrictEqual([
      {
        index: 0,
        startMinute: 10,
        endMinute: 25,
        start: '09:10',
        end: '09:25',
        steps: [
          { index: 0, startMinute: 10, endMinute: 15, start: '09:10', end: '09:15' },
          { index: 1, startMinute: 15, endMinute: 25, start: '09:15', end: '09:25' },
        ],
      },
      { index: 1, startMinute: 10, endMinute: 30, start: '09:10', end: '09:30', steps: [] },
    ]);
  });

  it('shows rooms publicly with their public text and steps, never a note or comment', () => {
    const { sequences } = publicAgenda(parseAgenda(TEXT).agenda);
    expect(sequences[0]).not.toHaveProperty('rooms');
    expect(sequences[1]?.rooms?.[0]).toStrictEqual({
      index: 0,
      name: 'Room A',
      minutes: 15,
      hosts: ['Ann'],
      description: 'Discuss **the budget**',
      steps: [
        { index: 0, title: 'Warm-up', minutes: 5 },
        { index: 1, title: 'Work', minutes: 10 },
      ],
    });
    expect(JSON.stringify(sequences)).not.toContain(MARKER);
  });
});
