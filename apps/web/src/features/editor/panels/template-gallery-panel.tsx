import { useState } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Skeleton,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMinutes } from '@ordo/agenda';
import { useTemplateList } from '../../../api/templates.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { currentLanguage } from '../../../i18n/languages.ts';
import type { TemplateView } from './template-panel.tsx';
import classes from '../agenda-editor.module.css';

/** Skeleton rows while templates load. */
export function TemplateListSkeleton() {
  return (
    <Stack gap="xs" aria-busy="true">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} height={48} />
      ))}
    </Stack>
  );
}

/** Template gallery: the same templates as /templates (yours first), in the interface language. */
export function TemplateGalleryPanel({ onNavigate }: { onNavigate: (view: TemplateView) => void }) {
  const { t } = useTranslation('templates');
  const language = currentLanguage();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const query = useTemplateList({ language, ...(q ? { q } : {}) });
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack gap="xs" data-testid="template-gallery">
      <Text size="sm">{t('panel.intro')}</Text>
      <TextInput
        aria-label={t('panel.search')}
        placeholder={t('panel.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        type="search"
        size="xs"
      />
      {query.isPending ? (
        <TemplateListSkeleton />
      ) : query.isError ? (
        <ErrorAlert error={query.error} />
      ) : items.length === 0 ? (
        <Text size="sm">{t('panel.empty')}</Text>
      ) : (
        items.map((item) => (
          <UnstyledButton
            key={`${item.source}:${item.id}`}
            className={classes.card}
            onClick={() => onNavigate({ mode: 'template-meeting', templateId: item.id })}
          >
            <Group gap={6} wrap="nowrap" justify="space-between" align="flex-start">
              <Text fw={600} size="sm">
                {item.title || t('untitled')}
              </Text>
              {item.source === 'mine' && (
                <Badge size="xs" variant="light" color="grape">
                  {t('panel.mine')}
                </Badge>
              )}
            </Group>
            <Text size="xs">
              {item.category ? `${t(`categories.${item.category}`)} · ` : ''}
              {t('meta.sequences', { count: item.sequenceCount })} ·{' '}
              {formatMinutes(item.totalMinutes, language)}
            </Text>
          </UnstyledButton>
        ))
      )}
      {query.hasNextPage && (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
        >
          {t('gallery.more')}
        </Button>
      )}
      <Anchor component={Link} to="/templates" size="sm">
        {t('panel.gallery')}
      </Anchor>
    </Stack>
  );
}
