import { useTranslation } from 'react-i18next';
import {
  formatMinutes,
  type Language,
  type PublicSequence,
  type ScheduleItem,
  type Sequence,
} from '@ordo/agenda';
import { MarkdownText } from '../editor/markdown-text.tsx';
import { timeRange } from '../editor/timeline/time-labels.ts';
import classes from './print.module.css';

type PrintSequenceProps = {
  sequence: Sequence | PublicSequence;
  item: ScheduleItem | undefined;
  language: Language;
};

/** One sequence of the run sheet; the print stylesheet never splits it across pages. */
export function PrintSequence({ sequence, item, language }: PrintSequenceProps) {
  const { t } = useTranslation('print');
  const times = item ? timeRange(item) : null;
  const notes = 'notes' in sequence ? sequence.notes : '';
  return (
    <li
      className={classes.sequence}
      data-optional={sequence.optional || undefined}
      data-testid="print-sequence"
    >
      <div className={classes.time}>
        {times && (
          <>
            <span>{times.start}</span>
            <span>{times.end}</span>
          </>
        )}
      </div>
      <div className={classes.body}>
        <h2 className={classes.sequenceTitle}>
          {sequence.title ? <MarkdownText text={sequence.title} /> : t('sheet.untitled')}
          {sequence.optional && <span className={classes.optional}>{t('sheet.optionalFlag')}</span>}
        </h2>
        <p className={classes.meta}>
          {formatMinutes(sequence.durationMinutes, language)}
          {sequence.speakers.length > 0 && ` · ${sequence.speakers.join(', ')}`}
        </p>
        {sequence.description && (
          <MarkdownText component="p" text={sequence.description} className={classes.description} />
        )}
        {sequence.rooms && sequence.rooms.length > 0 && (
          <p className={classes.meta} data-testid="print-sequence-rooms">
            {t('rooms.inSequence', { names: sequence.rooms.map((room) => room.name).join(', ') })}
          </p>
        )}
        {notes && (
          <div className={classes.privateNotes} data-testid="print-notes">
            <span className={classes.notesLabel}>{t('sheet.notes')}</span>
            <MarkdownText component="p" text={notes} />
          </div>
        )}
      </div>
    </li>
  );
}
