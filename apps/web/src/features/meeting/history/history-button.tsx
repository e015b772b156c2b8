import { lazy, Suspense } from 'react';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useOpenedOnce } from '../../../hooks/use-opened-once.ts';

// The drawer and the history (versions, diff, restore) load when first opened: the meeting's
// screens do not need them to show (issue 11's page weight).
const HistoryDrawer = lazy(async () => ({
  default: (await import('./history-drawer.tsx')).HistoryDrawer,
}));

export function HistoryButton() {
  const { t } = useTranslation('meeting');
  const [opened, { open, close }] = useDisclosure(false);
  const wanted = useOpenedOnce(opened);
  return (
    <>
      <Button variant="default" onClick={open}>
        {t('history.open')}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <HistoryDrawer opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
