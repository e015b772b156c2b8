import { useQuery } from '@tanstack/react-query';
import { meSchema } from '@ordo/contract';
import { authToken } from './auth-token.ts';
import { api } from './client.ts';

export const currentUserKey = ['users', 'me'] as const;

/** The signed-in user (`GET /v1/users/me`): name, plan, profile. Idle while signed out. */
export function useCurrentUser() {
  return useQuery({
    queryKey: currentUserKey,
    queryFn: ({ signal }) => api('/v1/users/me', { signal }, meSchema),
    enabled: authToken.get() !== null,
    staleTime: 60_000,
    meta: { silentError: true },
  });
}
