import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  redirectUrlSchema,
  subscriptionSchema,
  testCheckoutSchema,
  type BillingInterval,
} from '@ordo/contract';
import { useAuthToken } from '../hooks/use-auth-token.ts';
import { api } from './client.ts';
import { usersKey } from './users.ts';

/** Under the users key: signing out or in forgets it with every other personal query. */
export const subscriptionKey = ['users', 'subscription'] as const;

/** `GET /v2/payments/subscription`: plan, period, provider and what this server offers. */
export function useSubscription() {
  const token = useAuthToken();
  return useQuery({
    queryKey: subscriptionKey,
    queryFn: ({ signal }) =>
      api(
        '/v2/payments/subscription',
        { signal },
        import.meta.env.DEV ? subscriptionSchema : undefined,
      ),
    enabled: token !== null,
    meta: { silentError: true },
  });
}

/** Any change of plan refreshes everything about the user (entitlements, AI power). */
function useRefreshUser() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: usersKey });
}

/** Opens the checkout of `interval` and sends the browser there. */
export function useCheckout() {
  return useMutation({
    mutationFn: (interval: BillingInterval) =>
      api(
        '/v2/payments/create-checkout-session',
        { method: 'POST', body: { interval } },
        import.meta.env.DEV ? redirectUrlSchema : undefined,
      ),
    onSuccess: ({ url }) => window.location.assign(url),
    meta: { silentError: true },
  });
}

/** Cancels at the period end (`cancel: true`) or keeps PRO after all. */
export function useCancelAtPeriodEnd() {
  const refresh = useRefreshUser();
  return useMutation({
    mutationFn: (cancel: boolean) =>
      api(
        cancel ? '/v2/payments/cancel' : '/v2/payments/resume',
        { method: 'POST' },
        import.meta.env.DEV ? subscriptionSchema : undefined,
      ),
    onSuccess: refresh,
    meta: { silentError: true },
  });
}

/** The Stripe customer portal (invoices, payment method). */
export function usePortal() {
  return useMutation({
    mutationFn: () =>
      api(
        '/v2/payments/portal',
        { method: 'POST' },
        import.meta.env.DEV ? redirectUrlSchema : undefined,
      ),
    onSuccess: ({ url }) => window.location.assign(url),
    meta: { silentError: true },
  });
}

export function useTestCheckout(session: string) {
  return useQuery({
    queryKey: ['users', 'test-checkout', session],
    queryFn: ({ signal }) =>
      api(
        `/v2/payments/test-checkout/${encodeURIComponent(session)}`,
        { signal },
        import.meta.env.DEV ? testCheckoutSchema : undefined,
      ),
    enabled: session !== '',
    retry: false,
    meta: { silentError: true },
  });
}

export function usePayTestCheckout(session: string) {
  const refresh = useRefreshUser();
  return useMutation({
    mutationFn: () =>
      api(
        `/v2/payments/test-checkout/${encodeURIComponent(session)}/pay`,
        { method: 'POST' },
        import.meta.env.DEV ? testCheckoutSchema : undefined,
      ),
    onSuccess: refresh,
    meta: { silentError: true },
  });
}
