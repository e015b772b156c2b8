import type { ReactNode } from 'react';
import { Box, Button, Group, Stack } from '@mantine/core';
import {
  IconMinus,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlayerTrackNext,
  IconPlayerTrackPrev,
  IconPlus,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RunCommandInput, RunStateBody } from '@ordo/contract';
import classes from './cockpit.module.css';

type LiveControlsProps = {
  state: RunStateBody;
  run: (command: RunCommandInput) => unknown;
};

/** An icon that gives way to the words on a phone, where the three buttons share one row. */
const wide = (icon: ReactNode) => (
  <Box visibleFrom="sm" display="flex">
    {icon}
  </Box>
);

/** The buttons the keyboard shortcuts stand for: previous, pause or resume, next, ±1 minute. */
export function LiveControls({ state, run }: LiveControlsProps) {
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
      <Group justify="center" gap="xs">
        <Button
          variant="default"
          leftSection={<IconMinus size={16} aria-hidden />}
          aria-label={t('controls.removeMinute')}
          onClick={() => run({ type: 'addTime', minutes: -1 })}
          data-testid="cockpit-minus"
        >
          {t('controls.minute')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          aria-label={t('controls.addMinute')}
          onClick={() => run({ type: 'addTime', minutes: 1 })}
          data-testid="cockpit-plus"
        >
          {t('controls.minute')}
        </Button>
      </Group>
    </Stack>
  );
}
