import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import type { Template } from '@ordo/contract';
import { renderWithProviders } from '../../test/render.tsx';
import { TemplateCard } from './template-card.tsx';
import { TemplatePreview } from './template-preview.tsx';
import { readText } from '../../test/read-text.ts';

const template: Template = {
  id: 'demo',
  title: 'Demo retro',
  category: 'retrospective',
  language: 'en',
  tags: ['agile', 'quick'],
  totalMinutes: 45,
  sequenceCount: 3,
  summary: 'Look **back**',
  source: 'library',
  content: `Demo retro
> Look **back**
Private tip for the facilitator

# Check-in
: 10
@ Facilitator

/# Energizer
: 5

# Actions
: 30
`,
};

describe('template previews', () => {
  it('lays the agenda out as the editor timeline does, read-only, notes left out', () => {
    renderWithProviders(<TemplatePreview template={template} loading={false} error={null} />);
    const list = screen.getByRole('list', { name: 'Sequences in time order' });
    const rows = within(list).getAllByTestId('timeline-row');
    expect(
      rows.map((row) => readText(within(row).getByTestId('timeline-times').textContent)),
    ).toEqual(['+0:00–+0:10 · 10 min', '+0:10–+0:15 · 5 min', '+0:15–+0:45 · 30 min']);
    expect(within(rows[1] as HTMLElement).getByText('optional')).toBeVisible();
    expect(readText(screen.getByTestId('timeline-totals').textContent)).toContain('40 min');
    expect(screen.queryByRole('button', { name: /drag/i })).toBeNull();
    expect(screen.queryByText(/Private tip/)).toBeNull();
  });

  it('shows skeletons while loading and a plain error when the template is gone', () => {
    const loading = renderWithProviders(
      <TemplatePreview template={undefined} loading error={null} />,
    );
    expect(screen.getByLabelText('Loading the template').getAttribute('aria-busy')).toBe('true');
    loading.unmount();
    renderWithProviders(
      <TemplatePreview template={undefined} loading={false} error={new Error('x')} />,
    );
    expect(screen.getByRole('alert')).toBeVisible();
    expect(screen.queryByTestId('template-timeline')).toBeNull();
  });

  it('cards name the category, duration, sequences and tags in the interface language', async () => {
    await i18n.changeLanguage('fr');
    try {
      const onPreview = vi.fn();
      const onUse = vi.fn();
      renderWithProviders(
        <TemplateCard template={template} onPreview={onPreview} onUse={onUse} using={false} />,
      );
      const card = screen.getByRole('article', { name: 'Demo retro' });
      expect(readText(card.textContent)).toContain('Rétrospective');
      expect(readText(card.textContent)).toContain('45 min');
      expect(readText(card.textContent)).toContain('3 séquences');
      expect(readText(within(card).getByRole('list', { name: 'Mots-clés' }).textContent)).toBe(
        'agilequick',
      );
      fireEvent.click(within(card).getByRole('button', { name: 'Utiliser ce modèle' }));
      expect(onUse).toHaveBeenCalledWith(template);
      fireEvent.click(within(card).getByRole('button', { name: 'Aperçu' }));
      expect(onPreview).toHaveBeenCalledWith(template);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
