import { Group, NativeSelect, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { templateCategories, type TemplateCategory, type TemplateLanguage } from '@ordo/contract';
import { durationBuckets, isDurationBucket, type DurationBucket } from './duration-buckets.ts';

export type GalleryFilters = {
  q: string;
  category: TemplateCategory | null;
  duration: DurationBucket;
  language: TemplateLanguage;
};

type TemplateFiltersProps = {
  value: GalleryFilters;
  /** What the person changed: two quick choices each keep the other (useAddressFilters). */
  onChange: (change: Partial<GalleryFilters>) => void;
};

/** Search, category, duration and the language the templates are written in. */
export function TemplateFilterBar({ value, onChange }: TemplateFiltersProps) {
  const { t } = useTranslation('templates');
  const categories = [
    { value: '', label: t('filters.allCategories') },
    ...templateCategories.map((category) => ({
      value: category,
      label: t(`categories.${category}`),
    })),
  ];
  return (
    // A search landmark without a <form>: the filters apply as they change, and a form with no
    // submit button is not valid HTML (html-validate's wcag/h32, issue 27).
    <Stack gap="sm" role="search" aria-label={t('filters.label')}>
      <TextInput
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={value.q}
        onChange={(event) => onChange({ q: event.currentTarget.value })}
        type="search"
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        {/* Native selects: a phone opens its own picker, and the gallery's first screen does
            not carry two comboboxes and their floating lists to take over (issue 26's
            Total Blocking Time on /templates). */}
        <NativeSelect
          label={t('filters.category')}
          data={categories}
          value={value.category ?? ''}
          onChange={(event) => {
            const next = event.currentTarget.value;
            onChange({
              category: templateCategories.find((category) => category === next) ?? null,
            });
          }}
          w={{ base: '100%', xs: 220 }}
        />
        <NativeSelect
          label={t('filters.duration')}
          data={durationBuckets.map((bucket) => ({
            value: bucket,
            label: t(`durations.${bucket}`),
          }))}
          value={value.duration}
          onChange={(event) => {
            const next = event.currentTarget.value;
            onChange({ duration: isDurationBucket(next) ? next : 'any' });
          }}
          w={{ base: '100%', xs: 220 }}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="template-language-label">
            {t('filters.language')}
          </Text>
          <SegmentedControl
            aria-labelledby="template-language-label"
            value={value.language}
            onChange={(next) => onChange({ language: next === 'fr' ? 'fr' : 'en' })}
            data={[
              { value: 'en', label: t('filters.english') },
              { value: 'fr', label: t('filters.french') },
            ]}
          />
        </Stack>
      </Group>
    </Stack>
  );
}
