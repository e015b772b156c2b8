import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render.tsx';
import { PrintSheet } from './print-sheet.tsx';

const agendaText =
  'Retro\n> Two **improvements**\nheader secret\n# Check-in\n: 10\n@ Ann\n> Say hi <script>alert(1)</script>\n// hidden comment\nfacilitator note\n/# Energizer\n: 5\n';
const details = { date: '2026-03-02', startTime: '09:00' };

describe('PrintSheet', () => {
  it('prints every sequence with times, speakers and the totals', () => {
    renderWithProviders(
      <PrintSheet agendaText={agendaText} details={details} variant="facilitator" showBrandMark />,
    );
    const sequences = screen.getAllByTestId('print-sequence').map((item) => item.textContent);
    expect(sequences).toHaveLength(2);
    expect(sequences[0]).toContain('09:00');
    expect(sequences[0]).toContain('Ann');
    expect(sequences[1]).toContain('optional');
    expect(screen.getByTestId('print-sheet').textContent).toContain('09:00–09:15');
  });

  it.each([
    ['facilitator', true],
    ['participant', false],
  ] as const)('the %s version shows private notes: %s', (variant, shown) => {
    renderWithProviders(
      <PrintSheet agendaText={agendaText} details={details} variant={variant} showBrandMark />,
    );
    const text = screen.getByTestId('print-sheet').textContent ?? '';
    expect(text.includes('facilitator note')).toBe(shown);
    expect(text.includes('header secret')).toBe(shown);
    expect(text).not.toContain('hidden comment');
    expect(text).toContain('Say hi');
  });

  it('renders markdown and never raw HTML', () => {
    const { container } = renderWithProviders(
      <PrintSheet
        agendaText={agendaText}
        details={details}
        variant="participant"
        showBrandMark={false}
      />,
    );
    expect(container.querySelector('strong')?.textContent).toBe('improvements');
    expect(container.querySelector('script')).toBeNull();
    expect(screen.queryByTestId('brand-mark')).toBeNull();
  });
});
