import { Badge, Drawer, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { canSkip, formatMinutes, projectRun } from '@ordo/agenda';
import type { LiveCommandAck, RunCommandInput, RunStateBody } from '@ordo/contract';
import { currentLanguage } from '../../../i18n/languages.ts';
import { clockTimeOn, type MeetingClock } from '../components/meeting-clock.ts';
import { sequenceProgress } from '../components/run-view.ts';
import { SequenceTitle } from '../components/sequence-title.tsx';
import { SkipToggle, toggleSkip } from '../components/skip-toggle.tsx';
import classes from './remote.module.css';

type AgendaSheetProps = {
  opened: boolean;
  onClose: () => void;
  state: RunStateBody | null;
  serverNow: number;
  clock: MeetingClock;
  online: boolean;
  onCommand: (command: RunCommandInput) => Promise<boolean | LiveCommandAck>;
};

const badges = { done: 'done', current: 'now', skipped: 'skipped' } as const;

/**
 * The remote's agenda: every sequence with where it stands, Skip or Bring back on each one
 * still to come (with Undo in the notice), when each one still to come should start and when
 * the event would end at this pace.
 */
export function AgendaSheet({
  opened,
  onClose,
  state,
  serverNow,
  clock,
  online,
  onCommand,
}: AgendaSheetProps) {
  const { t } = useTranslation('live');
  const language = currentLanguage();
  const projection = state ? projectRun(state, serverNow) : null;
  const end = projection?.endsAt ?? null;
  const time = (epochMs: number) => clockTimeOn(epochMs, language, clock);
  const active = state?.status === 'running' || state?.status === 'paused';
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      styles={{ content: { flex: '0 0 auto', height: 'auto', maxHeight: '92%' } }}
      title={t('remote.agenda.title')}
      closeButtonProps={{ 'aria-label': t('remote.agenda.close') }}
    >
      <Stack gap="sm" pb="md" data-testid="remote-agenda">
        {active && end !== null && (
          <Text fw={700} data-testid="remote-projected-end">
            {t('remote.agenda.projectedEnd', { time: time(end) })}
          </Text>
        )}
        {active && clock.meetingZone && (
          <Text size="xs" c="dimmed" data-testid="remote-time-zone">
            {t('remote.agenda.timeZone', { zone: clock.timeZone })}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {active ? t('remote.agenda.hint') : t('remote.agenda.notStarted')}
        </Text>
        <ol className={classes.agenda}>
          {state?.sequences.map((sequence) => {
            const progress = sequenceProgress(state, sequence.index);
            const badge = progress === 'upcoming' ? null : badges[progress];
            const projected = projection?.sequences[sequence.index];
            const startsAt =
              active && projected?.phase === 'upcoming' && projected.startsAt !== null
                ? time(projected.startsAt)
                : null;
            const endsAt =
              active && projected?.phase === 'current' && projected.endsAt !== null
                ? time(projected.endsAt)
                : null;
            return (
              <li
                key={sequence.index}
                className={classes.agendaRow}
                data-progress={progress}
                aria-current={progress === 'current' ? 'step' : undefined}
                data-testid="remote-agenda-row"
              >
                <Text size="sm" c="dimmed" w={20} ta="right" aria-hidden="true">
                  {sequence.index + 1}
                </Text>
                <Stack gap={2} className={classes.agendaBody}>
                  <Text
                    size="sm"
                    fw={progress === 'current' ? 700 : 500}
                    className={classes.agendaTitle}
                  >
                    <SequenceTitle title={sequence.title || t('sequence.untitled')} />
                  </Text>
                  <Group gap={6}>
                    {startsAt && (
                      <Text size="xs" fw={600} data-testid="remote-agenda-start">
                        <VisuallyHidden>
                          {t('timeControls.projectedStart', { time: startsAt })}
                        </VisuallyHidden>
                        <span aria-hidden="true">{startsAt}</span>
                      </Text>
                    )}
                    {endsAt && (
                      <Text size="xs" fw={600} data-testid="remote-agenda-end">
                        {t('timeControls.until', { time: endsAt })}
                      </Text>
                    )}
                    <Text size="xs" c="dimmed">
                      {formatMinutes((sequence.plannedMs + sequence.addedMs) / 60_000, language)}
                    </Text>
                    {badge && (
                      <Badge
                        size="xs"
                        variant="light"
                        color={progress === 'current' ? 'ordo' : 'gray'}
                      >
                        {t(`remote.agenda.${badge}`)}
                      </Badge>
                    )}
                    {sequence.optional && progress === 'upcoming' && (
                      <Badge size="xs" variant="outline" color="gray">
                        {t('remote.agenda.optional')}
                      </Badge>
                    )}
                  </Group>
                </Stack>
                {canSkip(state, sequence.index) && (
                  <SkipToggle
                    size="sm"
                    sequence={sequence}
                    disabled={!online}
                    onToggle={(target) => void toggleSkip(target, onCommand, t)}
                  />
                )}
              </li>
            );
          })}
        </ol>
      </Stack>
    </Drawer>
  );
}
