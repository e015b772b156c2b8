import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STAGE_MESSAGE_MAX, type LiveCommandAck, type RunCommandInput } from '@ordo/contract';

type RoomMessageModalProps = {
  /** The room to write to; null: every screen, every room's included. */
  room: { index: number; name: string; message: { text: string } | null } | null;
  /** The message every screen shows now, when writing to all. */
  current: { text: string } | null;
  opened: boolean;
  onClose: () => void;
  run: (command: RunCommandInput) => Promise<LiveCommandAck>;
};

/**
 * A message for one room's screens and phones, or for all of them: typed, sent, or the one
 * showing cleared. The dialog closes once the server took it.
 */
export function RoomMessageModal({ room, current, opened, onClose, run }: RoomMessageModalProps) {
  const { t } = useTranslation(['cockpit', 'common']);
  const [text, setText] = useState('');
  const [flash, setFlash] = useState(false);
  const showing = room ? room.message : current;
  const target = room === null ? {} : { room: room.index };
  const send = async (message: string | null) => {
    const ack = await run({
      type: 'message',
      text: message,
      ...(message ? { flash } : {}),
      ...target,
    });
    if (ack.ok) {
      setText('');
      onClose();
    }
  };
  const title = room
    ? t('rooms.messageTitle', {
        name: room.name || t('rooms.untitled', { number: room.index + 1 }),
      })
    : t('rooms.messageAllTitle');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim()) void send(text.trim());
        }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {room ? t('rooms.messageHint') : t('rooms.messageAllHint')}
          </Text>
          {showing && (
            <Text size="sm" data-testid="room-message-showing">
              <Text span fw={600}>
                {t('rooms.messageShown')}
              </Text>{' '}
              {showing.text}
            </Text>
          )}
          <TextInput
            label={t('rooms.messageLabel')}
            value={text}
            maxLength={STAGE_MESSAGE_MAX}
            onChange={(event) => setText(event.currentTarget.value)}
            description={t('message.count', { count: text.length, max: STAGE_MESSAGE_MAX })}
            data-autofocus
          />
          <Checkbox
            label={t('message.flash')}
            checked={flash}
            onChange={(event) => setFlash(event.currentTarget.checked)}
          />
          <Group justify="flex-end" gap="xs">
            {showing && (
              <Button variant="default" onClick={() => void send(null)}>
                {t('message.clear')}
              </Button>
            )}
            <Button type="submit" disabled={!text.trim()}>
              {t('rooms.messageSend')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
