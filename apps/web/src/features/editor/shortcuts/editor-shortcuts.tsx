import { memo, useMemo } from 'react';
import { Button, Kbd, Modal, Table } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { sequenceShortcuts } from '../language/sequence-commands.ts';
import { useScreenShortcuts } from '../../../components/shortcuts/shortcut-registry.tsx';

/** Keys that are not sequence commands but matter in the editor (CodeMirror's own bindings). */
const editingShortcuts = [
  { id: 'undo', keys: ['Ctrl/⌘', 'Z'] },
  { id: 'redo', keys: ['Ctrl/⌘', 'Shift', 'Z'] },
  { id: 'complete', keys: ['Ctrl', 'Space'] },
  { id: 'fold', keys: ['Ctrl/⌘', 'Shift', '['] },
  { id: 'unfold', keys: ['Ctrl/⌘', 'Shift', ']'] },
  { id: 'diagnostics', keys: ['Ctrl/⌘', 'Shift', 'M'] },
  { id: 'search', keys: ['Ctrl/⌘', 'F'] },
  { id: 'leave', keys: ['Tab'] },
];

const rows = [
  ...sequenceShortcuts.map((shortcut) => ({ id: shortcut.command, keys: shortcut.keys })),
  ...editingShortcuts,
];

/**
 * The editor's shortcuts help, built from the same table as the keymap; the same rows also
 * appear in the app-wide help (`?`) while the editor is on screen.
 */
export const EditorShortcuts = memo(function EditorShortcuts() {
  const { t } = useTranslation('editor');
  const [opened, { open, close }] = useDisclosure(false);
  useScreenShortcuts(
    useMemo(
      () => ({
        id: 'editor',
        title: t('shortcuts.title'),
        rows: rows.map((row) => ({ ...row, label: t(`shortcuts.actions.${row.id}`) })),
      }),
      [t],
    ),
  );
  return (
    <>
      <Button variant="default" size="xs" onClick={open}>
        {t('shortcuts.open')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('shortcuts.title')} centered size="lg">
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
                  {row.keys.map((key, index) => (
                    <span key={key}>
                      {index > 0 && ' + '}
                      <Kbd>{key}</Kbd>
                    </span>
                  ))}
                </Table.Td>
                <Table.Td>{t(`shortcuts.actions.${row.id}`)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Modal>
    </>
  );
});
