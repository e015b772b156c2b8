import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { IconCalendarPlus } from '@tabler/icons-react';
import { renderWithProviders } from '../test/render.tsx';
import { EmptyState } from './empty-state.tsx';

describe('an empty state', () => {
  it('names the place, says what it is for and offers the next action', () => {
    renderWithProviders(
      <EmptyState
        icon={IconCalendarPlus}
        title="No meetings yet"
        headingLevel={3}
        action={<button type="button">New meeting</button>}
      >
        Your agendas live here.
      </EmptyState>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No meetings yet' })).toBeVisible();
    expect(screen.getByText('Your agendas live here.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'New meeting' })).toBeVisible();
  });

  it('keeps its drawing out of what a screen reader announces', () => {
    const { container } = renderWithProviders(<EmptyState icon={IconCalendarPlus} title="Empty" />);
    const drawing = container.querySelector('svg');
    expect(drawing?.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
