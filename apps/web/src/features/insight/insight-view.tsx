import { useState } from 'react';
import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Meeting } from '@ordo/contract';
import { useRunList } from '../../api/live.ts';
import { errorMessage } from '../../api/query-client.ts';
import { CsvButton } from './csv-button.tsx';
import { InsightEmpty } from './insight-empty.tsx';
import { RunChart } from './run-chart.tsx';
import { RunPicker } from './run-picker.tsx';
import { RunTimeline } from './run-timeline.tsx';
import { RunTotals } from './run-totals.tsx';
import { SequenceTable } from './sequence-table.tsx';

/**
 * Insight: every finished run of the meeting, newest first; the chosen one (the latest by
 * default) as totals, a per-sequence table, a chart, a timeline and a CSV file.
 */
export function InsightView({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation('insight');
  const runs = useRunList(meeting.uuid);
  const [chosen, setChosen] = useState<string | null>(null);

  if (runs.isPending) {
    return (
      <Stack role="status" aria-busy="true" aria-label={t('loading')} data-testid="insight-loading">
        <Skeleton h={36} w="60%" />
        <Skeleton h={96} />
        <Skeleton h={240} />
      </Stack>
    );
  }
  if (runs.isError) {
    return (
      <Alert color="red" variant="light" title={t('loadFailed')} role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(runs.error)}</Text>
          <Button size="xs" variant="default" onClick={() => void runs.refetch()}>
            {t('retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const list = runs.data.pages.flatMap((page) => page.items);
  if (list.length === 0) return <InsightEmpty meeting={meeting} />;
  const run = list.find((item) => item.runId === chosen) ?? list[0];
  if (!run) return null;

  return (
    <Stack gap="md" data-testid="insight">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={2} size="h4">
          {t('title')}
        </Title>
        <CsvButton meeting={meeting} run={run} />
      </Group>
      <RunPicker
        runs={list}
        value={run.runId}
        onChange={setChosen}
        hasMore={runs.hasNextPage}
        loadingMore={runs.isFetchingNextPage}
        onLoadMore={() => void runs.fetchNextPage()}
      />
      <RunTotals run={run} />
      <Card withBorder>
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('sequences.title')}
          </Title>
          <SequenceTable run={run} />
        </Stack>
      </Card>
      <Card withBorder>
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('chart.title')}
          </Title>
          <RunChart run={run} />
        </Stack>
      </Card>
      <Card withBorder>
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('timeline.title')}
          </Title>
          <RunTimeline run={run} />
        </Stack>
      </Card>
    </Stack>
  );
}
