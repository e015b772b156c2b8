import { createContext, memo, useContext } from 'react';
import type { Language, Schedule, Sequence } from '@ordo/agenda';
import { durationLabel, timeRange } from './time-labels.ts';
import classes from '../agenda-editor.module.css';

/** What moves when a duration changes: every later start and end, and every bar's length. */
export type TimelineTimes = {
  sequences: readonly Sequence[];
  schedule: Schedule;
  language: Language;
  /** The longest duration, which the bars are relative to (at least 1). */
  longest: number;
};

/**
 * Times reach the rows through a context: a keystroke in a duration moves the times of every
 * later row, and only these small readers render again, not the rows around them.
 */
export const TimesContext = createContext<TimelineTimes | null>(null);

/** `09:00–09:10 · 10 min`, the start and end as the timeline shows them. */
export const RowTimes = memo(function RowTimes({ index }: { index: number }) {
  const times = useContext(TimesContext);
  const item = times?.schedule.items[index];
  const sequence = times?.sequences[index];
  if (!times || !sequence) return null;
  const { start, end } = item ? timeRange(item) : { start: '', end: '' };
  // One string, one text node: a keystroke updates a single node per row.
  return `${start}–${end} · ${durationLabel(sequence.durationMinutes, times.language)}`;
});

/** The bar, as long as the sequence relative to the longest one. */
export const RowBar = memo(function RowBar({ index }: { index: number }) {
  const times = useContext(TimesContext);
  const minutes = times?.sequences[index]?.durationMinutes ?? 0;
  const bar = times ? (minutes / times.longest) * 100 : 0;
  return (
    <div className={classes.timelineBar} aria-hidden>
      <div style={{ width: `${Math.max(bar, 1)}%` }} />
    </div>
  );
});
