import { useSearchParams } from 'react-router';
import { templateCategories } from '@ordo/contract';
import { currentLanguage } from '../../i18n/languages.ts';
import type { TemplateFilters } from '../../api/templates.ts';
import { durationBounds, isDurationBucket } from './duration-buckets.ts';
import type { GalleryFilters } from './template-filters.tsx';

/**
 * The gallery's filters live in the address (`?q=&category=&duration=&language=`), so a
 * filtered gallery can be shared and the back button restores it. The template language
 * defaults to the interface language.
 */
export function useGalleryFilters(): [GalleryFilters, (next: GalleryFilters) => void] {
  const [params, setParams] = useSearchParams();
  const language = params.get('language');
  const duration = params.get('duration');
  const filters: GalleryFilters = {
    q: params.get('q') ?? '',
    category: templateCategories.find((category) => category === params.get('category')) ?? null,
    duration: isDurationBucket(duration) ? duration : 'any',
    language: language === 'fr' || language === 'en' ? language : currentLanguage(),
  };
  const update = (next: GalleryFilters) => {
    const search = new URLSearchParams();
    if (next.q) search.set('q', next.q);
    if (next.category) search.set('category', next.category);
    if (next.duration !== 'any') search.set('duration', next.duration);
    if (next.language !== currentLanguage()) search.set('language', next.language);
    setParams(search, { replace: true });
  };
  return [filters, update];
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
