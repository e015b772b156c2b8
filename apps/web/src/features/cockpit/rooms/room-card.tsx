import { useId } from 'react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import {
  IconDeviceMobile,
  IconDeviceDesktop,
  IconMessage,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlayerTrackNext,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { roomRemainingMs } from '@ordo/agenda';
import type { RunCommandInput, RunStateBody, StageWarnings } from '@ordo/contract';
import { countdownSeconds, formatClock } from '../../live/components/format-clock.ts';
import { countdownTone } from '../../live/components/run-view.ts';
import classes from './room-board.module.css';

export type LiveRoom = NonNullable<RunStateBody['rooms']>[number];
/** What a card asks the board to open for its room. */
export type RoomDialog = 'message' | 'remote' | 'stage';

type RoomCardProps = {
  room: LiveRoom;
  recall: RunStateBody['recall'];
  now: number;
  warnings?: StageWarnings | null;
  run: (command: RunCommandInput) => unknown;
  onOpen: (dialog: RoomDialog, room: LiveRoom) => void;
};

const statusColor = { idle: 'gray', running: 'teal.9', paused: 'orange.9', done: 'gray' } as const;

/**
 * One breakout room at a glance: its step, the time left of that step (the shared room
 * countdown, toned as the plenary's), its status, and what the facilitator may do for it.
 */
export function RoomCard({ room, recall, now, warnings, run, onOpen }: RoomCardProps) {
  const { t } = useTranslation(['cockpit', 'live']);
  const nameId = useId();
  const step = room.steps[room.stepIndex];
  const done = room.status === 'done';
  const remaining = roomRemainingMs(room, recall, now);
  const target = step ? step.plannedMs + step.addedMs : 0;
  const tone =
    done || room.status === 'paused' ? 'normal' : countdownTone(remaining, target, warnings);
  const clock = formatClock(remaining).replace('-', '\u2212');
  const overtime = countdownSeconds(remaining) < 0;
  const paused = room.status === 'paused';
  const send = (command: RunCommandInput) => run(command);
  return (
    <article
      className={classes.card}
      data-testid="room-card"
      data-room={room.index}
      data-status={room.status}
      aria-labelledby={nameId}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Text id={nameId} fw={700} className={classes.name}>
          {room.name || t('rooms.untitled', { number: room.index + 1 })}
        </Text>
        <Badge
          color={statusColor[room.status]}
          variant={paused ? 'filled' : 'light'}
          className={classes.status}
          data-testid="room-status"
        >
          {t(`rooms.status.${room.status}`)}
        </Badge>
      </Group>
      {room.hosts.length > 0 && (
        <Text size="sm" c="dimmed" data-testid="room-hosts">
          {t('rooms.hosts', { count: room.hosts.length, names: room.hosts.join(', ') })}
        </Text>
      )}
      <Stack gap={0}>
        <Text size="xs" c="dimmed">
          {done
            ? t('rooms.finished')
            : t('rooms.stepOf', { index: room.stepIndex + 1, count: room.steps.length })}
        </Text>
        <Text fw={600} className={classes.step} data-testid="room-step">
          {step?.title || t('rooms.untitledStep')}
        </Text>
      </Stack>
      <div
        className={classes.time}
        data-tone={tone}
        data-testid="room-time-left"
        role="timer"
        aria-label={
          done
            ? t('rooms.finished')
            : t(overtime ? 'live:countdown.overtimeAria' : 'live:countdown.aria', { time: clock })
        }
      >
        <span aria-hidden="true">{done ? '—' : clock}</span>
        {overtime && !done && (
          <span className={classes.overtime} aria-hidden="true">
            {t('live:countdown.overtime')}
          </span>
        )}
      </div>
      {room.message && (
        <Text size="sm" className={classes.message} data-testid="room-message">
          <Text span size="xs" c="dimmed" fw={600}>
            {t('rooms.messageShown')}{' '}
          </Text>
          {room.message.text}
        </Text>
      )}
      <div className={classes.actions}>
        <Button
          size="compact-md"
          variant={paused ? 'filled' : 'default'}
          color={paused ? 'green.9' : undefined}
          disabled={done}
          leftSection={
            paused ? (
              <IconPlayerPlay size={16} aria-hidden />
            ) : (
              <IconPlayerPause size={16} aria-hidden />
            )
          }
          onClick={() => send({ type: paused ? 'resume' : 'pause', room: room.index })}
          aria-label={paused ? t('rooms.resume') : t('rooms.pause')}
        >
          {paused ? t('rooms.resumeShort') : t('rooms.pauseShort')}
        </Button>
        <Button
          size="compact-md"
          variant="default"
          disabled={done}
          leftSection={<IconPlayerTrackNext size={16} aria-hidden />}
          onClick={() => send({ type: 'next', room: room.index })}
        >
          {t('rooms.next')}
        </Button>
        <Button
          size="compact-md"
          variant="default"
          disabled={done}
          onClick={() => send({ type: 'addTime', minutes: 1, room: room.index })}
        >
          {t('rooms.addMinute')}
        </Button>
      </div>
      <div className={classes.links}>
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconMessage size={16} aria-hidden />}
          onClick={() => onOpen('message', room)}
          aria-label={t('rooms.messageRoom')}
        >
          {t('rooms.messageShort')}
        </Button>
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconDeviceMobile size={16} aria-hidden />}
          onClick={() => onOpen('remote', room)}
          aria-label={t('rooms.remote')}
        >
          {t('rooms.remoteShort')}
        </Button>
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconDeviceDesktop size={16} aria-hidden />}
          onClick={() => onOpen('stage', room)}
          aria-label={t('rooms.stage')}
        >
          {t('rooms.stageShort')}
        </Button>
      </div>
    </article>
  );
}
