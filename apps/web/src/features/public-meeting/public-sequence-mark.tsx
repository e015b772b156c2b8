import { Badge, Group } from '@mantine/core';
import { IconCheck, IconPlayerPlayFilled, IconPlayerTrackNext } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SequenceProgress } from '../live/components/run-view.ts';
import { PublicRemaining } from './public-run-status.tsx';
import type { PublicRun } from './use-public-run.ts';

type PublicSequenceMarkProps = { progress: Exclude<SequenceProgress, 'upcoming'>; run: PublicRun };

/** A sequence's place in the live run: Now (with its time left), Done or Skipped. */
export function PublicSequenceMark({ progress, run }: PublicSequenceMarkProps) {
  const { t } = useTranslation('live');
  if (progress === 'current') {
    return (
      <Group gap="xs" mt={4} data-testid="public-sequence-mark">
        <Badge variant="filled" leftSection={<IconPlayerPlayFilled size={10} aria-hidden="true" />}>
          {t('public.now')}
        </Badge>
        <PublicRemaining state={run.state} serverNow={run.serverNow} warnings={run.warnings} />
      </Group>
    );
  }
  const done = progress === 'done';
  return (
    <Group gap="xs" mt={4} data-testid="public-sequence-mark">
      <Badge
        color={done ? 'green' : 'gray'}
        variant="light"
        leftSection={
          done ? (
            <IconCheck size={12} aria-hidden="true" />
          ) : (
            <IconPlayerTrackNext size={12} aria-hidden="true" />
          )
        }
      >
        {done ? t('public.done') : t('public.skipped')}
      </Badge>
    </Group>
  );
}
