import { IconGripVertical } from '@tabler/icons-react';
import { memo } from 'react';
import { ActionIcon, Badge, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { MarkdownText } from '../markdown-text.tsx';
import classes from '../agenda-editor.module.css';
import hint from './usual-hint.module.css';

export type TimelineRowProps = {
  index: number;
  id: string;
  title: string;
  optional: boolean;
  start: string;
  end: string;
  duration: string;
  /** "usually 12 min": the average actual time of sequences with this title, when known. */
  usual?: string;
  /** 0–100: the bar's length relative to the longest sequence. */
  bar: number;
  speakers: string;
  active: boolean;
  problems: number;
  readOnly: boolean;
  labels: { optional: string; problems: string; drag: string; untitled: string };
  onSelect: (index: number) => void;
};

/** One sequence in the timeline. Memoised on plain values: typing in a note re-renders nothing here. */
export const TimelineRow = memo(function TimelineRow(props: TimelineRowProps) {
  const {
    index,
    id,
    title,
    optional,
    start,
    end,
    duration,
    usual,
    bar,
    speakers,
    active,
    problems,
    labels,
  } = props;
  const sortable = useSortable({ id, disabled: props.readOnly });
  const style = {
    transform: CSS.Transform.toString(sortable.transform),
    transition: sortable.transition,
  };
  return (
    <li
      ref={sortable.setNodeRef}
      style={style}
      className={classes.timelineRow}
      data-active={active || undefined}
      data-optional={optional || undefined}
      data-dragging={sortable.isDragging || undefined}
      data-over={sortable.isOver || undefined}
      data-testid="timeline-row"
    >
      <Group gap={6} wrap="nowrap" align="flex-start">
        {!props.readOnly && (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={labels.drag}
            {...sortable.attributes}
            {...sortable.listeners}
          >
            <IconGripVertical size={16} aria-hidden />
          </ActionIcon>
        )}
        <UnstyledButton
          className={classes.timelineSelect}
          onClick={() => props.onSelect(index)}
          aria-current={active ? 'step' : undefined}
        >
          <Text
            size="xs"
            className={usual ? `${classes.timelineTimes} ${hint.times}` : classes.timelineTimes}
            data-testid="timeline-times"
          >
            {start}–{end} · {duration}
            {usual && (
              <span className={hint.usual} data-testid="timeline-usual">
                {' · '}
                {usual}
              </span>
            )}
          </Text>
          <Text size="sm" fw={600} className={classes.timelineTitle} data-testid="timeline-title">
            {title ? <MarkdownText text={title} /> : labels.untitled}
          </Text>
          {speakers && (
            <Text size="xs" className={classes.timelineSpeakers}>
              {speakers}
            </Text>
          )}
          <div className={classes.timelineBar} aria-hidden>
            <div style={{ width: `${Math.max(bar, 1)}%` }} />
          </div>
        </UnstyledButton>
        <Group gap={4} wrap="nowrap">
          {optional && <span className={classes.optionalFlag}>{labels.optional}</span>}
          {problems > 0 && (
            <Badge size="xs" variant="light" color="red.9">
              <span aria-hidden>!</span>
              <VisuallyHidden>{labels.problems}</VisuallyHidden>
            </Badge>
          )}
        </Group>
      </Group>
    </li>
  );
});
