import { Modal, Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { KeyCombo } from './key-combo.tsx';
import { useRegisteredShortcuts, type ShortcutGroup } from './shortcut-registry.tsx';

/** Keys that work on every screen: this help, and moving around with the keyboard. */
const globalRows = [
  { id: 'openHelp', keys: ['?'] },
  { id: 'nextControl', keys: ['Tab'] },
  { id: 'previousControl', keys: ['Shift', 'Tab'] },
  { id: 'activate', keys: ['Enter'] },
  { id: 'close', keys: ['Esc'] },
] as const;

function ShortcutTable({ group }: { group: ShortcutGroup }) {
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {group.title}
      </Title>
      <Table>
        <Table.Tbody>
          {group.rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td w="45%">
                <KeyCombo keys={row.keys} />
              </Table.Td>
              <Table.Td>{row.label}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** The dialog itself, loaded on first use: most visits never open it. */
export function ShortcutsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const screens = useRegisteredShortcuts();
  const global: ShortcutGroup = {
    id: 'global',
    title: t('shortcuts.everywhere'),
    rows: globalRows.map((row) => ({ ...row, label: t(`shortcuts.global.${row.id}`) })),
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('shortcuts.title')} centered size="lg">
      <Stack gap="lg" data-testid="shortcuts-help">
        {[...screens, global].map((group) => (
          <ShortcutTable key={group.id} group={group} />
        ))}
      </Stack>
    </Modal>
  );
}
