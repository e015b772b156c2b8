import { Button, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { HistoryPanel } from './history-panel.tsx';

export function HistoryButton() {
  const { t } = useTranslation('meeting');
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="default" onClick={open}>
        {t('history.open')}
      </Button>
      <Drawer opened={opened} onClose={close} position="right" size="lg" title={t('history.title')}>
        {opened && <HistoryPanel onRestored={close} />}
      </Drawer>
    </>
  );
}
