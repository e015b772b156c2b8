import type { ReactNode } from 'react';
import { Box, Button, Group, Stack } from '@mantine/core';
import {
  IconClockEdit,
  IconClockStop,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlayerTrackNext,
  IconPlayerTrackPrev,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RunCommandInput, RunStateBody } from '@ordo/contract';
import type { TimeDialogKind } from '../live/components/time-dialog.tsx';
import classes from './cockpit.module.css';

type LiveControlsProps = {
  state: RunStateBody;
  run: (command: RunCommandInput) => unknown;
  /** Opens "Set time left" or "End at" (the cockpit holds the dialog, T and E open it too). */
  onTimeDialog: (kind: TimeDialogKind) => void;
};

/** An icon that gives way to the words on a phone, where the three buttons share one row. */
const wide = (icon: ReactNode) => (
  <Box visibleFrom="sm" display="flex">
    {icon}
  </Box>
);

/**
 * The buttons the keyboard shortcuts stand for: previous, pause or resume, next, then the time
 * of the current sequence (±1 and ±5 minutes, set time left, end at).
 */
export function LiveControls({ state, run, onTimeDialog }: LiveControlsProps) {
  const { t } = useTranslation('cockpit');
  const paused = state.status === 'paused';
  const last = state.sequences.findLast((sequence) => !sequence.skipped)?.index ?? 0;
  return (
    <Stack gap="xs" w="100%" maw={520}>
      <div className={classes.controls}>
        <Button
          variant="default"
          size="md"
          px="sm"
          leftSection={<IconPlayerTrackPrev size={20} aria-hidden />}
          onClick={() => run({ type: 'previous' })}
          disabled={state.currentIndex === 0}
          aria-label={t('controls.previous')}
          data-testid="cockpit-previous"
        >
          <Box visibleFrom="sm">{t('controls.previous')}</Box>
        </Button>
        <Button
          size="md"
          px="xs"
          // Resume is the one thing to do while paused; pausing is neutral, not an alarm.
          color={paused ? 'green.9' : undefined}
          variant={paused ? 'filled' : 'default'}
          leftSection={wide(
            paused ? (
              <IconPlayerPlay size={20} aria-hidden />
            ) : (
              <IconPlayerPause size={20} aria-hidden />
            ),
          )}
          onClick={() => run({ type: paused ? 'resume' : 'pause' })}
          data-testid="cockpit-pause"
        >
          {paused ? t('controls.resume') : t('controls.pause')}
        </Button>
        <Button
          size="md"
          px="xs"
          rightSection={wide(<IconPlayerTrackNext size={20} aria-hidden />)}
          onClick={() => run({ type: 'next' })}
          data-testid="cockpit-next"
        >
          {state.currentIndex >= last ? t('controls.finish') : t('controls.next')}
        </Button>
      </div>
      <TimeButtons run={run} onTimeDialog={onTimeDialog} />
    </Stack>
  );
}

/** −5, −1, +1, +5 minutes on one row; "Set time left…" and "End at…" below. */
function TimeButtons({ run, onTimeDialog }: Omit<LiveControlsProps, 'state'>) {
  const { t } = useTranslation(['cockpit', 'live']);
  const steps = [
    { minutes: -5, label: t('live:timeControls.removeFive'), testId: 'cockpit-minus-five' },
    { minutes: -1, label: t('controls.removeMinute'), testId: 'cockpit-minus' },
    { minutes: 1, label: t('controls.addMinute'), testId: 'cockpit-plus' },
    { minutes: 5, label: t('live:timeControls.addFive'), testId: 'cockpit-plus-five' },
  ];
  return (
    <Stack gap="xs" role="group" aria-label={t('live:timeControls.label')}>
      {/* Signed figures without icons: four fit one row of a 390 px phone. */}
      <Group justify="center" gap="xs" wrap="nowrap" grow maw={420} mx="auto" w="100%">
        {steps.map(({ minutes, label, testId }) => (
          <Button
            key={minutes}
            variant="default"
            px={6}
            aria-label={label}
            onClick={() => run({ type: 'addTime', minutes })}
            data-testid={testId}
          >
            {t('live:timeControls.step', {
              sign: minutes < 0 ? '−' : '+',
              count: Math.abs(minutes),
            })}
          </Button>
        ))}
      </Group>
      <Group justify="center" gap="xs">
        <Button
          variant="subtle"
          size="compact-md"
          leftSection={<IconClockEdit size={16} aria-hidden />}
          aria-haspopup="dialog"
          onClick={() => onTimeDialog('left')}
          data-testid="cockpit-time-left"
        >
          {t('live:timeControls.setTimeLeft')}
        </Button>
        <Button
          variant="subtle"
          size="compact-md"
          leftSection={<IconClockStop size={16} aria-hidden />}
          aria-haspopup="dialog"
          onClick={() => onTimeDialog('end')}
          data-testid="cockpit-end-at"
        >
          {t('live:timeControls.endAt')}
        </Button>
      </Group>
    </Stack>
  );
}
