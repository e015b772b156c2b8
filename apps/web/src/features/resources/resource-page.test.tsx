import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen } from '@testing-library/react';
import { renderRoute, testConfig } from '../../test/render.tsx';
import { linkEnvName, linkNameOf, resourceTopics } from './topics.ts';

// Lazy routes load on first render: slow on a busy machine, so wait longer than the defaults.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 10_000 });
afterEach(() => localStorage.clear());

describe('resource topics', () => {
  it('gives every alias but /welcome its own LINK_ setting', () => {
    const names = resourceTopics('ordo')
      .filter((topic) => topic !== 'welcome')
      .map((topic) => linkNameOf(topic));
    expect(names).not.toContain(null);
    expect(new Set(names).size).toBe(names.length);
    expect(linkEnvName('subscriptionEnd')).toBe('LINK_SUBSCRIPTION_END');
    expect(linkNameOf('discover-ordo-fr')).toBe('discoverFr');
  });
});

describe('resource pages without a configured link', () => {
  it('explains a closed teamspace and names the setting that moves the page', async () => {
    renderRoute('/closed-teamspace');
    expect(await screen.findByRole('heading', { name: 'This teamspace is closed' })).toBeVisible();
    expect(screen.getByText(/as soon as its owner's PRO plan ends/)).toBeVisible();
    expect(screen.getByText(/set LINK_CLOSED_TEAMSPACE to send visitors/)).toBeVisible();
  });

  it('says in the privacy notice whether page views are counted', async () => {
    renderRoute('/privacy');
    expect(await screen.findByText('This installation does not count page views.')).toBeVisible();
  });

  it('says so when ANALYTICS_URL is set', async () => {
    renderRoute('/privacy', { ...testConfig(), analyticsUrl: 'https://stats.example.com/c' });
    expect(await screen.findByText(/This installation counts page views/)).toBeVisible();
  });

  it('serves a real help page with the syntax, sharing, live run and cockpit keys', async () => {
    renderRoute('/help');
    for (const heading of [
      'Write an agenda',
      'Share and protect with an access code',
      'Run it live',
      'Read Insight',
      'Keyboard shortcuts',
      'More questions',
    ])
      expect(await screen.findByRole('heading', { name: heading })).toBeVisible();
    expect(screen.getByText('Next sequence')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Read the FAQ' }).getAttribute('href')).toBe('/#faq');
  });

  it('leads a signed-in visitor back to the dashboard', async () => {
    localStorage.setItem('ordo.token', 'a-session-token');
    renderRoute('/terms');
    expect(
      (await screen.findByRole('link', { name: 'Back to my meetings' })).getAttribute('href'),
    ).toBe('/user');
  });
});
