import type { ComponentProps } from 'react';
import { Card, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RunSummary } from '@ordo/contract';
import { StatFigure } from '../../components/stat-figure.tsx';
import { currentLanguage } from '../../i18n/languages.ts';
import {
  formatDurationMs,
  formatOverrunMs,
  overrunTone,
  setAsideCounts,
  toneText,
  totalAddedMs,
} from './run-format.ts';
import { Columns } from '../../design/columns.tsx';

function Stat(props: Omit<ComponentProps<typeof StatFigure>, 'size'>) {
  return (
    <Card withBorder padding="sm">
      <StatFigure {...props} />
    </Card>
  );
}

/**
 * Planned against actual for the whole run, its overrun, and how late it started. The planned
 * total is what was meant to run; skipped and optional sequences never run are listed apart.
 */
export function RunTotals({ run }: { run: RunSummary }) {
  const { t } = useTranslation('insight');
  const language = currentLanguage();
  const overrun = run.totalActualMs - run.totalPlannedMs;
  const tone = overrunTone(overrun);
  const delay = run.startDelayMs;
  const delayText =
    delay === null
      ? t('totals.noPlannedStart')
      : overrunTone(delay) === 'onTime'
        ? t('totals.startedOnTime')
        : delay > 0
          ? t('totals.startedLate', { duration: formatDurationMs(delay, language) })
          : t('totals.startedEarly', { duration: formatDurationMs(-delay, language) });
  const setAside = setAsideCounts(run);
  const added = totalAddedMs(run);
  return (
    <Stack gap="xs">
      <Columns cols={{ base: 2, sm: 4 }} spacing="sm" data-testid="insight-totals">
        <Stat
          label={t('totals.planned')}
          value={formatDurationMs(run.totalPlannedMs, language)}
          testId="insight-total-planned"
        />
        <Stat
          label={t('totals.actual')}
          value={formatDurationMs(run.totalActualMs, language)}
          testId="insight-total-actual"
        />
        <Stat
          label={t('totals.overrun')}
          value={formatOverrunMs(overrun, language)}
          color={toneText(tone)}
          testId="insight-total-overrun"
        />
        <Stat label={t('totals.startDelay')} value={delayText} testId="insight-start-delay" />
      </Columns>
      {setAside.skipped > 0 && (
        <Text size="sm" data-testid="insight-set-aside-skipped">
          {t('totals.skipped', {
            count: setAside.skipped,
            duration: formatDurationMs(run.skippedPlannedMs, language),
          })}
        </Text>
      )}
      {setAside.optionalNotRun > 0 && (
        <Text size="sm" data-testid="insight-set-aside-optional">
          {t('totals.optionalNotRun', {
            count: setAside.optionalNotRun,
            duration: formatDurationMs(run.optionalNotRunPlannedMs, language),
          })}
        </Text>
      )}
      {setAside.skipped + setAside.optionalNotRun > 0 && (
        <Text size="xs" c="dimmed">
          {t('totals.setAsideNote')}
        </Text>
      )}
      {added !== 0 && (
        <Text size="sm" data-testid="insight-added-total">
          {t('totals.added', { duration: formatOverrunMs(added, language) })}
        </Text>
      )}
    </Stack>
  );
}
