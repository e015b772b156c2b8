import { lazy, memo, Suspense, useMemo } from 'react';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useScreenShortcuts } from '../../../components/shortcuts/shortcut-registry.tsx';
import { useOpenedOnce } from '../../../hooks/use-opened-once.ts';
import { shortcutRows as rows } from './shortcut-rows.ts';

// The dialog (Mantine's modal, focus trap, scroll lock and table) loads when first opened: the
// editor's first paint does not need it (issue 11's page weight).
const ShortcutsDialog = lazy(async () => ({
  default: (await import('./editor-shortcuts-dialog.tsx')).EditorShortcutsDialog,
}));

/**
 * The editor's shortcuts help, built from the same table as the keymap; the same rows also
 * appear in the app-wide help (`?`) while the editor is on screen.
 */
export const EditorShortcuts = memo(function EditorShortcuts() {
  const { t } = useTranslation('editor');
  const [opened, { open, close }] = useDisclosure(false);
  const wanted = useOpenedOnce(opened);
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
      {wanted && (
        <Suspense fallback={null}>
          <ShortcutsDialog opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
});
