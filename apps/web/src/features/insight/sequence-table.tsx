import { Fragment, useState } from 'react';
import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RunSequenceStats, RunSummary } from '@ordo/contract';
import { currentLanguage, type SupportedLanguage } from '../../i18n/languages.ts';
import { formatDurationMs, formatOverrunMs, overrunTone, toneText } from './run-format.ts';
import { RoomRows } from './room-rows.tsx';
import classes from './sequence-table.module.css';

/** The badges and the live changes under a sequence's title. */
function SequenceNotes({
  sequence,
  language,
}: {
  sequence: RunSequenceStats;
  language: SupportedLanguage;
}) {
  const { t } = useTranslation('insight');
  const added = sequence.setAside ? 0 : sequence.addedMs;
  const minutes = Math.abs(added) / 60_000;
  return (
    <>
      {sequence.skipped && (
        <Badge size="sm" variant="outline" color="gray" data-testid="insight-skipped">
          {t('sequences.skipped')}
        </Badge>
      )}
      {/* Plain text, not a badge: it wraps in a narrow column where a badge would be cut. */}
      {sequence.optional && (
        <Text size="xs" c="dimmed" data-testid="insight-optional">
          {sequence.setAside && !sequence.skipped
            ? t('sequences.optionalNotRun')
            : t('sequences.optional')}
        </Text>
      )}
      {added !== 0 && (
        <Text size="xs" c="dimmed" data-testid="insight-added">
          {added > 0
            ? t('sequences.added', {
                count: minutes,
                duration: formatOverrunMs(added, language),
              })
            : t('sequences.removed', {
                count: minutes,
                duration: formatDurationMs(-added, language),
              })}
        </Text>
      )}
    </>
  );
}

/**
 * Per sequence, numbered from 1 as everywhere in the UI: planned, actual and overrun
 * (coloured), minutes added live, and the sequences left out of the planned total marked and
 * dimmed. Fits a phone; scrolls only on a narrower one.
 */
export function SequenceTable({ run }: { run: RunSummary }) {
  const { t } = useTranslation('insight');
  const language = currentLanguage();
  // Rooms show under their sequence until folded: they are why a facilitator opens this tab.
  const [folded, setFolded] = useState<ReadonlySet<number>>(new Set());
  const toggle = (index: number) =>
    setFolded((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  return (
    <Table.ScrollContainer minWidth={320} type="native">
      <Table
        striped
        highlightOnHover
        className={classes.table}
        data-testid="insight-sequence-table"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={32}>{t('sequences.index')}</Table.Th>
            <Table.Th>{t('sequences.sequence')}</Table.Th>
            <Table.Th ta="right">{t('sequences.planned')}</Table.Th>
            <Table.Th ta="right">{t('sequences.actual')}</Table.Th>
            <Table.Th ta="right">{t('sequences.overrun')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {run.sequences.map((sequence) => {
            const tone = sequence.setAside ? 'onTime' : overrunTone(sequence.overrunMs);
            const rooms = sequence.rooms ?? [];
            const open = rooms.length > 0 && !folded.has(sequence.index);
            return (
              <Fragment key={sequence.index}>
                <Table.Tr
                  data-testid="insight-sequence-row"
                  data-set-aside={sequence.setAside || undefined}
                >
                  <Table.Td>{sequence.index + 1}</Table.Td>
                  <Table.Td>
                    <Stack gap={2} align="flex-start">
                      <Text inherit lineClamp={2}>
                        {sequence.title || t('sequences.untitled')}
                      </Text>
                      <SequenceNotes sequence={sequence} language={language} />
                      {rooms.length > 0 && (
                        <Button
                          variant="subtle"
                          size="compact-xs"
                          px={4}
                          aria-expanded={open}
                          leftSection={
                            open ? (
                              <IconChevronDown size={14} aria-hidden />
                            ) : (
                              <IconChevronRight size={14} aria-hidden />
                            )
                          }
                          onClick={() => toggle(sequence.index)}
                          data-testid="insight-rooms-toggle"
                        >
                          {t('rooms.toggle', { count: rooms.length })}
                        </Button>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td ta="right" className={classes.figure}>
                    <Text inherit span c={sequence.setAside ? 'dimmed' : undefined}>
                      {formatDurationMs(sequence.plannedMs, language)}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" className={classes.figure}>
                    {formatDurationMs(sequence.actualMs, language)}
                  </Table.Td>
                  <Table.Td ta="right" className={classes.figure}>
                    <Text inherit fw={tone === 'onTime' ? 400 : 600} c={toneText(tone)} span>
                      {formatOverrunMs(sequence.overrunMs, language)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
                {open && <RoomRows rooms={rooms} sequenceIndex={sequence.index} />}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
