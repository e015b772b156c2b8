import { Badge, Group, Text } from '@mantine/core';
import { IconBroadcast, IconPlayerPauseFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RunProjection } from '@ordo/agenda';
import type { RunStateBody, StageWarnings } from '@ordo/contract';
import { currentLanguage } from '../../i18n/languages.ts';
import { clockTimeOn, type MeetingClock } from '../live/components/meeting-clock.ts';
import { useServerTick } from '../live/connection/use-server-clock.ts';
import { runCountdowns } from '../live/components/countdowns.ts';
import { formatDuration } from '../live/components/format-clock.ts';
import { ConnectionBadge } from '../live/components/connection-badge.tsx';
import { runView } from '../live/components/run-view.ts';
import toneClasses from '../live/components/tone.module.css';
import type { PublicRun } from './use-public-run.ts';

type PublicRunStatusProps = {
  run: PublicRun;
  /** The run's projection while it goes on, for its expected end. */
  projection?: RunProjection | null;
  clock: MeetingClock;
};

/**
 * Above the public agenda: a "Live" badge and the expected end while the run goes on, a
 * thank-you once it is over.
 */
export function PublicRunStatus({ run, projection = null, clock }: PublicRunStatusProps) {
  const { t } = useTranslation('live');
  const language = currentLanguage();
  if (run.state.status === 'finished') {
    return (
      <Text fw={600} data-testid="public-run-finished">
        {t('public.finished')}
      </Text>
    );
  }
  if (run.state.status === 'idle') return null;
  return (
    <Group gap="xs" aria-live="polite">
      <Badge
        color="red.9"
        variant="filled"
        leftSection={<IconBroadcast size={14} aria-hidden="true" />}
        data-testid="public-live-badge"
      >
        {t('public.live')}
      </Badge>
      {/* Only when something is wrong: "Reconnecting…" or "Offline" (it keeps counting). */}
      {run.status !== 'live' && <ConnectionBadge status={run.status} />}
      {run.state.status === 'paused' && (
        <Badge
          color="gray"
          variant="light"
          leftSection={<IconPlayerPauseFilled size={12} aria-hidden="true" />}
        >
          {t('public.paused')}
        </Badge>
      )}
      {projection?.endsAt != null && (
        <Text size="sm" fw={600} data-testid="public-projected-end">
          {t('public.projectedEnd', { time: clockTimeOn(projection.endsAt, language, clock) })}
        </Text>
      )}
    </Group>
  );
}

/**
 * The current sequence's time left (or over), refreshed every second from the server clock, in
 * the tone of the meeting's thresholds as on the stage.
 */
export function PublicRemaining({
  state,
  serverNow,
  warnings,
}: {
  state: RunStateBody;
  serverNow: () => number;
  warnings?: StageWarnings | null;
}) {
  const { t } = useTranslation('live');
  const now = useServerTick(serverNow, (at) => runCountdowns(state, at));
  const { remainingMs, tone } = runView(state, now, warnings);
  const language = currentLanguage();
  const text =
    remainingMs < 0
      ? t('public.overtime', { time: formatDuration(-remainingMs, language) })
      : t('public.remaining', { time: formatDuration(Math.max(0, remainingMs), language) });
  return (
    <span className={toneClasses.tone} data-tone={tone} data-testid="public-remaining">
      {text}
    </span>
  );
}
