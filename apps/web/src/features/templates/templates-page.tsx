import { lazy, Suspense, useState } from 'react';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TemplateSummary } from '@ordo/contract';
import { useTemplateList } from '../../api/templates.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { EmptyState } from '../../design/empty-state.tsx';
import { useBrand } from '../../hooks/use-brand.ts';
import { usePageMeta } from '../../hooks/use-page-meta.ts';
import { TemplateFilterBar } from './template-filters.tsx';
import { TemplateGrid } from './template-grid.tsx';
import { listFiltersOf, useGalleryFilters } from './use-gallery-filters.ts';
import { useStartFromTemplate } from './use-start-from-template.ts';

// The dialogs (and the editor's timeline the preview shows) load when first opened: a
// newcomer's first view of the gallery needs neither.
const TemplatePreviewModal = lazy(async () => ({
  default: (await import('./template-preview-modal.tsx')).TemplatePreviewModal,
}));
const ReplaceDraftModal = lazy(async () => ({
  default: (await import('./replace-draft-modal.tsx')).ReplaceDraftModal,
}));

/** `/templates`: the public gallery, filtered, previewed and used in one place. */
export function TemplatesPage() {
  const { t } = useTranslation('templates');
  const brand = useBrand();
  usePageMeta(`${t('gallery.title')} · ${brand.name}`, t('gallery.intro'));
  const [filters, setFilters] = useGalleryFilters();
  const [q] = useDebouncedValue(filters.q.trim(), 250);
  const query = useTemplateList(listFiltersOf(filters, q));
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const [previewed, setPreviewed] = useState<TemplateSummary | null>(null);
  const use = useStartFromTemplate();
  // Mounted from the first opening on, so that closing plays the dialog's transition.
  const [previewMounted, setPreviewMounted] = useState(false);
  if (previewed && !previewMounted) setPreviewMounted(true);
  const [replaceMounted, setReplaceMounted] = useState(false);
  if (use.pendingReplace && !replaceMounted) setReplaceMounted(true);
  const reset = () => setFilters({ q: '', category: null, duration: 'any' });

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t('gallery.title')}</Title>
          <Text size="lg">{t('gallery.intro')}</Text>
        </Stack>
        <TemplateFilterBar value={filters} onChange={setFilters} />
        <ErrorAlert error={use.error} />
        <TemplateGrid
          query={query}
          items={items}
          busyId={use.busyId}
          onPreview={setPreviewed}
          onUse={(template) => void use.start(template)}
          empty={
            <EmptyState
              icon={IconFilterOff}
              title={t('gallery.emptyTitle')}
              action={
                <Button variant="default" onClick={reset}>
                  {t('gallery.reset')}
                </Button>
              }
              bordered
              data-testid="templates-empty"
            >
              {t('gallery.emptyBody')}
            </EmptyState>
          }
        />
      </Stack>
      <Suspense fallback={null}>
        {previewMounted && (
          <TemplatePreviewModal
            template={previewed}
            onClose={() => setPreviewed(null)}
            onUse={(template) => void use.start(template)}
            using={previewed !== null && use.busyId === previewed.id}
          />
        )}
        {replaceMounted && (
          <ReplaceDraftModal
            opened={use.pendingReplace}
            onConfirm={() => void use.confirmReplace()}
            onCancel={use.cancelReplace}
          />
        )}
      </Suspense>
    </Container>
  );
}
