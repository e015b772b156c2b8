import { useTranslation } from 'react-i18next';
import { formatMinutes } from '@ordo/agenda';
import type { PublicMeetingSequence } from '@ordo/contract';
import { currentLanguage } from '../../i18n/languages.ts';
import { ServerHtml } from '../../components/server-html.tsx';
import classes from './public-agenda.module.css';
import type { SequenceProgress } from '../live/components/run-view.ts';
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
};

/** One sequence: its times (or its offset without a start time), title, length, speakers, description. */
export function PublicSequence({
  sequence,
  textLanguage,
  headingLevel,
  accent,
  progress,
  run = null,
}: PublicSequenceProps) {
  const { t } = useTranslation('sharing');
  const language = currentLanguage();
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
        {sequence.start ? (
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
      </div>
    </li>
  );
}
