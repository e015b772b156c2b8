import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { renderWithProviders } from '../../../test/render.tsx';
import { StageWarningsSetting } from './stage-warnings-setting.tsx';
import { readText } from '../../../test/read-text.ts';

const help = () => readText(screen.getByTestId('stage-warnings-help').textContent);

describe('StageWarningsSetting', () => {
  it('explains the default, then saves custom thresholds in minutes, in plain words', async () => {
    const onChange = vi.fn();
    renderWithProviders(<StageWarningsSetting value={null} onChange={onChange} />);
    expect(help()).toContain('amber in the last 20%');

    await userEvent.click(screen.getByRole('radio', { name: 'Custom' }));
    expect(onChange).toHaveBeenLastCalledWith({ unit: 'minutes', amber: 2, red: 0.5 });
    expect(help()).toMatch(/^Amber when 2 min are left, red when 0:30 are left/);

    const amber = screen.getByRole('textbox', { name: 'Amber when left' });
    await userEvent.clear(amber);
    await userEvent.type(amber, '5');
    expect(onChange).toHaveBeenLastCalledWith({ unit: 'minutes', amber: 5, red: 0.5 });

    await userEvent.click(screen.getByRole('radio', { name: 'Default' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('refuses red above amber beside the field and saves nothing wrong', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <StageWarningsSetting value={{ unit: 'percent', amber: 20, red: 5 }} onChange={onChange} />,
    );
    expect(help()).toMatch(/^Amber when 20 % of the sequence is left, red when 5 % is left/);
    const red = screen.getByRole('textbox', { name: 'Red when left' });
    await userEvent.clear(red);
    await userEvent.type(red, '30');
    expect(screen.getByText('Red comes after amber: at most the amber threshold.')).toBeVisible();
    for (const [value] of onChange.mock.calls) {
      expect(value === null || value.red <= value.amber).toBe(true);
    }
  });

  it('speaks French', async () => {
    await i18n.changeLanguage('fr');
    try {
      renderWithProviders(
        <StageWarningsSetting value={{ unit: 'minutes', amber: 2, red: 0.5 }} onChange={vi.fn()} />,
      );
      expect(help()).toMatch(/^Orange quand il reste 2 min, rouge quand il reste 0:30/);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
