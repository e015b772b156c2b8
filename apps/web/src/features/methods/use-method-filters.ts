import { useAddressFilters } from '../../hooks/use-address-filters.ts';
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
export function useMethodFilters(): [
  MethodGalleryFilters,
  (change: Partial<MethodGalleryFilters>) => void,
] {
  return useAddressFilters(filtersOf, addressOf);
}

function filtersOf(params: URLSearchParams): MethodGalleryFilters {
  return {
    q: params.get('q') ?? '',
    phase: methodPhases.find((phase) => phase === params.get('phase')) ?? null,
    people: positive(params.get('people'), 1000),
    minutes: positive(params.get('minutes'), 960),
  };
}

function addressOf(filters: MethodGalleryFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.q) search.set('q', filters.q);
  if (filters.phase) search.set('phase', filters.phase);
  if (filters.people !== null) search.set('people', String(filters.people));
  if (filters.minutes !== null) search.set('minutes', String(filters.minutes));
  return search;
}
