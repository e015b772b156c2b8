import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import i18n from 'i18next';
import type { Method } from '@ordo/contract';
import { renderWithProviders } from '../../test/render.tsx';
import { MethodDetail } from './method-detail.tsx';
import { MethodFacts } from './method-facts.tsx';

const method: Method = {
  id: 'one-two-four-all',
  name: '1-2-4-All',
  purpose: 'Gets every voice into the room.',
  whenToUse: 'When you want ideas from everyone.',
  prompt: 'What could we try next month?',
  steps: ['Think alone for a minute.', 'Share in pairs.', 'Pairs join into fours.'],
  materials: [],
  remote: 'Breakout rooms of two, then four.',
  phase: 'diverge',
  intents: ['ideation'],
  minutes: [10, 15],
  group: [4, 1000],
  subgroups: true,
  mode: 'mixed',
  energy: 'medium',
  movement: false,
  source: 'Liberating Structures',
  insertText: '# 1-2-4-All\n: 15\n',
};

afterEach(() => i18n.changeLanguage('en'));

describe('a method card', () => {
  it('numbers the steps in order and says when there is nothing to prepare', () => {
    renderWithProviders(<MethodDetail method={method} />);
    const steps = within(screen.getByTestId('method-steps')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(method.steps);
    expect(screen.getByTestId('method-steps').tagName).toBe('OL');
    expect(screen.getByRole('heading', { name: 'Running it online' })).toBeVisible();
    expect(screen.getByText('Nothing to prepare.')).toBeVisible();
    expect(screen.getByText('Liberating Structures')).toBeVisible();
  });

  it('reads its time, open-ended group size and way of working in French', async () => {
    await i18n.changeLanguage('fr');
    renderWithProviders(<MethodFacts method={{ ...method, remote: true }} />);
    expect(screen.getByText('Explorer des idées')).toBeVisible();
    expect(screen.getByText('10 à 15 min')).toBeVisible();
    expect(screen.getByText('4 personnes et plus')).toBeVisible();
    expect(screen.getByText('Groupes et plénière')).toBeVisible();
    expect(screen.getByText('Variante à distance')).toBeVisible();
  });

  it('says one person, not one people, for a solo method', () => {
    renderWithProviders(<MethodFacts method={{ ...method, group: [1, 1], remote: true }} />);
    expect(screen.getByText('1 person')).toBeVisible();
  });
});
