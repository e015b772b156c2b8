import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HistoryPanel } from './history-panel.tsx';

/** The meeting's recorded versions in a drawer from the right. */
export function HistoryDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('meeting');
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="lg" title={t('history.title')}>
      {opened && <HistoryPanel onRestored={onClose} />}
    </Drawer>
  );
}
