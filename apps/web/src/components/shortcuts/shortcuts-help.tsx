import { Button, Kbd, Modal, Stack, Table, Title } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
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
                {row.keys.map((key, index) => (
                  <span key={key}>
                    {index > 0 && ' + '}
                    <Kbd>{key}</Kbd>
                  </span>
                ))}
              </Table.Td>
              <Table.Td>{row.label}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/**
 * "Keyboard shortcuts" and its dialog; `?` opens it from anywhere outside a text field. It
 * lists the keys of every screen on display (the editor registers its table) after the
 * global ones.
 */
export function ShortcutsHelp() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const screens = useRegisteredShortcuts();
  useHotkeys([['shift+?', open]]);
  const global: ShortcutGroup = {
    id: 'global',
    title: t('shortcuts.everywhere'),
    rows: globalRows.map((row) => ({ ...row, label: t(`shortcuts.global.${row.id}`) })),
  };
  return (
    <>
      <Button variant="subtle" size="compact-sm" onClick={open}>
        {t('shortcuts.title')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('shortcuts.title')} centered size="lg">
        <Stack gap="lg" data-testid="shortcuts-help">
          {[...screens, global].map((group) => (
            <ShortcutTable key={group.id} group={group} />
          ))}
        </Stack>
      </Modal>
    </>
  );
}
