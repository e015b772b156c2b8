import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Subscription } from '@ordo/contract';
import { renderRoute, testConfig } from '../../test/render.tsx';
import { endsWithinAWeek } from './format.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const free: Subscription = {
  plan: 'free',
  interval: null,
  status: 'none',
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  provider: 'none',
  proEndsAt: null,
  checkout: 'test',
  portal: false,
};
const pro: Subscription = {
  ...free,
  plan: 'pro',
  interval: 'month',
  status: 'active',
  currentPeriodEnd: '2026-12-23T12:00:00.000Z',
  provider: 'stripe',
  checkout: 'stripe',
  portal: true,
};

let subscription: Subscription;
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  localStorage.setItem('ordo.token', 'a-session-token');
  fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith('/v2/payments/subscription')) return json(subscription);
    if (url.endsWith('/v2/payments/cancel')) {
      subscription = { ...subscription, cancelAtPeriodEnd: true, proEndsAt: pro.currentPeriodEnd };
      return json(subscription);
    }
    return json({ code: 'NOT_FOUND', message: 'no' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

// Routes load their modules lazily: slow on a busy machine, hence the longer timeouts.
describe('/user/subscription', { timeout: 20_000 }, () => {
  it('offers monthly or yearly with the price excluding VAT, and says the checkout is a test', async () => {
    subscription = free;
    renderRoute('/user/subscription');
    expect(await screen.findByTestId('price')).toHaveProperty('textContent', '€8 / month');
    expect(screen.getByText('excl. VAT, billed €96 a year')).toBeVisible();
    expect(screen.getByText('Early-adopter offer')).toBeVisible();
    expect(screen.getByText(/the next page is a test checkout/)).toBeVisible();
    fireEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(screen.getByTestId('price').textContent).toBe('€12 / month');
    expect(screen.getByText('excl. VAT, billed monthly')).toBeVisible();
  });

  it('says PRO comes from the administrator when the server sells nothing', async () => {
    subscription = { ...free, checkout: 'none' };
    renderRoute('/user/subscription');
    expect(await screen.findByTestId('pro-admin')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Upgrade to PRO' })).toBeNull();
  });

  it('cancels at the period end only after confirmation, then offers to keep PRO', async () => {
    subscription = pro;
    renderRoute('/user/subscription');
    expect((await screen.findByTestId('plan-status')).textContent).toBe(
      'Renews on 23 December 2026, billed monthly.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/cancel'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel at period end' }));
    expect(await screen.findByRole('button', { name: 'Keep PRO' })).toBeVisible();
    await waitFor(() =>
      expect(screen.getByTestId('plan-status').textContent).toContain(
        'PRO stays until 23 December 2026',
      ),
    );
    expect(screen.getByRole('button', { name: 'Manage billing' })).toBeVisible();
  });
});

describe('Settings › Billing', { timeout: 20_000 }, () => {
  it('is reachable with payment off and says how to get PRO here', async () => {
    subscription = { ...free, checkout: 'none' };
    renderRoute('/user/settings/billing', testConfig({ payment: false }));
    expect(await screen.findByTestId('pro-admin')).toHaveProperty(
      'textContent',
      'On this installation, PRO is granted by the administrator. Ask them to upgrade your account.',
    );
    expect(screen.getByRole('tab', { name: 'Billing' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Upgrade to PRO' })).toBeNull();
    expect(screen.getByRole('rowheader', { name: 'Version history' }).nextSibling).toHaveProperty(
      'textContent',
      '20 versions per meeting',
    );
  });
});

describe('the PRO-ending banner', () => {
  const now = Date.parse('2026-12-01T12:00:00Z');
  it.each([
    ['in three days', '2026-12-04T12:00:00Z', true],
    ['in eight days', '2026-12-09T12:00:00Z', false],
    ['already past', '2026-11-30T12:00:00Z', false],
  ])('shows when PRO ends %s: %s', (_, proEndsAt, shown) => {
    expect(endsWithinAWeek({ ...pro, proEndsAt }, now)).toBe(shown);
  });
  it('stays hidden without an end', () => {
    expect(endsWithinAWeek(pro, now)).toBe(false);
  });
});
