import { useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Filters kept in the page's address (`?q=&…`), so a filtered list can be shared and the back
 * button restores it. `read` turns an address into filters, `write` filters into one.
 *
 * A change applies to the address the person last chose, not to the one rendered: the router
 * updates the address in a transition, so a second choice made before it re-rendered (a
 * category, then at once a duration) would otherwise start from the old address and drop the
 * first.
 */
export function useAddressFilters<T>(
  read: (params: URLSearchParams) => T,
  write: (filters: T) => URLSearchParams,
): [T, (change: Partial<T>) => void] {
  const [params, setParams] = useSearchParams();
  const shown = params.toString();
  // The addresses asked for since the router last caught up, after the one they started from
  // (read and written in the handler only: what renders is the address).
  const asked = useRef<string[]>([]);
  const update = (change: Partial<T>) => {
    // Start from what the page shows, unless it still shows an address of the chain (the router
    // has not caught up with the last choice yet): then from that last choice.
    if (!asked.current.includes(shown) || asked.current.at(-1) === shown) asked.current = [shown];
    const chosen = read(new URLSearchParams(asked.current.at(-1)));
    const search = write({ ...chosen, ...change });
    asked.current.push(search.toString());
    setParams(search, { replace: true });
  };
  return [read(params), update];
}
