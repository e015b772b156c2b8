import { useMemo } from 'react';
import { Code, Paper, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { parseAgenda, scheduleAgenda } from '@ordo/agenda';
import { DemoTimeline } from '../home/demo-timeline.tsx';
import { HelpSection } from './help-section.tsx';
import { Columns } from '../../design/columns.tsx';

const rows = [
  { id: 'title', prefix: 'Aa' },
  { id: 'objective', prefix: '>' },
  { id: 'sequence', prefix: '#' },
  { id: 'optional', prefix: '/#' },
  { id: 'duration', prefix: ':' },
  { id: 'speaker', prefix: '@' },
  { id: 'description', prefix: '>' },
  { id: 'comment', prefix: '//' },
  { id: 'note', prefix: 'Aa' },
];

/** The line syntax, with an example and the timeline it gives (the editor's own parser). */
export function HelpSyntax() {
  const { t } = useTranslation('resources');
  const example = t('help.syntax.example');
  const agenda = useMemo(() => parseAgenda(example).agenda, [example]);
  const schedule = useMemo(() => scheduleAgenda(agenda, { start: '09:00' }), [agenda]);
  return (
    <HelpSection id="syntax">
      <Text>{t('help.syntax.body')}</Text>
      <Table verticalSpacing="xs" layout="fixed">
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td w={56}>
                <Code fz="sm" fw={700}>
                  {row.prefix}
                </Code>
              </Table.Td>
              <Table.Td>{t(`help.syntax.rows.${row.id}`)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text fw={700}>{t('help.syntax.exampleLabel')}</Text>
      <Columns cols={{ base: 1, sm: 2 }}>
        <Code block fz="sm">
          {example}
        </Code>
        <Paper withBorder p="md">
          <DemoTimeline agenda={agenda} schedule={schedule} />
        </Paper>
      </Columns>
      <Text>{t('help.syntax.markdown')}</Text>
      <Text>{t('help.syntax.problems')}</Text>
    </HelpSection>
  );
}
