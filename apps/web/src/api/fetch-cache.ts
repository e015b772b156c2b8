import { ApiError } from './errors.ts';

/** What a screen knows of one read: the last answer, the last failure, and when it answered. */
export type Fetched<T> = {
  data?: T;
  error: unknown;
  loading: boolean;
  updatedAt: number;
};

type Entry<T> = Fetched<T> & { request?: Promise<void> };

const idle: Fetched<never> = { error: null, loading: false, updatedAt: 0 };

/** Two more tries, 1 s then 2 s apart, for what may be a passing fault: no answer, or a 5xx. */
const RETRIES = 2;
const transient = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every cache holding what a signed-in person may see differently from a visitor. */
const sessionCaches = new Set<FetchCache<unknown>>();

/**
 * A few reads kept by key, for the participants' screens (public meeting, configuration)
 * without TanStack Query, which their build does not carry (issue 11's page weight). Like it:
 * one request per key at a time, retries of passing faults, the last answer kept while a
 * refresh fails, and an unchanged answer keeps its identity so nothing re-renders for it.
 * HTTP caching (ETag, 304) is the browser's, as for every `fetch`.
 */
export class FetchCache<T> {
  private entries = new Map<string, Entry<T>>();
  private listeners = new Set<() => void>();
  /** Bumped by `clear`: an answer to a request sent before it is dropped. */
  private generation = 0;

  /** `session`: forgotten when the signed-in person changes (see forgetSessionReads). */
  constructor(options: { session: boolean }) {
    if (options.session) sessionCaches.add(this as FetchCache<unknown>);
  }

  get(key: string): Fetched<T> {
    return this.entries.get(key) ?? idle;
  }

  /** An answer obtained elsewhere (the join screen opening a meeting), fresh as of now. */
  set(key: string, data: T): void {
    this.update(key, { data, error: null, loading: false, updatedAt: Date.now() });
  }

  /** Fetches `key` unless a request for it is already under way; never rejects. */
  load(key: string, fetcher: () => Promise<T>): Promise<void> {
    const current = this.entries.get(key);
    if (current?.request) return current.request;
    const request = this.attempt(key, fetcher, 0, this.generation);
    this.update(key, { ...(current ?? idle), loading: true, request });
    return request;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.notify();
  }

  private async attempt(
    key: string,
    fetcher: () => Promise<T>,
    failures: number,
    generation: number,
  ): Promise<void> {
    try {
      const data = await fetcher();
      if (generation !== this.generation) return;
      const previous = this.entries.get(key)?.data;
      const same = previous !== undefined && JSON.stringify(previous) === JSON.stringify(data);
      this.update(key, {
        data: same ? previous : data,
        error: null,
        loading: false,
        updatedAt: Date.now(),
      });
    } catch (error) {
      if (failures < RETRIES && transient(error)) {
        await pause(1000 * 2 ** failures);
        return this.attempt(key, fetcher, failures + 1, generation);
      }
      if (generation !== this.generation) return;
      const { data, updatedAt } = this.get(key);
      this.update(key, { data, error, loading: false, updatedAt });
    }
  }

  private update(key: string, entry: Entry<T>): void {
    this.entries.set(key, entry);
    this.notify();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}

/** Sign-in and sign-out: what the previous person could read must not show to the next. */
export function forgetSessionReads(): void {
  for (const cache of sessionCaches) cache.clear();
}
