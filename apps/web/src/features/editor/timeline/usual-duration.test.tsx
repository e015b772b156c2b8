import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderWithProviders } from '../../../test/render.tsx';
import { AgendaEditor } from '../agenda-editor.tsx';
import { averagesByTitle, usualMinutes } from './usual-duration.ts';
import { readText } from '../../../test/read-text.ts';

const averages = averagesByTitle([
  { title: '  Check-In ', averageActualMs: 12.4 * 60_000 },
  { title: 'Energizer', averageActualMs: 30_000 },
  { title: 'Skipped through', averageActualMs: 1_000 },
]);

describe('usual durations', () => {
  it.each([
    ['check-in', 12],
    ['CHECK-IN  ', 12],
    ['Energizer', 0.5],
    ['Actions', undefined],
    ['Skipped through', undefined],
    ['', undefined],
  ])('%j is usually %s min', (title, minutes) => {
    expect(usualMinutes(averages, title)).toBe(minutes);
  });

  it('shows the hint beside matching sequences of the timeline only', () => {
    renderWithProviders(
      <MemoryRouter>
        <AgendaEditor
          value={'Retro\n\n# Check-in\n: 10\n\n# Actions\n: 15\n'}
          onChange={() => undefined}
          fridge={[]}
          onFridgeChange={() => undefined}
          trash={[]}
          onTrashChange={() => undefined}
          details={{ date: null, startTime: '09:00' }}
          onDetailsChange={() => undefined}
          usualDurations={averages}
        />
      </MemoryRouter>,
    );
    const [checkIn, actions] = screen.getAllByTestId('timeline-row') as HTMLElement[];
    expect(readText(within(checkIn as HTMLElement).getByTestId('timeline-usual').textContent)).toBe(
      ' · usually 12 min',
    );
    expect(within(actions as HTMLElement).queryByTestId('timeline-usual')).toBeNull();
  });
});
