import { useSearchParams } from 'react-router';
import type { MethodPhase } from '@ordo/contract';
import { methodPhases } from './phases.ts';

export type MethodGalleryFilters = {
  q: string;
  phase: MethodPhase | null;
  people: number | null;
  minutes: number | null;
};

/** The "time you have" choices, in minutes. */
export const minuteChoices = [5, 10, 15, 20, 30, 45, 60, 90, 120] as const;

function positive(value: string | null, max: number): number | null {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= max ? number : null;
}

/**
 * The gallery's filters live in the address (`?q=&phase=&people=&minutes=`), so a filtered
 * gallery can be shared and the back button restores it.
 */
export function useMethodFilters(): [MethodGalleryFilters, (next: MethodGalleryFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters: MethodGalleryFilters = {
    q: params.get('q') ?? '',
    phase: methodPhases.find((phase) => phase === params.get('phase')) ?? null,
    people: positive(params.get('people'), 1000),
    minutes: positive(params.get('minutes'), 960),
  };
  const update = (next: MethodGalleryFilters) => {
    const search = new URLSearchParams();
    if (next.q) search.set('q', next.q);
    if (next.phase) search.set('phase', next.phase);
    if (next.people !== null) search.set('people', String(next.people));
    if (next.minutes !== null) search.set('minutes', String(next.minutes));
    setParams(search, { replace: true });
  };
  return [filters, update];
}
