import { useQuery } from '@tanstack/react-query';
import { publicConfigSchema, type PublicConfig } from '@ordo/contract';
import { api } from './client.ts';

export const configQuery = {
  queryKey: ['config'],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    // Checked against the contract in development and tests; production trusts its own server.
    api<PublicConfig>(
      '/api/config',
      { signal },
      import.meta.env.DEV ? publicConfigSchema : undefined,
    ),
  staleTime: Infinity,
  meta: { silentError: true },
};

/** The installation's public configuration: brand, feature flags, languages, limits. */
export function useConfig() {
  return useQuery(configQuery);
}
