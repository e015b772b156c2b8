import { useAuthToken } from './use-auth-token.ts';

/**
 * Where "home" is for the current visitor: the dashboard once signed in, the landing page
 * otherwise. Every "Back to the homepage" and brand link goes through this.
 */
export function useHomePath(): '/user' | '/' {
  return useAuthToken() === null ? '/' : '/user';
}
