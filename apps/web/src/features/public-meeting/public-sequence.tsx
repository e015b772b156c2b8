import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMinutes, type ProjectedSequence } from '@ordo/agenda';
import type { PublicMeetingSequence } from '@ordo/contract';
import { currentLanguage } from '../../i18n/languages.ts';
import { ServerHtml } from '../../components/server-html.tsx';
import { clockTimeOn, type MeetingClock } from '../live/components/meeting-clock.ts';
import classes from './public-agenda.module.css';
import type { SequenceProgress } from '../live/components/run-view.ts';
import { PublicRooms } from './public-rooms.tsx';
import { PublicSequenceMark } from './public-sequence-mark.tsx';
import type { PublicRun } from './use-public-run.ts';

type PublicSequenceProps = {
  sequence: PublicMeetingSequence;
  /** The language the agenda is written in, for screen readers. */
  textLanguage: string;
  headingLevel: 2 | 3 | 4;
  accent: string | undefined;
  /** Where the sequence stands in the live run, when one is followed. */
  progress?: SequenceProgress;
  run?: PublicRun | null;
  /** Its times in the live run's projection, while a run goes on. */
  projected?: ProjectedSequence;
  clock?: MeetingClock;
};

/**
 * One sequence: its times (or its offset without a start time), title, length, speakers,
 * description. While a run goes on, a sequence still to come shows when it is now expected to
 * start (the planned time beside it when the meeting has one).
 */
export function PublicSequence({
  sequence,
  textLanguage,
  headingLevel,
  accent,
  progress,
  run = null,
  projected,
  clock,
}: PublicSequenceProps) {
  const { t } = useTranslation(['sharing', 'live']);
  const language = currentLanguage();
  const expected =
    clock && projected?.phase === 'upcoming' && projected.startsAt !== null
      ? clockTimeOn(projected.startsAt, language, clock)
      : null;
  const Heading = `h${headingLevel}` as const;
  const details = [
    formatMinutes(sequence.durationMinutes, language),
    sequence.speakers.length > 0 ? t('public.with', { names: sequence.speakers.join(', ') }) : null,
  ].filter(Boolean);
  return (
    <li
      className={classes.sequence}
      data-optional={sequence.optional || undefined}
      data-testid="public-sequence"
      data-progress={progress}
      aria-current={progress === 'current' ? 'step' : undefined}
      style={accent ? { borderInlineStartColor: accent } : undefined}
    >
      <div className={classes.time}>
        {expected ? (
          <>
            <span data-testid="public-projected-start">
              <VisuallyHidden>{t('live:public.projectedStart')}</VisuallyHidden>
              {expected}
            </span>
            {sequence.start && sequence.start !== expected && (
              <span className={classes.meta}>
                {t('live:public.plannedAt', { time: sequence.start })}
              </span>
            )}
          </>
        ) : sequence.start ? (
          <>
            <span>{sequence.start}</span>
            <span className={classes.meta}>{sequence.end}</span>
          </>
        ) : (
          <span className={classes.meta}>+{formatMinutes(sequence.startMinute, language)}</span>
        )}
      </div>
      <div>
        <Heading className={classes.sequenceTitle}>
          <span lang={textLanguage}>
            {sequence.title ? (
              <ServerHtml html={sequence.titleHtml} />
            ) : (
              t('public.untitledSequence')
            )}
          </span>
          {sequence.optional && <span className={classes.optional}>{t('public.optional')}</span>}
        </Heading>
        {progress && run && progress !== 'upcoming' && (
          <PublicSequenceMark progress={progress} run={run} />
        )}
        <p className={`${classes.meta} ${classes.description}`}>{details.join(' · ')}</p>
        {sequence.description && (
          <div lang={textLanguage} className={classes.description}>
            <ServerHtml component="div" html={sequence.descriptionHtml} />
          </div>
        )}
        {sequence.rooms && sequence.rooms.length > 0 && (
          <PublicRooms
            rooms={sequence.rooms}
            textLanguage={textLanguage}
            sequenceTitle={sequence.title}
          />
        )}
      </div>
    </li>
  );
}
