import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { FetchCache, Fetched } from '../api/fetch-cache.ts';

export type FetchedView<T> = Fetched<T> & { isError: boolean; refetch: () => Promise<void> };

type Options = {
  /** False: read what the cache holds, send nothing. */
  enabled?: boolean;
  /** An answer older than this is fetched again when the page comes back into view. */
  staleMs?: number;
  /** Fetched again this often while shown. */
  refreshMs?: number;
};

/**
 * One read from a FetchCache for a screen: fetched when first shown (unless the cache already
 * holds a fresh answer), again every `refreshMs`, and when the tab comes back into view or the
 * network comes back with a stale answer, as TanStack Query does for the full app's screens.
 */
export function useFetched<T>(
  cache: FetchCache<T>,
  key: string,
  fetcher: () => Promise<T>,
  { enabled = true, staleMs = 30_000, refreshMs }: Options = {},
): FetchedView<T> {
  // The same read on the server: the front door's prerender fills the cache before it renders,
  // and the browser fills it with the same answers before it hydrates the page.
  const read = () => cache.get(key);
  const entry = useSyncExternalStore(cache.subscribe, read, read);
  // The fetcher is a new closure on every render; the one of the latest render is the one used.
  const latest = useRef(fetcher);
  useEffect(() => {
    latest.current = fetcher;
  });
  const refetch = useCallback(() => cache.load(key, () => latest.current()), [cache, key]);

  useEffect(() => {
    if (!enabled) return;
    const stale = () => {
      const { updatedAt } = cache.get(key);
      return updatedAt === 0 || Date.now() - updatedAt >= staleMs;
    };
    if (stale() || cache.get(key).error) void refetch();
    const whenStale = () => {
      if (document.visibilityState === 'visible' && stale()) void refetch();
    };
    document.addEventListener('visibilitychange', whenStale);
    window.addEventListener('online', whenStale);
    const timer = refreshMs ? setInterval(() => void refetch(), refreshMs) : undefined;
    return () => {
      document.removeEventListener('visibilitychange', whenStale);
      window.removeEventListener('online', whenStale);
      clearInterval(timer);
    };
  }, [cache, key, enabled, staleMs, refreshMs, refetch]);

  return { ...entry, isError: entry.error !== null && entry.error !== undefined, refetch };
}
