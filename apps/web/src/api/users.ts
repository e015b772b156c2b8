import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  authResultSchema,
  oidcStatusSchema,
  userDataSchema,
  type UpdateMeBody,
} from '@ordo/contract';
import { useAuthToken } from '../hooks/use-auth-token.ts';
import { authToken } from './auth-token.ts';
import { api } from './client.ts';
import { forgetSessionReads } from './fetch-cache.ts';
import { putMe } from './me.ts';

/** Every query about the signed-in user starts with this key, so one invalidation covers all. */
export const usersKey = ['users'] as const;
export const userDataKey = ['users', 'data'] as const;

export const userDataQuery = {
  queryKey: userDataKey,
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    api(
      '/v1/users/data',
      { method: 'POST', signal },
      import.meta.env.DEV ? userDataSchema : undefined,
    ),
};

/** `POST /v1/users/data`: account, profile, plan, onboarding and AI power. Idle when signed out. */
export function useUserData() {
  const token = useAuthToken();
  return useQuery({ ...userDataQuery, enabled: token !== null, meta: { silentError: true } });
}

/** `PUT /v1/users/me`; every user query is refreshed afterwards. */
export function useUpdateMe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMeBody) => putMe(body),
    onSuccess: () => client.invalidateQueries({ queryKey: usersKey }),
    meta: { silentError: true },
  });
}

/** The OIDC provider of this installation and whether it answers right now. */
export function useOidcStatus(enabled: boolean) {
  return useQuery({
    queryKey: ['oidc-status'],
    queryFn: ({ signal }) =>
      api('/v1/users/oidc', { signal }, import.meta.env.DEV ? oidcStatusSchema : undefined),
    enabled,
    staleTime: 10_000,
    meta: { silentError: true },
  });
}

export const signInCalls = {
  login: (body: { email: string; password: string }) =>
    api(
      '/v1/users/login',
      { method: 'POST', body },
      import.meta.env.DEV ? authResultSchema : undefined,
    ),
  register: (body: { email: string; password: string; fullName: string; language: string }) =>
    api(
      '/v1/users/register',
      { method: 'POST', body },
      import.meta.env.DEV ? authResultSchema : undefined,
    ),
  magicLink: (body: { email: string; language: string; returnTo?: string }) =>
    api('/v1/users/magic-link', { method: 'POST', body }),
  forgotPassword: (body: { email: string; language: string }) =>
    api('/v1/users/password/forgot', { method: 'POST', body }),
  resetPassword: (body: { token: string; password: string }) =>
    api('/v1/users/password/reset', { method: 'POST', body }),
  /** Swaps the session cookie of a browser redirect for a bearer token. */
  exchangeCookie: () =>
    api('/v1/users/token', { method: 'POST' }, import.meta.env.DEV ? authResultSchema : undefined),
};

/**
 * Queries that outlive a change of user: the sign-in landing that is changing the user right
 * now. (The installation's configuration, which the router is built from, has a cache of its
 * own that sign-in and sign-out leave alone: api/config.ts.)
 */
const sessionless = new Set<unknown>(['sign-in-landing']);

function forgetUserData(client: QueryClient): void {
  client.removeQueries({ predicate: (query) => !sessionless.has(query.queryKey[0]) });
  forgetSessionReads();
}

/** Keeps `token` as the signed-in session and forgets whatever was cached for someone else. */
export function startSession(client: QueryClient, token: string): void {
  forgetUserData(client);
  authToken.set(token);
}

/** Forgets the session and everything cached about the user. */
export function endSession(client: QueryClient): void {
  authToken.set(null);
  forgetUserData(client);
}
