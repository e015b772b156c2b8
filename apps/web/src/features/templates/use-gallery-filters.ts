import { templateCategories } from '@ordo/contract';
import { useAddressFilters } from '../../hooks/use-address-filters.ts';
import { currentLanguage } from '../../i18n/languages.ts';
import type { TemplateFilters } from '../../api/templates.ts';
import { durationBounds, isDurationBucket } from './duration-buckets.ts';
import type { GalleryFilters } from './template-filters.tsx';

/**
 * The gallery's filters live in the address (`?q=&category=&duration=&language=`). The template
 * language defaults to the interface language.
 */
export function useGalleryFilters(): [GalleryFilters, (change: Partial<GalleryFilters>) => void] {
  return useAddressFilters(filtersOf, addressOf);
}

function filtersOf(params: URLSearchParams): GalleryFilters {
  const language = params.get('language');
  const duration = params.get('duration');
  return {
    q: params.get('q') ?? '',
    category: templateCategories.find((category) => category === params.get('category')) ?? null,
    duration: isDurationBucket(duration) ? duration : 'any',
    language: language === 'fr' || language === 'en' ? language : currentLanguage(),
  };
}

function addressOf(filters: GalleryFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.q) search.set('q', filters.q);
  if (filters.category) search.set('category', filters.category);
  if (filters.duration !== 'any') search.set('duration', filters.duration);
  if (filters.language !== currentLanguage()) search.set('language', filters.language);
  return search;
}

/**
 * What the gallery asks `GET /v1/templates` for, `q` being the debounced search. The front
 * door's prerender seeds the unfiltered gallery's answer under the same query key.
 */
export function listFiltersOf(filters: GalleryFilters, q: string): TemplateFilters {
  return {
    language: filters.language,
    ...(q ? { q } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    ...durationBounds(filters.duration),
  };
}
