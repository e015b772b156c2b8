import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { formatMinutes } from '@ordo/agenda';
import type { RunSummary } from '@ordo/contract';
import { currentLanguage } from '../../i18n/languages.ts';

const BAR_ROW_PX = 44;

function shortLabel(text: string, chars: number): string {
  return text.length > chars ? `${text.slice(0, chars - 1)}…` : text;
}

/**
 * Planned against actual minutes, one pair of horizontal bars per sequence of the plan (those
 * set aside, skipped or optional and never run, are in the table and the totals, not here):
 * titles stay readable on a phone and the chart grows with the agenda instead of squeezing it.
 */
export function RunChart({ run }: { run: RunSummary }) {
  const { t } = useTranslation('insight');
  const language = currentLanguage();
  // A phone gives the bars most of the width; titles are cut shorter there.
  const narrow = useMediaQuery('(max-width: 36em)') ?? false;
  const label = narrow ? { width: 90, chars: 14 } : { width: 150, chars: 22 };
  const data = run.sequences
    .filter((sequence) => !sequence.setAside)
    .map((sequence) => ({
      sequence: `${sequence.index + 1}. ${sequence.title || t('sequences.untitled')}`,
      planned: Math.round(sequence.plannedMs / 6_000) / 10,
      actual: Math.round(sequence.actualMs / 6_000) / 10,
    }));
  return (
    <BarChart
      h={Math.max(160, data.length * BAR_ROW_PX + 60)}
      data={data}
      dataKey="sequence"
      orientation="vertical"
      series={[
        { name: 'planned', label: t('chart.planned'), color: 'blue.4' },
        { name: 'actual', label: t('chart.actual'), color: 'orange.6' },
      ]}
      withLegend
      legendProps={{ verticalAlign: 'top' }}
      valueFormatter={(value) => formatMinutes(value, language)}
      yAxisProps={{
        width: label.width,
        tickFormatter: (value: string) => shortLabel(String(value), label.chars),
      }}
      gridAxis="x"
      aria-label={t('chart.label')}
      data-testid="insight-chart"
    />
  );
}
