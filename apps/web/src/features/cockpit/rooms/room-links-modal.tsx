import { Anchor, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CopyField } from '../../sharing/copy-field.tsx';
import { QrCode } from '../../sharing/qr-code.tsx';

type RoomLinksModalProps = {
  kind: 'remote' | 'stage';
  uuid: string;
  room: { index: number; name: string };
  /** The room's remote link made in this visit (null while it is being made). */
  remoteUrl: string | null;
  remoteFailed: boolean;
  opened: boolean;
  onClose: () => void;
};

/**
 * A room's own screens: its host's phone remote (a control token for this room only, shown
 * once, with its QR code) or its stage (`/m/{uuid}/live?room=N`, to open on the room's screen).
 */
export function RoomLinksModal(props: RoomLinksModalProps) {
  const { t } = useTranslation(['cockpit', 'common']);
  const { kind, room } = props;
  const name = room.name || t('rooms.untitled', { number: room.index + 1 });
  const stageUrl = `${window.location.origin}/m/${props.uuid}/live?room=${room.index}`;
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t(kind === 'remote' ? 'rooms.remoteTitle' : 'rooms.stageTitle', { name })}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {kind === 'remote' ? (
        <Stack gap="sm">
          <Text size="sm">{t('rooms.remoteHint', { name })}</Text>
          {props.remoteUrl ? (
            <>
              <CopyField
                label={t('rooms.remoteLink')}
                value={props.remoteUrl}
                testId="room-remote-url"
              />
              <QrCode url={props.remoteUrl} fileName={`remote-room-${room.index + 1}-qr.png`} />
            </>
          ) : props.remoteFailed ? (
            <Text size="sm" c="red.9" role="alert">
              {t('rooms.remoteFailed')}
            </Text>
          ) : (
            <Skeleton h={36} aria-label={t('rooms.remoteCreating')} />
          )}
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text size="sm">{t('rooms.stageHint', { name })}</Text>
          <CopyField label={t('rooms.stageLink')} value={stageUrl} testId="room-stage-url" />
          <Anchor href={stageUrl} target="_blank" rel="noopener" size="sm">
            <Group gap={4} component="span">
              {t('rooms.stageOpen')}
              <IconExternalLink size={14} aria-hidden="true" />
            </Group>
          </Anchor>
        </Stack>
      )}
    </Modal>
  );
}
