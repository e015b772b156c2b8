import { useMemo } from 'react';
import { Select, type ComboboxItem } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/languages.ts';
import { matchesTimeZone, timeZoneOptions, type TimeZoneOption } from './time-zone-options.ts';

type TimeZoneSelectProps = { value: string; onChange: (zone: string) => void };

/**
 * The meeting's time zone, found by city, country or offset ("Paris", "Japon", "+5:30").
 * Focusing the field selects its text, so typing replaces the current zone instead of being
 * appended to it; a search that matches nothing says so and keeps the zone shown.
 */
export function TimeZoneSelect({ value, onChange }: TimeZoneSelectProps) {
  const { t } = useTranslation('meeting');
  const language = currentLanguage();
  const options = useMemo(() => {
    const all = timeZoneOptions(language, new Date());
    return all.some((option) => option.value === value)
      ? all
      : [{ value, label: value, keywords: value.toLowerCase() }, ...all];
  }, [language, value]);
  const byValue = useMemo(
    () => new Map(options.map((option) => [option.value, option])),
    [options],
  );

  return (
    <Select
      label={t('setup.timeZone')}
      searchable
      allowDeselect={false}
      data={options.map(({ value: zone, label }) => ({ value: zone, label }))}
      value={value}
      onChange={(zone) => zone && onChange(zone)}
      filter={({ options: items, search }) =>
        (items as ComboboxItem[]).filter((item) => {
          const option: TimeZoneOption | undefined = byValue.get(item.value);
          return option ? matchesTimeZone(option, search) : false;
        })
      }
      limit={60}
      nothingFoundMessage={t('setup.timeZoneNone')}
      onFocus={(event) => event.currentTarget.select()}
      comboboxProps={{ width: 'target', position: 'bottom-start' }}
      data-testid="time-zone-select"
    />
  );
}
