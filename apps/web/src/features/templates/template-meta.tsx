import { Group, Text, VisuallyHidden } from '@mantine/core';
import { IconClock, IconListNumbers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMinutes } from '@ordo/agenda';
import { currentLanguage } from '../../i18n/languages.ts';

/** "1 h 30 · 7 sequences": the two figures every template card and preview shows. */
export function TemplateMeta({ minutes, sequences }: { minutes: number; sequences: number }) {
  const { t } = useTranslation('templates');
  return (
    <Group gap="md" wrap="wrap">
      <Group gap={4} wrap="nowrap">
        <IconClock size={16} aria-hidden />
        <Text size="sm">
          <VisuallyHidden>{t('meta.durationLabel')} </VisuallyHidden>
          {formatMinutes(minutes, currentLanguage())}
        </Text>
      </Group>
      <Group gap={4} wrap="nowrap">
        <IconListNumbers size={16} aria-hidden />
        <Text size="sm">{t('meta.sequences', { count: sequences })}</Text>
      </Group>
    </Group>
  );
}
