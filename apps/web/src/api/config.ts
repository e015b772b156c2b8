import { publicConfigSchema, type PublicConfig } from '@ordo/contract';
import { useFetched } from '../hooks/use-fetched.ts';
import { api } from './client.ts';
import { FetchCache } from './fetch-cache.ts';

/** The same for everyone, and it never changes while the page is open. */
export const configCache = new FetchCache<PublicConfig>({ session: false });

const fetchConfig = () =>
  // Checked against the contract in development and tests; production trusts its own server.
  api<PublicConfig>('/api/config', {}, import.meta.env.DEV ? publicConfigSchema : undefined);

/**
 * The installation's public configuration: brand, feature flags, languages, limits. A plain
 * cached read rather than a TanStack query, so the participants' build can do without it.
 */
export function useConfig() {
  return useFetched(configCache, 'config', fetchConfig, { staleMs: Infinity });
}
