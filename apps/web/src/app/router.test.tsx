import { describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderRoute, testConfig } from '../test/render.tsx';

const notFound = 'This page has disappeared';

describe('routes', () => {
  it('shows the home page at /', async () => {
    renderRoute('/');
    expect(await screen.findByRole('link', { name: 'Try the editor' })).toHaveProperty(
      'pathname',
      '/meeting/editor',
    );
  }, 20_000);

  it.each(['/no/such/page', '/user/nothing-here', '/meeting/join/abc/extra'])(
    'shows the 404 page with a link home at %s',
    async (path) => {
      renderRoute(path);
      expect(await screen.findByRole('heading', { name: notFound })).toBeVisible();
      expect(screen.getByRole('link', { name: 'Back to the homepage' }).getAttribute('href')).toBe(
        '/',
      );
    },
  );

  it.each([
    ['/user/ordoi', { ai: false }],
    ['/user/settings/ordoi', { ai: false }],
    ['/user/subscription', { payment: false }],
    ['/user/subscription/success', { payment: false }],
    ['/user/workspaces', { workspaces: false }],
    ['/user/workspace/0b6c1d4e-0000-4000-8000-000000000000', { workspaces: false }],
    ['/meeting/join', { publicLiveMeeting: false }],
    ['/m/abc/live', { publicLiveMeeting: false }],
  ])('shows the 404 page at %s when its feature is off', async (path, flags) => {
    renderRoute(path, testConfig(flags));
    expect(await screen.findByRole('heading', { name: notFound })).toBeVisible();
  });

  it.each([
    ['/user/ordoi', 'AI coach'],
    ['/user/subscription/success', 'Welcome to PRO'],
    ['/meeting/join', 'Join an event'],
    ['/pricing', 'Pricing'],
  ])('opens %s when its feature is on', async (path, heading) => {
    if (path.startsWith('/user')) localStorage.setItem('ordo.token', 'a-session-token');
    renderRoute(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeVisible();
  });

  it('hands the route parameter to its screen', async () => {
    localStorage.setItem('ordo.token', 'a-session-token');
    // No API runs in these tests: record what the screen asks for and answer "not found".
    const asked: string[] = [];
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      asked.push(String(input));
      return Response.json(
        { code: 'TEMPLATE_NOT_FOUND', message: 'Template not found' },
        {
          status: 404,
        },
      );
    });
    try {
      renderRoute('/user/template/3f1c2a9e-1111-4222-8333-444455556666');
      expect(await screen.findByRole('alert')).toBeVisible();
      expect(
        asked.some((url) => url.includes('/v1/templates/3f1c2a9e-1111-4222-8333-444455556666')),
      ).toBe(true);
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('names the brand in the {product} routes', async () => {
    renderRoute('/discover-acme-fr', { ...testConfig(), brandName: 'Acme' });
    expect(await screen.findByRole('heading', { name: 'Discover Acme' })).toBeVisible();
  });

  it.each([
    '/toNotion',
    '/privacy',
    '/terms',
    '/help',
    '/transfer-teamspace',
    '/welcome',
    '/public/welcome',
  ])('serves %s', async (path) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.queryByRole('heading', { name: notFound })).toBeNull();
  });

  it.each([
    '/user',
    '/user/settings',
    '/user/settings/account',
    '/user/onboarding',
    '/user/meeting/3f1c2a9e-1111-4222-8333-444455556666/print',
  ])('sends a signed-out visitor of %s to the sign-in page, to come back after', async (path) => {
    const { location } = renderRoute(path);
    expect(await screen.findByRole('heading', { name: 'Sign in to Ordo' })).toBeVisible();
    expect(location().pathname).toBe('/user/login');
    const next = new URLSearchParams(location().search).get('next');
    expect(next).toBe(path === '/user' ? null : path);
  });

  it.each(['/', '/templates', '/meeting/editor', '/pricing', '/user/logout'])(
    'never asks a signed-out visitor of %s to sign in',
    async (path) => {
      const { location } = renderRoute(path);
      expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
      expect(location().pathname).toBe(path);
    },
  );

  it('shows the provider button on the sign-in page only when one is configured', async () => {
    renderRoute('/user/login');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(screen.queryByText(/Continue with/)).toBeNull();
    cleanup();
    const withOidc = testConfig();
    withOidc.auth.oidc = { enabled: true, name: 'Acme SSO' };
    renderRoute('/user/login', withOidc);
    expect(await screen.findByText('Continue with Acme SSO')).toBeVisible();
  });
});
