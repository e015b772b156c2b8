import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type ReplaceDraftModalProps = {
  opened: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Signed out, the editor keeps one draft per browser: say so before a template replaces it. */
export function ReplaceDraftModal({ opened, onConfirm, onCancel }: ReplaceDraftModalProps) {
  const { t } = useTranslation('templates');
  return (
    <Modal opened={opened} onClose={onCancel} title={t('replace.title')} centered>
      <Text size="sm">{t('replace.body')}</Text>
      <Group justify="flex-end" mt="lg" gap="xs">
        <Button variant="default" onClick={onCancel}>
          {t('replace.cancel')}
        </Button>
        <Button color="red.8" onClick={onConfirm} data-autofocus>
          {t('replace.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
