import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  templateListSchema,
  templateSchema,
  type ListTemplatesQuery,
  type TemplateLanguage,
} from '@ordo/contract';
import { api } from './client.ts';
import { useAuthToken } from '../hooks/use-auth-token.ts';

export type TemplateFilters = Partial<
  Pick<ListTemplatesQuery, 'category' | 'language' | 'q' | 'minMinutes' | 'maxMinutes'>
> & { limit?: number };

/** Keys include whether someone is signed in: the list then holds their own templates too. */
export const templateKeys = {
  all: ['templates'] as const,
  list: (filters: TemplateFilters, signedIn: boolean) =>
    [...templateKeys.all, 'list', filters, signedIn] as const,
  detail: (id: string, language: TemplateLanguage | undefined, signedIn: boolean) =>
    [...templateKeys.all, 'detail', id, language, signedIn] as const,
};

/** `GET /v1/templates`, page after page. */
export function useTemplateList(filters: TemplateFilters) {
  const signedIn = useAuthToken() !== null;
  return useInfiniteQuery({
    queryKey: templateKeys.list(filters, signedIn),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api(
        '/v1/templates',
        { query: { limit: 24, ...filters, cursor: pageParam }, signal },
        import.meta.env.DEV ? templateListSchema : undefined,
      ),
    getNextPageParam: (page) => page.nextCursor,
    // The library changes only with a new release: no need to refetch on every focus.
    staleTime: 5 * 60_000,
  });
}

/** `GET /v1/templates/{id}`: one template with its agenda text. */
export function useTemplate(id: string | null, language?: TemplateLanguage) {
  const signedIn = useAuthToken() !== null;
  return useQuery({
    queryKey: templateKeys.detail(id ?? '', language, signedIn),
    queryFn: ({ signal }) =>
      api(
        `/v1/templates/${encodeURIComponent(id ?? '')}`,
        { query: { language }, signal },
        import.meta.env.DEV ? templateSchema : undefined,
      ),
    enabled: id !== null,
    staleTime: 5 * 60_000,
    meta: { silentError: true },
  });
}
