import { Code, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What `live/stage/stage-options.ts` reads from the stage's address, one row per option. */
const OPTIONS = [
  { name: 'layout', values: 'full | clock' },
  { name: 'theme', values: 'dark | light' },
  { name: 'lang', values: 'en | fr' },
  { name: 'seconds', values: '1 | 0' },
] as const;

/** The stage's address options, for setting up a venue's screens once. */
export function HelpStageOptions() {
  const { t } = useTranslation('resources');
  return (
    <>
      <Text>{t('help.live.stageOptions.intro')}</Text>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('help.live.stageOptions.option')}</Table.Th>
            <Table.Th>{t('help.live.stageOptions.values')}</Table.Th>
            <Table.Th>{t('help.live.stageOptions.effect')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {OPTIONS.map((option) => (
            <Table.Tr key={option.name}>
              <Table.Td>
                <Code>{option.name}</Code>
              </Table.Td>
              <Table.Td>
                <Code>{option.values}</Code>
              </Table.Td>
              <Table.Td>{t(`help.live.stageOptions.${option.name}`)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm">
        {t('help.live.stageOptions.example')}{' '}
        <Code>/m/…/live?layout=clock&amp;theme=light&amp;lang=fr</Code>
      </Text>
    </>
  );
}
