import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { AiQuotaAnswer } from '@ordo/contract';
import { ApiError } from '../../api/errors.ts';
import { renderWithProviders, testConfig } from '../../test/render.tsx';
import { AiProblem } from './ai-problem.tsx';
import { PowerGauge } from './power-gauge.tsx';

const quota = (overrides: Partial<AiQuotaAnswer>): AiQuotaAnswer => ({
  plan: 'free',
  unlimited: false,
  powerMonthly: 240,
  powerUsed: 60,
  percentUsed: 25,
  refillsAt: '2026-12-01T00:00:00.000Z',
  daysUntilRefill: 8,
  ...overrides,
});

const inRouter = (ui: React.ReactElement, config = testConfig()) =>
  renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>, config);

describe('the power gauge', () => {
  it('shows the share used and the days until refill', () => {
    inRouter(<PowerGauge quota={quota({})} />);
    expect(screen.getByTestId('power-percent').textContent).toBe("25% of this month's power used");
    expect(screen.getByText('Refills in 8 days')).toBeVisible();
    expect(screen.queryByTestId('power-limit')).toBeNull();
  });

  it('at the limit, says so and links to PRO', () => {
    inRouter(<PowerGauge quota={quota({ powerUsed: 240, percentUsed: 100 })} />);
    expect(screen.getByText('You reached your Power limit')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Become PRO' }).getAttribute('href')).toBe(
      '/user/subscription',
    );
  });

  it('says unlimited for PRO', () => {
    inRouter(
      <PowerGauge
        quota={quota({ plan: 'pro', unlimited: true, powerMonthly: null, percentUsed: 0 })}
      />,
    );
    expect(screen.getByText('Unlimited power with PRO (fair use)')).toBeVisible();
    expect(screen.queryByTestId('power-percent')).toBeNull();
  });
});

describe('AI problems', () => {
  it('says the AI coach did not answer, by the feature’s one name (not the brand)', () => {
    inRouter(<AiProblem error={new ApiError('AI_UNAVAILABLE', 'down', 503)} />, {
      ...testConfig(),
      brandName: 'Acme',
    });
    expect(screen.getByText('No answer from the AI coach')).toBeVisible();
    expect(screen.getByText('Rephrase your request or try again in a moment.')).toBeVisible();
  });

  it('shows the power limit, without a PRO link when payments are off', () => {
    inRouter(
      <AiProblem error={new ApiError('AI_POWER_LIMIT', 'limit', 402)} />,
      testConfig({ payment: false }),
    );
    expect(screen.getByText('You reached your Power limit')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Become PRO' })).toBeNull();
  });
});
