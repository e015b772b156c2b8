import { Group, Stack, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RunSummary } from '@ordo/contract';
import { currentLanguage } from '../../i18n/languages.ts';
import { formatDurationMs } from './run-format.ts';
import classes from './run-timeline.module.css';

type Block = { index: number; title: string; ms: number };

type LaneProps = { label: string; kind: 'planned' | 'actual'; blocks: Block[]; scale: number };

function Lane({ label, kind, blocks, scale }: LaneProps) {
  const language = currentLanguage();
  return (
    <Stack gap={4}>
      <Text size="xs" fw={600}>
        {label}
      </Text>
      <div className={classes.lane} data-lane={kind} data-testid={`insight-timeline-${kind}`}>
        {blocks.map((block) =>
          block.ms > 0 ? (
            <Tooltip
              key={block.index}
              label={`${block.title} · ${formatDurationMs(block.ms, language)}`}
              withArrow
            >
              <div
                className={classes.block}
                data-shade={block.index % 2}
                style={{ width: `${(block.ms / scale) * 100}%` }}
                aria-hidden
              />
            </Tooltip>
          ) : null,
        )}
      </div>
    </Stack>
  );
}

/**
 * The run laid out in time: planned blocks above (what was meant to run, as the planned total
 * counts it), actual blocks below, both on one scale.
 */
export function RunTimeline({ run }: { run: RunSummary }) {
  const { t } = useTranslation('insight');
  const language = currentLanguage();
  const scale = Math.max(1, run.totalPlannedMs, run.totalActualMs);
  const title = (index: number, text: string) => `${index + 1}. ${text || t('sequences.untitled')}`;
  const planned = run.sequences
    .filter((sequence) => !sequence.setAside)
    .map((sequence) => ({
      index: sequence.index,
      title: title(sequence.index, sequence.title),
      ms: sequence.plannedMs,
    }));
  const actual = run.sequences.map((sequence) => ({
    index: sequence.index,
    title: title(sequence.index, sequence.title),
    ms: sequence.actualMs,
  }));
  return (
    <Stack
      gap="sm"
      role="img"
      aria-label={t('timeline.label', {
        planned: formatDurationMs(run.totalPlannedMs, language),
        actual: formatDurationMs(run.totalActualMs, language),
      })}
    >
      <Lane label={t('timeline.planned')} kind="planned" blocks={planned} scale={scale} />
      <Lane label={t('timeline.actual')} kind="actual" blocks={actual} scale={scale} />
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          0
        </Text>
        <Text size="xs" c="dimmed">
          {formatDurationMs(scale, language)}
        </Text>
      </Group>
    </Stack>
  );
}
