import { useRef, useState } from 'react';
import { ActionIcon, Badge, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import {
  IconDeviceDesktop,
  IconDeviceMobile,
  IconMicrophone,
  IconPencil,
  IconPresentation,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  DEVICE_NAME_MAX,
  DEVICE_STALE_AFTER_MS,
  type Device,
  type DeviceKind,
} from '@ordo/contract';
import { useRenameDevice } from '../../api/live.ts';

const kindIcons: Record<DeviceKind, typeof IconUsers> = {
  cockpit: IconDeviceDesktop,
  stage: IconPresentation,
  remote: IconDeviceMobile,
  presenter: IconMicrophone,
  public: IconUsers,
};

/** Under this, a device's clock counts as in step with the server's. */
const IN_SYNC_MS = 50;

type DevicesPanelProps = {
  uuid: string;
  devices: readonly Device[];
  serverNow: number;
  /** The id this cockpit is listed under (the join answer's `deviceId`). */
  selfId: string | null;
};

/**
 * Every device following the run: its kind, name (renamed inline), clock offset, last sign of
 * life (every ping and command counts), and "No signal" once it missed two heartbeats: asleep,
 * out of range, or gone without a goodbye. Names are whatever a device sent (60 characters at
 * most) and are only ever rendered as text.
 */
export function DevicesPanel({ uuid, devices, serverNow, selfId }: DevicesPanelProps) {
  const { t } = useTranslation('cockpit');
  if (devices.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('devices.none')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" data-testid="cockpit-devices">
      {devices.map((device) => (
        <DeviceRow
          key={device.id}
          uuid={uuid}
          device={device}
          serverNow={serverNow}
          mine={device.id === selfId}
        />
      ))}
      <Text size="xs" c="dimmed">
        {t('devices.offsetHint')}
      </Text>
    </Stack>
  );
}

function DeviceRow({
  uuid,
  device,
  serverNow,
  mine,
}: {
  uuid: string;
  device: Device;
  serverNow: number;
  mine: boolean;
}) {
  const { t } = useTranslation('cockpit');
  const rename = useRenameDevice(uuid);
  const [draft, setDraft] = useState<string | null>(null);
  // Escape unmounts the field; a blur arriving after that must not save what was dropped.
  const editing = useRef(false);
  const edit = (value: string | null) => {
    editing.current = value !== null;
    setDraft(value);
  };
  const Icon = kindIcons[device.kind];
  // Unnamed devices come back named after their kind: show it in the reader's language.
  const named = device.name && device.name !== device.kind;
  const name = named ? device.name : t(`devices.kinds.${device.kind}`);
  const quietMs = Math.max(0, serverNow - device.lastSeenAt);
  const seconds = Math.round(quietMs / 1000);
  // This cockpit is here by definition, whatever its last announced sign.
  const stale = !mine && quietMs >= DEVICE_STALE_AFTER_MS;
  const seen =
    seconds < 5
      ? t('devices.seenNow')
      : seconds < 60
        ? t('devices.seenAgo', { count: seconds })
        : t('devices.seenMinutesAgo', { count: Math.floor(seconds / 60) });
  const offset = device.offsetMs;
  const save = () => {
    if (!editing.current) return;
    const next = draft?.trim();
    edit(null);
    if (next && next !== device.name) rename.mutate({ deviceId: device.id, name: next });
  };
  return (
    <Group gap="sm" wrap="nowrap" data-testid="cockpit-device" data-stale={stale || undefined}>
      <Tooltip label={t(`devices.kinds.${device.kind}`)} withArrow>
        <span role="img" aria-label={t(`devices.kinds.${device.kind}`)}>
          <Icon size={22} aria-hidden />
        </span>
      </Tooltip>
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        {draft === null ? (
          <Group gap={4} wrap="nowrap">
            <Text size="sm" fw={600} truncate="end">
              {name}
              {mine && (
                <Text span size="xs" fw={400} c="dimmed">
                  {' '}
                  {t('devices.thisDevice')}
                </Text>
              )}
            </Text>
            <ActionIcon
              variant="subtle"
              size="sm"
              aria-label={t('devices.rename', { name })}
              onClick={() => edit(named ? device.name : name)}
            >
              <IconPencil size={14} aria-hidden />
            </ActionIcon>
          </Group>
        ) : (
          <TextInput
            size="xs"
            aria-label={t('devices.nameLabel')}
            value={draft}
            maxLength={DEVICE_NAME_MAX}
            autoFocus
            onChange={(event) => setDraft(event.currentTarget.value)}
            onBlur={save}
            onKeyDown={(event) => {
              if (event.key === 'Enter') save();
              if (event.key === 'Escape') edit(null);
            }}
          />
        )}
        {stale ? (
          <Group gap={6} wrap="nowrap">
            <Badge size="xs" color="orange.9" variant="light" data-testid="device-stale">
              {t('devices.stale')}
            </Badge>
            <Text size="xs" c="dimmed">
              {seen}
            </Text>
          </Group>
        ) : (
          <Text size="xs" c="dimmed">
            {offset === null
              ? t('devices.offsetUnknown')
              : Math.abs(offset) < IN_SYNC_MS
                ? t('devices.inSync')
                : t('devices.offset', {
                    ms: `${offset > 0 ? '+' : '−'}${Math.abs(Math.round(offset))}`,
                  })}
            {' · '}
            {seen}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
