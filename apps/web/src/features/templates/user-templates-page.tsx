import { Button, Group, Stack, Title } from '@mantine/core';
import { IconLayoutGrid, IconTemplate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { TemplateSummary } from '@ordo/contract';
import { useTemplateList } from '../../api/templates.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { EmptyState } from '../../design/empty-state.tsx';
import { TemplateGrid } from './template-grid.tsx';
import { useStartFromTemplate } from './use-start-from-template.ts';

/**
 * `/user/templates`: the meetings you saved as templates. The API lists yours before the
 * library, so the library's first item marks the end of yours; pages are fetched until then.
 */
export function UserTemplatesPage() {
  const { t } = useTranslation('templates');
  const navigate = useNavigate();
  const query = useTemplateList({ limit: 100 });
  const pages = query.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items).filter((item) => item.source === 'mine');
  const reachedLibrary = pages.some((page) => page.items.some((item) => item.source !== 'mine'));
  const use = useStartFromTemplate();
  const open = (template: TemplateSummary) => void navigate(`/user/template/${template.id}`);

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('mine.title')}</Title>
        <Button
          component={Link}
          to="/templates"
          variant="default"
          leftSection={<IconLayoutGrid size={16} aria-hidden />}
        >
          {t('mine.gallery')}
        </Button>
      </Group>
      <ErrorAlert error={use.error} />
      <TemplateGrid
        query={query}
        hasMore={!reachedLibrary && query.hasNextPage}
        items={items}
        busyId={use.busyId}
        onPreview={open}
        onUse={(template) => void use.start(template)}
        empty={
          <EmptyState
            icon={IconTemplate}
            title={t('mine.emptyTitle')}
            action={
              <Button component={Link} to="/templates">
                {t('mine.gallery')}
              </Button>
            }
            bordered
            data-testid="user-templates-empty"
          >
            {t('mine.emptyBody')}
          </EmptyState>
        }
      />
    </Stack>
  );
}
