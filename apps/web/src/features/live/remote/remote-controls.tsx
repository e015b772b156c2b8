import { Button, Text } from '@mantine/core';
import {
  IconMinus,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconPlayerSkipBackFilled,
  IconPlayerSkipForwardFilled,
  IconPlayerStopFilled,
  IconPlus,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RunCommandInput, RunStateBody } from '@ordo/contract';
import { mainReason, remoteAvailability } from './remote-availability.ts';
import classes from './remote.module.css';

type RemoteControlsProps = {
  state: RunStateBody | null;
  online: boolean;
  pending: RunCommandInput['type'] | null;
  onCommand: (command: RunCommandInput) => void;
};

const WHY_ID = 'remote-why';

/** The remote's big buttons: Start when idle; Next, Previous, Pause or Resume, ±1 minute. */
export function RemoteControls({ state, online, pending, onCommand }: RemoteControlsProps) {
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
      <Button
        className={`${classes.third} ${classes.medium}`}
        variant="default"
        leftSection={<IconMinus size={18} aria-hidden="true" />}
        aria-label={t('remote.removeMinuteLabel')}
        disabled={can.addTime !== null || busy}
        onClick={() => onCommand({ type: 'addTime', minutes: -1 })}
        data-testid="remote-remove-minute"
        {...described(can.addTime)}
      >
        {t('remote.minute')}
      </Button>
      <Button
        className={`${classes.twoThirds} ${classes.medium}`}
        variant="light"
        leftSection={<IconPlus size={18} aria-hidden="true" />}
        aria-label={t('remote.addMinuteLabel')}
        disabled={can.addTime !== null || busy}
        loading={pending === 'addTime'}
        onClick={() => onCommand({ type: 'addTime', minutes: 1 })}
        data-testid="remote-add-minute"
        {...described(can.addTime)}
      >
        {t('remote.minute')}
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
          {t(`remote.why.${reason}`)}
        </Text>
      )}
    </div>
  );
}
