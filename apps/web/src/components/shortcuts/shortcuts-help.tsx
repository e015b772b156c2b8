import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

const ShortcutsDialog = lazy(() =>
  import('./shortcuts-dialog.tsx').then((module) => ({ default: module.ShortcutsDialog })),
);

/**
 * "Keyboard shortcuts" and its dialog; `?` opens it from anywhere outside a text field. It
 * lists the keys of every screen on display (the editor registers its table) after the
 * global ones. The dialog's code loads on first opening, off every page's critical path.
 */
export function ShortcutsHelp() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  const open = () => {
    setWanted(true);
    setOpened(true);
  };
  useHotkeys([['shift+?', open]]);
  return (
    <>
      <Button variant="subtle" size="compact-sm" onClick={open}>
        {t('shortcuts.title')}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <ShortcutsDialog opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
