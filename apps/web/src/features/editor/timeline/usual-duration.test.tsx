import { describe, expect, it } from 'vitest';
import i18n from 'i18next';
import { screen, within } from '@testing-library/react';
import { renderTimeline } from './render-timeline.tsx';
import { averagesByTitle, usualMinutes } from './usual-duration.ts';
import { readText } from '../../../test/read-text.ts';

const averages = averagesByTitle([
  { title: '  Check-In ', averageActualMs: 12.4 * 60_000 },
  { title: 'Pitch  round', averageActualMs: 6.2 * 60_000 },
  { title: 'Energizer', averageActualMs: 30_000 },
  { title: 'Skipped through', averageActualMs: 1_000 },
]);

describe('usual durations', () => {
  it.each([
    ['check-in', 12],
    ['pitch round', 6],
    ['CHECK-IN  ', 12],
    ['Energizer', 0.5],
    ['Actions', undefined],
    ['Skipped through', undefined],
    ['', undefined],
  ])('%j is usually %s min', (title, minutes) => {
    expect(usualMinutes(averages, title)).toBe(minutes);
  });

  it('shows the hint beside matching sequences of the timeline only', () => {
    renderTimeline('Retro\n\n# Check-in\n: 10\n\n# Actions\n: 15\n', averages);
    const [checkIn, actions] = screen.getAllByTestId('timeline-row') as HTMLElement[];
    expect(readText(within(checkIn as HTMLElement).getByTestId('timeline-usual').textContent)).toBe(
      ' · usually 12 min',
    );
    expect(within(actions as HTMLElement).queryByTestId('timeline-usual')).toBeNull();
  });

  it.each([
    ['en', ' · usually 6 min', 'Pitch round · usually 6 min'],
    ['fr', ' · habituellement 6 min', 'Pitch round · habituellement 6 min'],
  ])(
    "shows it beside a room's step run before, as beside a sequence (%s)",
    async (language, hint, tooltip) => {
      await i18n.changeLanguage(language);
      try {
        renderTimeline(
          'Workshop\n\n# Groups\n: 20\n## Budget\n@ Ann\n### Pitch round\n: 5\n### Vote\n: 15\n## Hiring\n### Check-in\n: 20\n',
          averages,
        );
        const [budget, hiring] = screen.getAllByTestId('room-lane') as HTMLElement[];
        const [pitch, vote] = within(budget as HTMLElement).getAllByTestId('room-step');
        expect(readText(pitch?.textContent)).toBe(`Pitch round5 min${hint}`);
        expect(readText(pitch?.getAttribute('title'))).toBe(tooltip);
        // A step never run before has no hint; a room's step learns from sequences' titles too.
        expect(within(vote as HTMLElement).queryByTestId('room-step-usual')).toBeNull();
        expect(
          readText(within(hiring as HTMLElement).getByTestId('room-step-usual').textContent),
        ).toBe(hint.replace('6', '12'));
      } finally {
        await i18n.changeLanguage('en');
      }
    },
  );
});
