import { useSyncExternalStore } from 'react';
import { authToken } from '../api/auth-token.ts';

/** The current bearer token; re-renders on sign-in, sign-out and when a session is revoked. */
export function useAuthToken(): string | null {
  return useSyncExternalStore(authToken.subscribe, authToken.get, () => null);
}
