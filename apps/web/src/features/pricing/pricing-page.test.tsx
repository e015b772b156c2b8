import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen } from '@testing-library/react';
import { renderRoute, testConfig } from '../../test/render.tsx';

// Lazy routes load on first render: slow on a busy machine, so wait longer than the defaults.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 10_000 });
afterEach(() => localStorage.clear());

const configured = () => ({
  ...testConfig(),
  pricing: { currency: 'EUR' as const, monthly: 10, yearly: 90 },
});

describe('pricing page', () => {
  it('prices PRO from the configuration, yearly first, monthly on demand', async () => {
    renderRoute('/pricing', configured());
    expect(await screen.findByText('€7.50 / month')).toBeVisible();
    expect(screen.getByText('excluding VAT, billed €90 a year')).toBeVisible();
    fireEvent.click(screen.getByText('Monthly'));
    expect(screen.getByText('€10 / month')).toBeVisible();
    expect(screen.getByText('excluding VAT, billed monthly')).toBeVisible();
    expect(screen.getByText('100 versions of history per meeting')).toBeVisible();
  });

  it('sends a visitor to sign up first, then to the subscription', async () => {
    renderRoute('/pricing');
    const start = await screen.findByRole('link', { name: 'Start with PRO' });
    const url = new URL(start.getAttribute('href') ?? '', 'http://x');
    expect(url.pathname).toBe('/user/login');
    expect(url.searchParams.get('mode')).toBe('signup');
    expect(url.searchParams.get('next')).toBe('/user/subscription?interval=year');
  });

  it('sends a signed-in user straight to the subscription page', async () => {
    localStorage.setItem('ordo.token', 'a-session-token');
    renderRoute('/pricing');
    fireEvent.click(await screen.findByText('Monthly'));
    expect(screen.getByRole('link', { name: 'Upgrade to PRO' }).getAttribute('href')).toBe(
      '/user/subscription?interval=month',
    );
  });

  it('says PRO comes from the administrator when payment is off', async () => {
    renderRoute('/pricing', testConfig({ payment: false }));
    expect(await screen.findByTestId('pro-admin')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Start with PRO' })).toBeNull();
    expect(screen.queryByText('Early-adopter offer')).toBeNull();
  });
});
