import { Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { lifecycles, type Lifecycle, type MeetingSort } from '@ordo/contract';

export type Filters = { lifecycle: Lifecycle | 'all'; q: string; sort: MeetingSort };

/** Lifecycle filter, search and sort of the dashboard. */
export function MeetingFilters({
  value,
  onChange,
}: {
  value: Filters;
  onChange: (next: Filters) => void;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <SegmentedControl
        aria-label={t('filters.lifecycle')}
        visibleFrom="md"
        value={value.lifecycle}
        onChange={(lifecycle) =>
          onChange({ ...value, lifecycle: lifecycle as Filters['lifecycle'] })
        }
        data={['all', ...lifecycles].map((lifecycle) => ({
          value: lifecycle,
          label: t(`lifecycle.${lifecycle}`),
        }))}
      />
      <Select
        hiddenFrom="md"
        label={t('filters.lifecycle')}
        value={value.lifecycle}
        allowDeselect={false}
        onChange={(lifecycle) =>
          lifecycle && onChange({ ...value, lifecycle: lifecycle as Filters['lifecycle'] })
        }
        data={['all', ...lifecycles].map((lifecycle) => ({
          value: lifecycle,
          label: t(`lifecycle.${lifecycle}`),
        }))}
      />
      <TextInput
        type="search"
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        value={value.q}
        onChange={(event) => onChange({ ...value, q: event.currentTarget.value })}
        style={{ flex: 1, minWidth: 180 }}
      />
      <Select
        label={t('filters.sort')}
        value={value.sort}
        allowDeselect={false}
        onChange={(sort) => sort && onChange({ ...value, sort: sort as MeetingSort })}
        data={(['updated', 'created', 'title', 'date'] as const).map((sort) => ({
          value: sort,
          label: t(`sort.${sort}`),
        }))}
        w={170}
      />
    </Group>
  );
}
