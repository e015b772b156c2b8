import { memo, useEffect, useLayoutEffect, useMemo } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import { formatMinutes, type Language, type Schedule } from '@ordo/agenda';
import { currentLanguage } from '../../../i18n/languages.ts';
import { useOpenThreadCounts } from '../../comments/use-open-thread-counts.ts';
import type { AgendaModel } from '../agenda-model.ts';
import { TimelineRow } from './timeline-row.tsx';
import { TimesContext } from './row-times.tsx';
import { durationLabel, formatOffset } from './time-labels.ts';
import { ROW_HEIGHT, rowOffsets, useVirtualRows } from './use-virtual-rows.ts';
import { usualMinutes } from './usual-duration.ts';
import classes from '../agenda-editor.module.css';

/** The mark the benchmark waits for: the timeline has committed the latest text. */
export const TIMELINE_MARK = 'ordo:timeline-updated';
export const TIMELINE_END_ID = 'timeline-end';

export function sequenceId(index: number): string {
  return `sequence-${index}`;
}

type TimelineProps = {
  model: AgendaModel;
  activeIndex: number;
  readOnly: boolean;
  onSelect: (index: number) => void;
  /** Average actual minutes by title key: a "usually 12 min" hint beside matching durations. */
  usualDurations?: ReadonlyMap<string, number>;
};

function EndDropZone({ label }: { label: string }) {
  const { setNodeRef, isOver } = useDroppable({ id: TIMELINE_END_ID });
  return (
    <div ref={setNodeRef} className={classes.timelineEnd} data-over={isOver || undefined}>
      {label}
    </div>
  );
}

/** The heading, apart: a keystroke renders the times, not the words around them. */
const TimelineHeading = memo(function TimelineHeading({ relative }: { relative: boolean }) {
  const { t } = useTranslation('editor');
  return (
    <Group justify="space-between" align="baseline">
      <Title order={2} size="h4" id="timeline-heading">
        {t('timeline.title')}
      </Title>
      {relative && (
        <Text size="xs" className={classes.muted}>
          {t('timeline.relative')}
        </Text>
      )}
    </Group>
  );
});

const TimelineTotals = memo(function TimelineTotals({
  schedule,
  language,
}: {
  schedule: Schedule;
  language: Language;
}) {
  const { t } = useTranslation('editor');
  return (
    <dl className={classes.totals} data-testid="timeline-totals">
      <div>
        <dt>{t('timeline.required')}</dt>
        <dd>{formatMinutes(schedule.requiredMinutes, language)}</dd>
      </div>
      <div>
        <dt>{t('timeline.optionalTotal')}</dt>
        <dd>{formatMinutes(schedule.optionalMinutes, language)}</dd>
      </div>
      <div>
        <dt>{schedule.end ? t('timeline.end') : t('timeline.total')}</dt>
        <dd>{schedule.end ?? `+${formatOffset(schedule.totalMinutes)}`}</dd>
      </div>
    </dl>
  );
});

/** The agenda laid out in time beside the text: times, bars, speakers, flags and totals. */
export function Timeline({
  model,
  activeIndex,
  readOnly,
  onSelect,
  usualDurations,
}: TimelineProps) {
  const { t } = useTranslation('editor');
  const language = currentLanguage();
  const { agenda, schedule, problems } = model;
  const count = agenda.sequences.length;
  const openThreads = useOpenThreadCounts();
  const ids = useMemo(() => Array.from({ length: count }, (_, i) => sequenceId(i)), [count]);
  const times = useMemo(() => {
    let longest = 1;
    for (const sequence of agenda.sequences) longest = Math.max(longest, sequence.durationMinutes);
    return { sequences: agenda.sequences, schedule, language, longest };
  }, [agenda.sequences, schedule, language]);
  const labels = useMemo(
    () => ({
      optional: t('timeline.optional'),
      problems: t('timeline.problems'),
      drag: t('timeline.drag'),
      untitled: t('timeline.untitled'),
    }),
    [t],
  );

  useLayoutEffect(() => {
    performance.mark(TIMELINE_MARK);
  }, [model]);

  // Rows whose sequence has rooms are taller: their lanes sit below the row's line.
  const offsets = useMemo(() => {
    const tall = new Set<number>();
    agenda.sequences.forEach((sequence, index) => {
      if (sequence.rooms?.length) tall.add(index);
    });
    return rowOffsets(count, tall);
  }, [agenda.sequences, count]);
  const { scroller, first, last, reveal } = useVirtualRows(count, offsets);
  useEffect(() => reveal(activeIndex), [activeIndex, reveal]);

  return (
    <Stack
      gap="xs"
      className={classes.timeline}
      component="section"
      aria-labelledby="timeline-heading"
    >
      <TimelineHeading relative={!schedule.end && count > 0} />
      <TimelineTotals schedule={schedule} language={language} />
      <div ref={scroller} className={classes.timelineScroller} data-testid="timeline-scroller">
        {count === 0 ? (
          <Text size="sm" className={classes.muted} data-testid="timeline-empty">
            {t('timeline.empty')}
          </Text>
        ) : (
          <TimesContext.Provider value={times}>
            <SortableContext items={ids} strategy={verticalListSortingStrategy}>
              <ol
                className={classes.timelineList}
                aria-label={t('timeline.listLabel')}
                style={{
                  height: offsets ? offsets[count] : count * ROW_HEIGHT,
                  paddingTop: offsets ? offsets[first] : first * ROW_HEIGHT,
                }}
              >
                {agenda.sequences.slice(first, last).map((sequence, offset) => {
                  const index = first + offset;
                  const usual = usualMinutes(usualDurations, sequence.title);
                  return (
                    <TimelineRow
                      key={ids[index]}
                      id={ids[index] ?? sequenceId(index)}
                      index={index}
                      title={sequence.title}
                      optional={sequence.optional}
                      usual={
                        usual === undefined
                          ? undefined
                          : t('timeline.usually', { duration: durationLabel(usual, language) })
                      }
                      speakers={sequence.speakers.join(', ')}
                      rooms={sequence.rooms}
                      usualDurations={sequence.rooms?.length ? usualDurations : undefined}
                      minutes={sequence.durationMinutes}
                      language={language}
                      active={index === activeIndex}
                      problems={problems[index] ?? 0}
                      comments={openThreads.get(index) ?? 0}
                      readOnly={readOnly}
                      labels={labels}
                      onSelect={onSelect}
                    />
                  );
                })}
              </ol>
            </SortableContext>
          </TimesContext.Provider>
        )}
      </div>
      {!readOnly && <EndDropZone label={t('timeline.dropHere')} />}
    </Stack>
  );
}
