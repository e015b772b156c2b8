import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  methodListSchema,
  methodSchema,
  type ListMethodsQuery,
  type Method,
  type MethodList,
  type TemplateLanguage,
} from '@ordo/contract';
import { api } from '../../api/client.ts';

export type MethodFilters = Partial<
  Pick<ListMethodsQuery, 'language' | 'q' | 'phase' | 'people' | 'minutes'>
>;

export const methodKeys = {
  all: ['methods'] as const,
  list: (filters: MethodFilters) => [...methodKeys.all, 'list', filters] as const,
  detail: (id: string, language: TemplateLanguage) =>
    [...methodKeys.all, 'detail', id, language] as const,
};

/** The cards change only with a release: no refetch on every focus. */
const STALE = 30 * 60_000;

/** `GET /v1/methods`, page after page (checked against the contract in development only). */
export function useMethodList(filters: MethodFilters, pageSize = 24) {
  return useInfiniteQuery({
    queryKey: [...methodKeys.list(filters), pageSize],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api<MethodList>(
        '/v1/methods',
        { query: { limit: pageSize, ...filters, cursor: pageParam }, signal },
        import.meta.env.DEV ? methodListSchema : undefined,
      ),
    getNextPageParam: (page) => page.nextCursor,
    staleTime: STALE,
  });
}

/** `GET /v1/methods/{id}`: one card in full, with the text "insert" writes. */
export function useMethod(id: string | null, language: TemplateLanguage) {
  return useQuery({
    queryKey: methodKeys.detail(id ?? '', language),
    queryFn: ({ signal }) =>
      api<Method>(
        `/v1/methods/${encodeURIComponent(id ?? '')}`,
        { query: { language }, signal },
        import.meta.env.DEV ? methodSchema : undefined,
      ),
    enabled: id !== null,
    staleTime: STALE,
    retry: false,
    meta: { silentError: true },
  });
}
