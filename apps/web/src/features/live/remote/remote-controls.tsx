import { Button, Text } from '@mantine/core';
import {
  IconClockEdit,
  IconClockStop,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconPlayerSkipBackFilled,
  IconPlayerSkipForwardFilled,
  IconPlayerStopFilled,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RunCommandInput, RunStateBody } from '@ordo/contract';
import type { TimeDialogKind } from '../components/time-dialog.tsx';
import { mainReason, remoteAvailability } from './remote-availability.ts';
import classes from './remote.module.css';

type RemoteControlsProps = {
  state: RunStateBody | null;
  online: boolean;
  pending: RunCommandInput['type'] | null;
  onCommand: (command: RunCommandInput) => void;
  /** Opens "Set time left" or "End at" for the current sequence. */
  onTimeDialog: (kind: TimeDialogKind) => void;
};

const WHY_ID = 'remote-why';

/**
 * −5, −1, +1, +5 minutes, written as signed figures without icons so four fit a phone's row
 * in French too; the ±1 test ids are the ones the remote always had.
 */
const TIME_STEPS = [
  {
    minutes: -5,
    label: 'timeControls.removeFive',
    testId: 'remote-remove-five',
  },
  {
    minutes: -1,
    label: 'remote.removeMinuteLabel',
    testId: 'remote-remove-minute',
  },
  {
    minutes: 1,
    label: 'remote.addMinuteLabel',
    testId: 'remote-add-minute',
  },
  {
    minutes: 5,
    label: 'timeControls.addFive',
    testId: 'remote-add-five',
  },
] as const;

/**
 * The remote's big buttons: Start when idle; Next, Previous, Pause or Resume; then the time of
 * the current sequence: ±1 and ±5 minutes, set time left, end at.
 */
export function RemoteControls({
  state,
  online,
  pending,
  onCommand,
  onTimeDialog,
}: RemoteControlsProps) {
  const { t } = useTranslation('live');
  const can = remoteAvailability(state, online);
  // A finished run says so in the title already; the other reasons are news.
  const reason = state?.status === 'finished' ? null : mainReason(can);
  const busy = pending !== null;
  const hasNext = state?.sequences.some((s) => s.index > state.currentIndex && !s.skipped);
  const paused = state?.status === 'paused';
  const described = (why: string | null) => (why && reason ? { 'aria-describedby': WHY_ID } : {});

  return (
    <div className={classes.controls}>
      {state?.status === 'idle' ? (
        <Button
          className={`${classes.wide} ${classes.huge}`}
          color="green.8"
          leftSection={<IconPlayerPlayFilled aria-hidden="true" />}
          disabled={can.start !== null || busy}
          loading={pending === 'start'}
          onClick={() => onCommand({ type: 'start' })}
          data-testid="remote-start"
        >
          {t('remote.start')}
        </Button>
      ) : (
        <Button
          className={`${classes.wide} ${classes.huge}`}
          rightSection={
            hasNext || !state ? (
              <IconPlayerSkipForwardFilled aria-hidden="true" />
            ) : (
              <IconPlayerStopFilled aria-hidden="true" />
            )
          }
          disabled={can.next !== null || busy}
          loading={pending === 'next'}
          onClick={() => onCommand({ type: 'next' })}
          data-testid="remote-next"
          {...described(can.next)}
        >
          {hasNext || !state ? t('remote.next') : t('remote.finish')}
        </Button>
      )}
      <Button
        className={`${classes.half} ${classes.big}`}
        variant="default"
        leftSection={<IconPlayerSkipBackFilled aria-hidden="true" />}
        disabled={can.previous !== null || busy}
        loading={pending === 'previous'}
        onClick={() => onCommand({ type: 'previous' })}
        data-testid="remote-previous"
        {...described(can.previous)}
      >
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
        disabled={can.pauseResume !== null || busy}
        loading={pending === 'pause' || pending === 'resume'}
        onClick={() => onCommand({ type: paused ? 'resume' : 'pause' })}
        data-testid="remote-pause"
        {...described(can.pauseResume)}
      >
        {paused ? t('remote.resume') : t('remote.pause')}
      </Button>
      <div className={classes.wide} role="group" aria-label={t('timeControls.label')}>
        <div className={classes.controls}>
          {TIME_STEPS.map(({ minutes, label, testId }) => (
            <Button
              key={minutes}
              className={`${classes.quarter} ${classes.step}`}
              px={4}
              variant={minutes > 0 ? 'light' : 'default'}
              aria-label={t(label)}
              disabled={can.addTime !== null || busy}
              onClick={() => onCommand({ type: 'addTime', minutes })}
              data-testid={testId}
              {...described(can.addTime)}
            >
              {t('timeControls.step', { sign: minutes < 0 ? '−' : '+', count: Math.abs(minutes) })}
            </Button>
          ))}
          <Button
            className={`${classes.half} ${classes.small}`}
            px={6}
            variant="default"
            leftSection={<IconClockEdit size={18} aria-hidden="true" />}
            aria-haspopup="dialog"
            disabled={can.addTime !== null || busy}
            onClick={() => onTimeDialog('left')}
            data-testid="remote-time-left"
            {...described(can.addTime)}
          >
            {t('timeControls.setTimeLeft')}
          </Button>
          <Button
            className={`${classes.half} ${classes.small}`}
            px={6}
            variant="default"
            leftSection={<IconClockStop size={18} aria-hidden="true" />}
            aria-haspopup="dialog"
            disabled={can.addTime !== null || busy}
            onClick={() => onTimeDialog('end')}
            data-testid="remote-end-at"
            {...described(can.addTime)}
          >
            {t('timeControls.endAt')}
          </Button>
        </div>
      </div>
      {reason && (
        <Text
          id={WHY_ID}
          className={classes.wide}
          ta="center"
          size="sm"
          c="dimmed"
          data-testid="remote-why"
        >
          {t(`remote.why.${reason}`)}
        </Text>
      )}
    </div>
  );
}
