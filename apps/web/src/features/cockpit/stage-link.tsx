import { useState } from 'react';
import { Anchor, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CopyField } from '../sharing/copy-field.tsx';
import { defaultStageOptions, stageQuery, type StageOptions } from '../live/stage/stage-options.ts';

type Choice<K extends keyof StageOptions> = { key: K; values: readonly string[] };

const CHOICES = [
  { key: 'layout', values: ['full', 'clock'] },
  { key: 'theme', values: ['dark', 'light'] },
  { key: 'lang', values: ['auto', 'en', 'fr'] },
] as const satisfies readonly Choice<keyof StageOptions>[];

/**
 * The stage's address with its options (layout, scheme, language), to copy onto a venue's
 * screens or open here: what `stage-options.ts` reads, documented in the help.
 */
export function StageLink({ uuid }: { uuid: string }) {
  const { t } = useTranslation('cockpit');
  const [options, setOptions] = useState<StageOptions>({ ...defaultStageOptions, theme: 'dark' });
  const url = `${window.location.origin}/m/${uuid}/live${stageQuery(options)}`;
  const valueOf = (key: (typeof CHOICES)[number]['key']) =>
    key === 'lang' ? (options.lang ?? 'auto') : String(options[key]);
  const choose = (key: (typeof CHOICES)[number]['key'], value: string) =>
    setOptions((current) => ({
      ...current,
      [key]: key === 'lang' && value === 'auto' ? null : value,
    }));
  return (
    <Stack gap="xs" data-testid="cockpit-stage-options">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {t('stageLink.title')}
      </Text>
      {CHOICES.map(({ key, values }) => (
        <Group key={key} gap="xs" wrap="nowrap" justify="space-between">
          <Text size="sm" id={`stage-link-${key}`}>
            {t(`stageLink.${key}.label`)}
          </Text>
          <SegmentedControl
            size="xs"
            aria-labelledby={`stage-link-${key}`}
            value={valueOf(key)}
            onChange={(value) => choose(key, value)}
            data={values.map((value) => ({ value, label: t(`stageLink.${key}.${value}`) }))}
          />
        </Group>
      ))}
      <CopyField label={t('stageLink.url')} value={url} testId="cockpit-stage-url" />
      <Anchor href={url} target="_blank" rel="noopener" size="sm">
        <Group gap={4} component="span">
          {t('stageLink.open')}
          <IconExternalLink size={14} aria-hidden="true" />
        </Group>
      </Anchor>
    </Stack>
  );
}
