import { Button, Text } from '@mantine/core';
import {
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconPlayerSkipBackFilled,
  IconPlayerSkipForwardFilled,
  IconPlayerStopFilled,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RunCommandInput } from '@ordo/contract';
import type { RoomView } from '../components/room-view.ts';
import classes from './remote.module.css';

type RoomControlsProps = {
  view: RoomView | null;
  online: boolean;
  pending: RunCommandInput['type'] | null;
  /** Sends a command; the screen adds the room's index to it. */
  onCommand: (command: RunCommandInput) => void;
};

const WHY_ID = 'room-remote-why';

/**
 * A room host's big buttons: next step (or "End the room" on the last), previous step, pause
 * or resume, and a minute more or less on the step. Disabled, with the reason under them,
 * while the room is not running (before its sequence, done, offline).
 */
export function RoomControls({ view, online, pending, onCommand }: RoomControlsProps) {
  const { t } = useTranslation('live');
  const running = view?.stage === 'active' || view?.stage === 'recall';
  const reason = !online
    ? 'offline'
    : !view || view.stage === 'plenary' || view.stage === 'invalid'
      ? 'notInRoom'
      : view.stage === 'done'
        ? 'roomDone'
        : null;
  const disabled = reason !== null || pending !== null;
  const room = view?.room;
  const earlier = room ? room.steps.some((s) => s.index < room.stepIndex && !s.skipped) : false;
  const paused = room?.status === 'paused';
  const described = reason ? { 'aria-describedby': WHY_ID } : {};

  return (
    <div className={classes.controls}>
      <Button
        className={`${classes.wide} ${classes.huge}`}
        rightSection={
          view?.next || !running ? (
            <IconPlayerSkipForwardFilled aria-hidden="true" />
          ) : (
            <IconPlayerStopFilled aria-hidden="true" />
          )
        }
        disabled={disabled}
        loading={pending === 'next'}
        onClick={() => onCommand({ type: 'next' })}
        data-testid="remote-next"
        {...described}
      >
        {view?.next || !running ? t('rooms.nextStepButton') : t('rooms.endRoom')}
      </Button>
      <Button
        className={`${classes.half} ${classes.big}`}
        variant="default"
        leftSection={<IconPlayerSkipBackFilled aria-hidden="true" />}
        disabled={disabled || !earlier}
        loading={pending === 'previous'}
        onClick={() => onCommand({ type: 'previous' })}
        data-testid="remote-previous"
        aria-label={t('rooms.previousStep')}
        {...described}
      >
        {/* "Previous step" would not fit half a phone's row in French: the name says it whole. */}
        {t('remote.previous')}
      </Button>
      <Button
        className={`${classes.half} ${classes.big}`}
        variant={paused ? 'filled' : 'default'}
        color={paused ? 'green.8' : undefined}
        leftSection={
          paused ? (
            <IconPlayerPlayFilled aria-hidden="true" />
          ) : (
            <IconPlayerPauseFilled aria-hidden="true" />
          )
        }
        disabled={disabled}
        loading={pending === 'pause' || pending === 'resume'}
        onClick={() => onCommand({ type: paused ? 'resume' : 'pause' })}
        data-testid="remote-pause"
        {...described}
      >
        {paused ? t('remote.resume') : t('remote.pause')}
      </Button>
      <Button
        className={`${classes.half} ${classes.medium}`}
        variant="default"
        aria-label={t('remote.removeMinuteLabel')}
        disabled={disabled}
        onClick={() => onCommand({ type: 'addTime', minutes: -1 })}
        data-testid="remote-remove-minute"
        {...described}
      >
        {t('timeControls.step', { sign: '−', count: 1 })}
      </Button>
      <Button
        className={`${classes.half} ${classes.medium}`}
        variant="light"
        aria-label={t('remote.addMinuteLabel')}
        disabled={disabled}
        onClick={() => onCommand({ type: 'addTime', minutes: 1 })}
        data-testid="remote-add-minute"
        {...described}
      >
        {t('timeControls.step', { sign: '+', count: 1 })}
      </Button>
      {reason && (
        <Text
          id={WHY_ID}
          className={classes.wide}
          ta="center"
          size="sm"
          c="dimmed"
          data-testid="remote-why"
        >
          {t(`rooms.why.${reason}`)}
        </Text>
      )}
    </div>
  );
}
