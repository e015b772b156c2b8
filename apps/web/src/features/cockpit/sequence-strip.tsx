import { Badge, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { canSkip, formatMinutes, type RunProjection } from '@ordo/agenda';
import type { RunStateBody } from '@ordo/contract';
import { currentLanguage } from '../../i18n/languages.ts';
import { MarkdownText } from '../editor/markdown-text.tsx';
import { clockTimeOn, type MeetingClock } from '../live/components/meeting-clock.ts';
import { sequenceProgress, type SequenceProgress } from '../live/components/run-view.ts';
import { SkipToggle } from '../live/components/skip-toggle.tsx';
import classes from './sequence-strip.module.css';

const badgeColor: Record<SequenceProgress, string> = {
  done: 'teal.9',
  current: 'ordo.9',
  skipped: 'gray',
  upcoming: 'gray',
};

type SequenceStripProps = {
  state: RunStateBody;
  /** Jump to a sequence; without it the list is read-only (the intro). */
  onGoTo?: (index: number) => void;
  /** Skip a sequence still to come, or bring it back; without it no row offers to. */
  onSkip?: (sequence: RunStateBody['sequences'][number]) => void;
  /** The run's projection: each sequence still to come shows when it should start. */
  projection?: RunProjection;
  clock?: MeetingClock;
};

/**
 * The run's sequences in order with where each stands (done, current, skipped, to come). In the
 * live view each row is a button (click, Enter or Space jumps there), and each sequence still
 * to come, optional or not, has its own Skip (or Bring back) beside it, and with a projection
 * its projected start.
 */
export function SequenceStrip({ state, onGoTo, onSkip, projection, clock }: SequenceStripProps) {
  const { t } = useTranslation(['cockpit', 'live']);
  const language = currentLanguage();
  return (
    <ol className={classes.list} aria-label={t('sequences.label')} data-testid="cockpit-sequences">
      {state.sequences.map((sequence) => {
        const progress = sequenceProgress(state, sequence.index);
        const minutes = (sequence.plannedMs + sequence.addedMs) / 60_000;
        const projected = projection?.sequences[sequence.index];
        const startsAt =
          clock && projected?.phase === 'upcoming' && projected.startsAt !== null
            ? clockTimeOn(projected.startsAt, language, clock)
            : null;
        // The current one says when it ends: what "End at…" or a minute more just moved.
        const endsAt =
          clock && projected?.phase === 'current' && projected.endsAt !== null
            ? clockTimeOn(projected.endsAt, language, clock)
            : null;
        const row = (
          <Group gap="sm" wrap="nowrap" className={classes.row}>
            <Text size="sm" c="dimmed" w={24} ta="right" aria-hidden>
              {sequence.index + 1}
            </Text>
            <div className={classes.body}>
              <Group gap={6} wrap="nowrap">
                <Text size="sm" fw={progress === 'current' ? 700 : 500} className={classes.title}>
                  {sequence.title ? (
                    <MarkdownText text={sequence.title} />
                  ) : (
                    t('sequences.untitled')
                  )}
                </Text>
                {(progress !== 'upcoming' || sequence.optional) && (
                  <Badge
                    size="xs"
                    variant="light"
                    color={badgeColor[progress]}
                    className={classes.badge}
                  >
                    {progress === 'upcoming' ? t('sequences.optional') : t(`sequences.${progress}`)}
                  </Badge>
                )}
              </Group>
              {sequence.speakers.length > 0 && (
                <Text size="xs" c="dimmed" truncate="end">
                  {sequence.speakers.join(', ')}
                </Text>
              )}
            </div>
            <div className={classes.duration}>
              {startsAt && (
                <Text size="xs" fw={600} data-testid="cockpit-sequence-start">
                  <VisuallyHidden>
                    {t('live:timeControls.projectedStart', { time: startsAt })}
                  </VisuallyHidden>
                  <span aria-hidden>{startsAt}</span>
                </Text>
              )}
              {endsAt && (
                <Text size="xs" fw={600} data-testid="cockpit-sequence-end">
                  {t('live:timeControls.until', { time: endsAt })}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                {formatMinutes(Math.round(minutes * 10) / 10, language)}
              </Text>
            </div>
          </Group>
        );
        return (
          <li
            key={sequence.index}
            className={classes.item}
            data-progress={progress}
            data-testid="cockpit-sequence"
          >
            <div className={classes.line}>
              {onGoTo && progress !== 'current' ? (
                <UnstyledButton
                  className={classes.button}
                  onClick={() => onGoTo(sequence.index)}
                  aria-label={t('sequences.goTo', {
                    index: sequence.index + 1,
                    title: sequence.title,
                  })}
                >
                  {row}
                </UnstyledButton>
              ) : (
                <div
                  className={classes.button}
                  aria-current={progress === 'current' ? 'step' : undefined}
                >
                  {row}
                </div>
              )}
              {onSkip && canSkip(state, sequence.index) && (
                <SkipToggle sequence={sequence} onToggle={() => onSkip(sequence)} compact />
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
