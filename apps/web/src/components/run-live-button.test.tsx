import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Lifecycle } from '@ordo/contract';
import { renderWithProviders } from '../test/render.tsx';
import { RunLiveButton } from './run-live-button.tsx';

const uuid = '3f1c2a9e-1111-4222-8333-444455556666';
const cockpit = `/user/meeting/${uuid}/resume`;

describe('the door to the cockpit', () => {
  it.each<[Lifecycle, string, string]>([
    ['draft', 'Run live', cockpit],
    ['planned', 'Run live', cockpit],
    ['published', 'Run live', cockpit],
    ['archived', 'Run live', cockpit],
    ['live', 'Open the live run', cockpit],
    ['done', 'Run again', `${cockpit}?again=1`],
  ])('a %s meeting offers "%s"', (lifecycle, label, href) => {
    renderWithProviders(
      <MemoryRouter>
        <RunLiveButton uuid={uuid} lifecycle={lifecycle} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: label }).getAttribute('href')).toBe(href);
  });

  it('names the meeting where several sit side by side', () => {
    renderWithProviders(
      <MemoryRouter>
        <RunLiveButton uuid={uuid} lifecycle="draft" title="Sprint review" compact />
      </MemoryRouter>,
    );
    // The visible words come first in the name (a voice command says what it sees).
    expect(screen.getByRole('link', { name: 'Run live: Sprint review' }).textContent).toBe(
      'Run live',
    );
  });
});
