import { Fragment } from 'react';
import { Kbd, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { cockpitShortcuts, shortcutLabels } from '../cockpit/cockpit-keys.ts';

/** The cockpit's keys, listed from the same table its key handler documents. */
export function HelpShortcuts() {
  const { t } = useTranslation('resources');
  const { t: cockpit } = useTranslation('cockpit');
  return (
    <>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('help.shortcuts.keys')}</Table.Th>
            <Table.Th>{t('help.shortcuts.action')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cockpitShortcuts.map((shortcut) => (
            <Table.Tr key={shortcut.action}>
              <Table.Td>
                {shortcutLabels(shortcut).map((key, index) => (
                  <Fragment key={key}>
                    {index > 0 && ' / '}
                    <Kbd>{cockpit(`keys.${key}`)}</Kbd>
                  </Fragment>
                ))}
              </Table.Td>
              <Table.Td>{cockpit(`help.actions.${shortcut.action}`)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm">{cockpit('help.scope')}</Text>
    </>
  );
}
