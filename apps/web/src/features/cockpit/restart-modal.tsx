import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type RestartModalProps = { opened: boolean; onClose: () => void; onConfirm: () => void };

/** SPEC §2's restart confirmation: what restarting erases, before it does. */
export function RestartModal({ opened, onClose, onConfirm }: RestartModalProps) {
  const { t } = useTranslation('cockpit');
  return (
    <Modal opened={opened} onClose={onClose} title={t('restart.title')} centered>
      <Text size="sm">{t('restart.body')}</Text>
      <Group justify="flex-end" mt="lg" gap="xs">
        <Button variant="default" onClick={onClose}>
          {t('restart.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} data-testid="cockpit-restart-confirm">
          {t('restart.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
