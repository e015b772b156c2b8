import { IconGripVertical } from '@tabler/icons-react';
import { memo, useCallback, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language, Room } from '@ordo/agenda';
import { ActionIcon, Badge, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { CommentCount } from '../../comments/comment-count.tsx';
import { InlineMarkdown } from '../inline-markdown.tsx';
import classes from '../agenda-editor.module.css';
import { RowBar, RowTimes } from './row-times.tsx';
import { RowPresenceContext } from './row-presence.ts';
import hint from './usual-hint.module.css';
import { RoomLanes } from './room-lanes.tsx';
import { durationLabel } from './time-labels.ts';
import { usualMinutes } from './usual-duration.ts';
import { ROOMS_ROW_HEIGHT, ROW_HEIGHT } from './use-virtual-rows.ts';

export type TimelineRowProps = {
  index: number;
  id: string;
  title: string;
  optional: boolean;
  /** "usually 12 min": the average actual time of sequences with this title, when known. */
  usual?: string;
  speakers: string;
  active: boolean;
  problems: number;
  /** Open comment threads on this sequence (issue 30). */
  comments?: number;
  readOnly: boolean;
  labels: { optional: string; problems: string; drag: string; untitled: string };
  onSelect: (index: number) => void;
  /** The sequence's breakout rooms, shown as lanes below the row's line. */
  rooms?: readonly Room[];
  /** The sequence's minutes, which a room's lane is measured against. */
  minutes?: number;
  language?: Language;
  /** Average actual minutes by title key: the hints beside the rooms' steps ("usually 6 min"). */
  usualDurations?: ReadonlyMap<string, number>;
};

type RowDetailsProps = { index: number; title: string; untitled: string; speakers: string };

/**
 * What a row shows besides its times. Memoised apart: a keystroke in a duration moves the times
 * of every later row, and only those few characters are rendered again.
 */
const RowDetails = memo(function RowDetails({ index, title, untitled, speakers }: RowDetailsProps) {
  return (
    <>
      <Text size="sm" fw={600} className={classes.timelineTitle} data-testid="timeline-title">
        {title ? <InlineMarkdown text={title} /> : untitled}
      </Text>
      {speakers && (
        <Text size="xs" className={classes.timelineSpeakers}>
          {speakers}
        </Text>
      )}
      <RowBar index={index} />
    </>
  );
});

type Sortable = ReturnType<typeof useSortable>;
type DragHandleProps = {
  label: string;
  attributes: Sortable['attributes'];
  listeners: Sortable['listeners'];
};

/** dnd-kit keeps `attributes` and `listeners` stable, so the handle renders once per row. */
const DragHandle = memo(function DragHandle({ label, attributes, listeners }: DragHandleProps) {
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="sm"
      aria-label={label}
      {...attributes}
      {...listeners}
    >
      <IconGripVertical size={16} aria-hidden />
    </ActionIcon>
  );
});

type RowFlagsProps = Pick<TimelineRowProps, 'optional' | 'problems' | 'labels' | 'comments'>;

const RowFlags = memo(function RowFlags({ optional, problems, labels, comments }: RowFlagsProps) {
  return (
    <Group gap={4} wrap="nowrap">
      <CommentCount count={comments ?? 0} />
      {optional && <span className={classes.optionalFlag}>{labels.optional}</span>}
      {problems > 0 && (
        <Badge size="xs" variant="light" color="red.9">
          <span aria-hidden>!</span>
          <VisuallyHidden>{labels.problems}</VisuallyHidden>
        </Badge>
      )}
    </Group>
  );
});

/**
 * The lanes of a row's rooms, with their texts in the interface language and, beside each step
 * run before under that title, the same "usually N min" hint as a sequence's.
 */
const RowRooms = memo(function RowRooms(props: {
  rooms: readonly Room[];
  title: string;
  minutes: number;
  language: Language;
  usualDurations?: ReadonlyMap<string, number>;
}) {
  const { t } = useTranslation('editor');
  const { usualDurations, language } = props;
  const usual = useCallback(
    (title: string) => {
      const minutes = usualMinutes(usualDurations, title);
      return minutes === undefined
        ? undefined
        : t('timeline.usually', { duration: durationLabel(minutes, language) });
    },
    [usualDurations, language, t],
  );
  return (
    <RoomLanes
      rooms={props.rooms}
      sequenceMinutes={props.minutes}
      language={language}
      labels={{ list: t('rooms.lanes', { title: props.title }), noHost: t('rooms.noHost') }}
      usual={usualDurations ? usual : undefined}
    />
  );
});

type RowContentProps = Omit<TimelineRowProps, 'id'> &
  Pick<DragHandleProps, 'attributes' | 'listeners'>;

/**
 * Everything inside the row's `<li>`. dnd-kit re-renders every sortable row when its contexts
 * change, which happens on each keystroke; memoised apart, the row's content then skips.
 */
const RowContent = memo(function RowContent(props: RowContentProps) {
  const { index, title, optional, usual, speakers, active, problems, readOnly, labels, onSelect } =
    props;
  const { attributes, listeners } = props;
  const Presence = useContext(RowPresenceContext);
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      {!readOnly && (
        <DragHandle label={labels.drag} attributes={attributes} listeners={listeners} />
      )}
      <UnstyledButton
        className={classes.timelineSelect}
        onClick={() => onSelect(index)}
        aria-current={active ? 'step' : undefined}
      >
        <Text
          size="xs"
          className={usual ? `${classes.timelineTimes} ${hint.times}` : classes.timelineTimes}
          data-testid="timeline-times"
        >
          <RowTimes index={index} />
          {usual && (
            <span className={hint.usual} data-testid="timeline-usual">
              {' · '}
              {usual}
            </span>
          )}
        </Text>
        <RowDetails index={index} title={title} untitled={labels.untitled} speakers={speakers} />
      </UnstyledButton>
      {Presence && <Presence index={index} />}
      <RowFlags optional={optional} problems={problems} labels={labels} comments={props.comments} />
    </Group>
  );
});

/**
 * One sequence in the timeline. Memoised on plain values that times do not touch (those come
 * through `TimesContext`): typing in a note or a duration re-renders no row around the edit.
 */
export const TimelineRow = memo(function TimelineRow(props: TimelineRowProps) {
  const { id, optional, active, rooms } = props;
  const hasRooms = rooms !== undefined && rooms.length > 0;
  const sortable = useSortable({ id, disabled: props.readOnly });
  const style = {
    transform: CSS.Transform.toString(sortable.transform),
    transition: sortable.transition,
    // The gap below every row is ROW_HEIGHT minus the row's CSS height (72 px).
    height: hasRooms ? ROOMS_ROW_HEIGHT - (ROW_HEIGHT - 72) : undefined,
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
      data-rooms={hasRooms || undefined}
      data-testid="timeline-row"
    >
      <RowContent {...props} attributes={sortable.attributes} listeners={sortable.listeners} />
      {hasRooms && (
        <RowRooms
          rooms={rooms}
          title={props.title}
          minutes={props.minutes ?? 0}
          language={props.language ?? 'en'}
          usualDurations={props.usualDurations}
        />
      )}
    </li>
  );
});
