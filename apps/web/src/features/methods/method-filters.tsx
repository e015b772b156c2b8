import { Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { methodPhases } from './phases.ts';
import { minuteChoices, type MethodGalleryFilters } from './use-method-filters.ts';

type MethodFilterBarProps = {
  value: MethodGalleryFilters;
  /** What the person changed: two quick choices each keep the other (useAddressFilters). */
  onChange: (change: Partial<MethodGalleryFilters>) => void;
};

/** Search, moment of the meeting, group size and the time available. */
export function MethodFilterBar({ value, onChange }: MethodFilterBarProps) {
  const { t } = useTranslation('methods');
  return (
    <Stack
      gap="sm"
      component="form"
      role="search"
      aria-label={t('filters.label')}
      onSubmit={(event) => event.preventDefault()}
    >
      <TextInput
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={value.q}
        onChange={(event) => onChange({ q: event.currentTarget.value })}
        type="search"
        data-testid="methods-search"
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('filters.phase')}
          data={[
            { value: '', label: t('filters.anyPhase') },
            ...methodPhases.map((phase) => ({ value: phase, label: t(`phases.${phase}`) })),
          ]}
          value={value.phase ?? ''}
          onChange={(next) =>
            onChange({ phase: methodPhases.find((phase) => phase === next) ?? null })
          }
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
        />
        <NumberInput
          label={t('filters.people')}
          placeholder={t('filters.peoplePlaceholder')}
          suffix={t('filters.peopleSuffix')}
          min={1}
          max={1000}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          value={value.people ?? ''}
          onChange={(next) =>
            onChange({ people: typeof next === 'number' && next >= 1 ? next : null })
          }
          w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 170 }}
        />
        <Select
          label={t('filters.minutes')}
          data={[
            { value: '', label: t('filters.anyMinutes') },
            ...minuteChoices.map((minutes) => ({
              value: String(minutes),
              label: t('filters.minutesOption', { count: minutes }),
            })),
          ]}
          value={value.minutes === null ? '' : String(value.minutes)}
          onChange={(next) => onChange({ minutes: next ? Number(next) : null })}
          allowDeselect={false}
          w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 170 }}
        />
      </Group>
    </Stack>
  );
}
