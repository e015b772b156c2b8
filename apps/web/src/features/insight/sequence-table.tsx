import { Badge, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RunSummary } from '@ordo/contract';
import { currentLanguage } from '../../i18n/languages.ts';
import { formatDurationMs, formatOverrunMs, overrunTone, toneText } from './run-format.ts';

/** Per sequence: planned, actual and overrun (coloured), skipped ones marked. Scrolls on a phone. */
export function SequenceTable({ run }: { run: RunSummary }) {
  const { t } = useTranslation('insight');
  const language = currentLanguage();
  return (
    <Table.ScrollContainer minWidth={560} type="native">
      <Table striped highlightOnHover data-testid="insight-sequence-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>{t('sequences.index')}</Table.Th>
            <Table.Th>{t('sequences.sequence')}</Table.Th>
            <Table.Th ta="right">{t('sequences.planned')}</Table.Th>
            <Table.Th ta="right">{t('sequences.actual')}</Table.Th>
            <Table.Th ta="right">{t('sequences.overrun')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {run.sequences.map((sequence) => {
            const tone = overrunTone(sequence.overrunMs);
            return (
              <Table.Tr key={sequence.index} data-testid="insight-sequence-row">
                <Table.Td>{sequence.index + 1}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Text size="sm" lineClamp={2}>
                      {sequence.title || t('sequences.untitled')}
                    </Text>
                    {sequence.skipped && (
                      <Badge size="sm" variant="outline" color="gray" data-testid="insight-skipped">
                        {t('sequences.skipped')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td ta="right">{formatDurationMs(sequence.plannedMs, language)}</Table.Td>
                <Table.Td ta="right">{formatDurationMs(sequence.actualMs, language)}</Table.Td>
                <Table.Td ta="right">
                  <Text size="sm" fw={tone === 'onTime' ? 400 : 600} c={toneText(tone)} span>
                    {formatOverrunMs(sequence.overrunMs, language)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
