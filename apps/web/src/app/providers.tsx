import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { onLanguageSaved } from '../api/me.ts';
import { queryClient } from '../api/query-client.ts';
import { usersKey } from '../api/users.ts';
import { BaseProviders } from './base-providers.tsx';

/** The full app's providers: the participants' ones plus TanStack Query's cache. */
export function AppProviders({ children }: { children: ReactNode }) {
  // The language switcher saves outside the query cache: what it holds of the user follows.
  useEffect(
    () => onLanguageSaved(() => void queryClient.invalidateQueries({ queryKey: usersKey })),
    [],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <BaseProviders>{children}</BaseProviders>
    </QueryClientProvider>
  );
}
