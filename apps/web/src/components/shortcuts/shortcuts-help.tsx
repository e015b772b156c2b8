import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useRegisteredShortcuts } from './shortcut-registry.tsx';

const ShortcutsDialog = lazy(() =>
  import('./shortcuts-dialog.tsx').then((module) => ({ default: module.ShortcutsDialog })),
);

/**
 * "Keyboard shortcuts" and its dialog; `?` opens it from anywhere outside a text field. It
 * lists the keys of every screen on display (the editor registers its table) after the
 * global ones. Only offered while a screen with shortcuts of its own is on display: on a page
 * with none, a help listing Tab and Enter promises what the page does not have (issue 26).
 * The dialog's code loads on first opening, off every page's critical path.
 */
export function ShortcutsHelp() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  const offered = useRegisteredShortcuts().length > 0;
  const open = () => {
    if (!offered) return;
    setWanted(true);
    setOpened(true);
  };
  useHotkeys([['shift+?', open]]);
  if (!offered && !opened) return null;
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
