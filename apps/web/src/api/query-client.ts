import { QueryCache, QueryClient, MutationCache } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import i18n from 'i18next';
import { ApiError, isCancelled } from './errors.ts';

/** The message a person reads for an API error: translated by code, else the server's text. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const key = `errors.${error.code}`;
    return i18n.exists(key) ? i18n.t(key) : error.message;
  }
  return i18n.t('errors.INTERNAL_ERROR');
}

function report(error: unknown, silent: boolean) {
  if (isCancelled(error) || silent) return;
  notifications.show({ color: 'red', title: i18n.t('errors.title'), message: errorMessage(error) });
}

export const queryClient = new QueryClient({
  // Screens that show their own error set `meta: { silentError: true }`.
  queryCache: new QueryCache({
    onError: (error, query) => report(error, Boolean(query.meta?.silentError)),
  }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) =>
      report(error, Boolean(mutation.meta?.silentError)),
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // 4xx answers are final; retry only what might be a passing network fault.
      retry: (failureCount, error) =>
        failureCount < 2 &&
        (!(error instanceof ApiError) || error.status === 0 || error.status >= 500),
    },
  },
});
