import { Modal, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { KeyCombo } from '../../../components/shortcuts/key-combo.tsx';
import { shortcutRows as rows } from './shortcut-rows.ts';

/** The editor's shortcuts as a table of keys and actions, in a dialog. */
export function EditorShortcutsDialog({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('editor');
  return (
    <Modal opened={opened} onClose={onClose} title={t('shortcuts.title')} centered size="lg">
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('shortcuts.keys')}</Table.Th>
            <Table.Th>{t('shortcuts.action')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                <KeyCombo keys={row.keys} />
              </Table.Td>
              <Table.Td>{t(`shortcuts.actions.${row.id}`)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
