import { Button, Modal, Stack, Text } from '@mantine/core';
import { IconDoorExit, IconPlayerStop } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { LiveCommandAck, RunCommandInput } from '@ordo/contract';

type StopModalProps = {
  uuid: string;
  opened: boolean;
  onClose: () => void;
  run: (command: RunCommandInput) => Promise<LiveCommandAck>;
};

/** End for everyone (finish and disconnect every device) or leave with the event still running. */
export function StopModal({ uuid, opened, onClose, run }: StopModalProps) {
  const { t } = useTranslation('cockpit');
  const navigate = useNavigate();
  return (
    <Modal opened={opened} onClose={onClose} title={t('stop.title')} centered>
      <Stack gap="md">
        <Stack gap={4}>
          <Button
            color="red"
            leftSection={<IconPlayerStop size={18} aria-hidden />}
            onClick={() => {
              onClose();
              void run({ type: 'end' });
            }}
            data-testid="cockpit-end"
          >
            {t('stop.end')}
          </Button>
          <Text size="xs" c="dimmed">
            {t('stop.endHint')}
          </Text>
        </Stack>
        <Stack gap={4}>
          <Button
            variant="default"
            leftSection={<IconDoorExit size={18} aria-hidden />}
            onClick={() => void navigate(`/user/meeting/${uuid}`)}
            data-testid="cockpit-leave"
          >
            {t('stop.leave')}
          </Button>
          <Text size="xs" c="dimmed">
            {t('stop.leaveHint')}
          </Text>
        </Stack>
      </Stack>
    </Modal>
  );
}
