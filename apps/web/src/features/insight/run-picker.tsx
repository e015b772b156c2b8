import { Button, Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RunSummary } from '@ordo/contract';
import { currentLanguage } from '../../i18n/languages.ts';
import { formatRunDate } from './run-format.ts';

type RunPickerProps = {
  runs: RunSummary[];
  value: string;
  onChange: (runId: string) => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
};

/** Which finished run to read, newest first, with older ones a "load more" away. */
export function RunPicker({
  runs,
  value,
  onChange,
  hasMore,
  loadingMore,
  onLoadMore,
}: RunPickerProps) {
  const { t } = useTranslation('insight');
  const language = currentLanguage();
  const data = runs.map((run, index) => ({
    value: run.runId,
    label:
      index === 0
        ? t('runs.latest', { date: formatRunDate(run.startedAt, language) })
        : formatRunDate(run.startedAt, language),
  }));
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label={t('runs.label', { count: runs.length })}
        data={data}
        value={value}
        onChange={(runId) => runId && onChange(runId)}
        allowDeselect={false}
        w={{ base: '100%', xs: 340 }}
        data-testid="insight-run-picker"
        comboboxProps={{ withinPortal: true }}
      />
      {hasMore && (
        <Button
          variant="default"
          loading={loadingMore}
          onClick={onLoadMore}
          data-testid="insight-load-more"
        >
          {t('runs.loadMore')}
        </Button>
      )}
    </Group>
  );
}
