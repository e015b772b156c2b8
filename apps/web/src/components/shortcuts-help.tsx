import { Button, Kbd, Modal, Table } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/** Shortcuts that work everywhere; screens list their own in their help. */
const globalShortcuts = [{ keys: ['?'], action: 'shortcuts.openHelp' }];

/** "Keyboard shortcuts" link and its modal; `?` opens it from anywhere outside a text field. */
export function ShortcutsHelp() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  useHotkeys([['shift+?', open]]);
  return (
    <>
      <Button variant="subtle" size="compact-sm" onClick={open}>
        {t('shortcuts.title')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('shortcuts.title')} centered>
        <Table>
          <Table.Tbody>
            {globalShortcuts.map((shortcut) => (
              <Table.Tr key={shortcut.action}>
                <Table.Td>
                  {shortcut.keys.map((key) => (
                    <Kbd key={key}>{key}</Kbd>
                  ))}
                </Table.Td>
                <Table.Td>{t(shortcut.action)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Modal>
    </>
  );
}
