import { Button, Card, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconZoomQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { EmptyState } from '../../design/empty-state.tsx';
import { useBrand } from '../../hooks/use-brand.ts';
import { usePageMeta } from '../../hooks/use-page-meta.ts';
import { currentLanguage } from '../../i18n/languages.ts';
import { useMethodList, type MethodFilters } from './api.ts';
import { MethodCard } from './method-card.tsx';
import { MethodFilterBar } from './method-filters.tsx';
import { useMethodFilters } from './use-method-filters.ts';
import { Columns } from '../../design/columns.tsx';

const columns = { base: 1, sm: 2, lg: 3 } as const;

/** `/methods` (public) and `/user/methods` (signed in): where a card's page lives beside it. */
export function useMethodsBase(): string {
  return useLocation().pathname.startsWith('/user/') ? '/user/methods' : '/methods';
}

function Skeletons() {
  const { t } = useTranslation('methods');
  return (
    <Columns cols={columns} role="status" aria-busy="true" aria-label={t('gallery.loading')}>
      {Array.from({ length: 6 }, (_, index) => (
        <Card withBorder radius="md" key={index}>
          <Stack gap="sm">
            <Skeleton height={22} width="70%" />
            <Skeleton height={18} width="85%" />
            <Skeleton height={48} />
          </Stack>
        </Card>
      ))}
    </Columns>
  );
}

/** The method library: searched and filtered in the address, cards linking to their pages. */
export function MethodsPage() {
  const { t } = useTranslation('methods');
  const brand = useBrand();
  usePageMeta(`${t('gallery.title')} · ${brand.name}`, t('gallery.intro'));
  const base = useMethodsBase();
  const [filters, setFilters] = useMethodFilters();
  const [q] = useDebouncedValue(filters.q.trim(), 250);
  const query: MethodFilters = {
    language: currentLanguage(),
    ...(q ? { q } : {}),
    ...(filters.phase ? { phase: filters.phase } : {}),
    ...(filters.people !== null ? { people: filters.people } : {}),
    ...(filters.minutes !== null ? { minutes: filters.minutes } : {}),
  };
  const list = useMethodList(query);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const reset = () => setFilters({ q: '', phase: null, people: null, minutes: null });

  const results = () => {
    if (list.isPending) return <Skeletons />;
    if (list.isError) {
      return (
        <Stack align="flex-start">
          <ErrorAlert error={list.error} />
          <Button variant="default" onClick={() => void list.refetch()}>
            {t('gallery.retry')}
          </Button>
        </Stack>
      );
    }
    if (items.length === 0) {
      return (
        <EmptyState
          icon={IconZoomQuestion}
          title={t('gallery.emptyTitle')}
          action={
            <Button variant="default" onClick={reset}>
              {t('gallery.reset')}
            </Button>
          }
          bordered
          data-testid="methods-empty"
        >
          {t('gallery.emptyBody')}
        </EmptyState>
      );
    }
    return (
      <Stack>
        <Columns cols={columns} data-testid="method-grid">
          {items.map((method) => (
            <MethodCard key={method.id} method={method} to={`${base}/${method.id}`} />
          ))}
        </Columns>
        {list.hasNextPage && (
          <Button
            variant="default"
            onClick={() => void list.fetchNextPage()}
            loading={list.isFetchingNextPage}
            style={{ alignSelf: 'center' }}
          >
            {t('gallery.more')}
          </Button>
        )}
      </Stack>
    );
  };

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }} px={{ base: 'md', sm: 'lg' }}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t('gallery.title')}</Title>
          <Text size="lg">{t('gallery.intro')}</Text>
        </Stack>
        <MethodFilterBar value={filters} onChange={setFilters} />
        {results()}
      </Stack>
    </Container>
  );
}
