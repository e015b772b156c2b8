import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoute, testConfig } from '../../test/render.tsx';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { faqIds } from './faq-section.tsx';

// Lazy routes load on first render: slow on a busy machine, so wait longer than the defaults.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 10_000 });
afterEach(() => localStorage.clear());

const publicDir = path.resolve(import.meta.dirname, '../../../public');

describe('landing page', () => {
  it('answers at least ten questions, each opening on click', async () => {
    renderRoute('/');
    const faq = await screen.findByRole('region', { name: 'Frequently asked questions' });
    const questions = within(faq).getAllByRole('button');
    expect(questions.length).toBeGreaterThanOrEqual(10);
    expect(questions).toHaveLength(faqIds.length);
    const question = within(faq).getByRole('button', { name: 'How much does it cost?' });
    expect(question.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    // The answer unfolds with a transition: shown once it has run.
    await waitFor(() =>
      expect(
        within(faq).getByText(/PRO costs €12 a month, or €96 a year, excluding VAT/),
      ).toBeVisible(),
    );
  });

  it('drops the AI questions and card where the AI coach is off', async () => {
    renderRoute('/', testConfig({ ai: false }));
    const faq = await screen.findByRole('region', { name: 'Frequently asked questions' });
    expect(within(faq).getAllByRole('button')).toHaveLength(faqIds.length - 1);
    expect(within(faq).queryByRole('button', { name: 'What is the AI coach?' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'AI coach' })).toBeNull();
  });

  it('turns the typed agenda into a timeline and a stage countdown', async () => {
    renderRoute('/');
    const text = await screen.findByLabelText('Agenda text (editable demo)');
    fireEvent.change(text, {
      target: { value: 'Board meeting\n\n# Opening\n: 1h30\n@ Chair\n\n/# Coffee\n: 15' },
    });
    const timeline = screen.getByRole('list', { name: 'Timeline' });
    expect(within(timeline).getByText('Opening')).toBeVisible();
    expect(within(timeline).getByText('1 h 30 min')).toBeVisible();
    expect(within(timeline).getByText('optional')).toBeVisible();
    expect(screen.getByText('Total 1 h 45 min · 09:00 → 10:45')).toBeVisible();
    const stage = screen.getByRole('region', { name: 'Stage screen preview' });
    expect(within(stage).getByRole('timer').textContent).toBe('90:00');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(within(stage).getByText('Coffee')).toBeVisible();
    expect(within(stage).getByRole('timer').textContent).toBe('15:00');
  });

  it('offers the dashboard instead of sign-up to a signed-in visitor', async () => {
    localStorage.setItem('ordo.token', 'a-session-token');
    renderRoute('/');
    const back = await screen.findByRole('link', { name: 'Go to my meetings' });
    expect(back.getAttribute('href')).toBe('/user');
    expect(screen.queryByRole('link', { name: 'Create a free account' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ordo' }).getAttribute('href')).toBe('/user');
  });

  it('shows the editor, cockpit, stage and remote as pictures that load late and never shift the page', async () => {
    renderRoute('/');
    const section = await screen.findByRole('region', {
      name: 'Run it live, on every screen at once',
    });
    const pictures = within(section).getAllByRole('img');
    // Each screen twice, light and dark: the stylesheet shows the one of the page's scheme.
    expect(pictures).toHaveLength(8);
    expect(within(section).getAllByAltText(/^The phone remote: /)).toHaveLength(2);
    for (const picture of pictures) {
      expect(picture.getAttribute('loading')).toBe('lazy');
      expect(Number(picture.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(picture.getAttribute('height'))).toBeGreaterThan(0);
      // Every file the page asks for is one scripts/landing-shots.ts wrote and we committed.
      const sources = (picture.getAttribute('srcset') ?? '')
        .split(', ')
        .map((item) => item.split(' ')[0]);
      for (const source of [picture.getAttribute('src'), ...sources])
        expect(existsSync(path.join(publicDir, source ?? '')), source ?? '').toBe(true);
    }
  });

  it('speaks to every audience SPEC names', async () => {
    renderRoute('/');
    const section = await screen.findByRole('region', {
      name: 'Made for everyone who runs a meeting',
    });
    for (const audience of [
      'Facilitators',
      'Project managers',
      'Product owners',
      'Event organisers',
      'Team managers',
      'Speakers',
      'Students',
      'Coaches',
    ])
      expect(within(section).getByRole('heading', { name: audience })).toBeVisible();
  });
});
