import { act } from 'react';
import { render, screen } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './providers.tsx';

describe('AppProviders', () => {
  it('names the close button of every toast, whoever raised it (axe: button-name)', async () => {
    render(<AppProviders>{null}</AppProviders>);
    act(() => {
      notifications.show({ color: 'red', title: 'Something went wrong', message: 'Try again' });
    });
    expect(await screen.findByText('Something went wrong')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Close' })).toBeVisible();
    act(() => notifications.clean());
  }, 20_000);
});
