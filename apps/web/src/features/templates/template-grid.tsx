import type { ReactNode } from 'react';
import { Button, Card, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TemplateSummary } from '@ordo/contract';
import { ErrorAlert } from '../../components/error-alert.tsx';
import type { useTemplateList } from '../../api/templates.ts';
import { TemplateCard } from './template-card.tsx';
import { Columns } from '../../design/columns.tsx';

type TemplateGridProps = {
  query: ReturnType<typeof useTemplateList>;
  items: TemplateSummary[];
  empty: ReactNode;
  busyId: string | null;
  onPreview: (template: TemplateSummary) => void;
  onUse: (template: TemplateSummary) => void;
  /** Whether "show more" is offered; by default, whenever the API has another page. */
  hasMore?: boolean;
};

const columns = { base: 1, sm: 2, lg: 3 } as const;

/** Cards in a grid, with their loading skeletons, error, empty state and "show more". */
export function TemplateGrid(props: TemplateGridProps) {
  const { query, items, empty, busyId, onPreview, onUse } = props;
  const { t } = useTranslation('templates');
  if (query.isPending) {
    return (
      <Columns cols={columns} role="status" aria-busy="true" aria-label={t('gallery.loading')}>
        {Array.from({ length: 6 }, (_, index) => (
          <Card withBorder radius="md" key={index}>
            <Stack gap="sm">
              <Skeleton height={18} width={90} />
              <Skeleton height={22} width="80%" />
              <Skeleton height={14} width="50%" />
              <Skeleton height={48} />
            </Stack>
          </Card>
        ))}
      </Columns>
    );
  }
  if (query.isError) {
    return (
      <Stack align="flex-start">
        <ErrorAlert error={query.error} />
        <Button variant="default" onClick={() => void query.refetch()}>
          {t('gallery.retry')}
        </Button>
      </Stack>
    );
  }
  if (items.length === 0) return empty;
  return (
    <Stack>
      <Columns cols={columns} data-testid="template-grid">
        {items.map((template) => (
          <TemplateCard
            key={`${template.source}:${template.id}`}
            template={template}
            using={busyId === template.id}
            onPreview={onPreview}
            onUse={onUse}
          />
        ))}
      </Columns>
      {(props.hasMore ?? query.hasNextPage) && (
        <Button
          variant="default"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          style={{ alignSelf: 'center' }}
        >
          {t('gallery.more')}
        </Button>
      )}
    </Stack>
  );
}
