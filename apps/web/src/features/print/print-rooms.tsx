import { useTranslation } from 'react-i18next';
import {
  formatMinutes,
  type Language,
  type PublicRoom,
  type PublicSequence,
  type Room,
  type ScheduleItem,
  type Sequence,
} from '@ordo/agenda';
import { MarkdownText } from '../editor/markdown-text.tsx';
import { formatOffset } from '../editor/timeline/time-labels.ts';
import classes from './print-rooms.module.css';

/** `09:50` + 25 → `10:15`; an offset (`+0:50`) when the meeting has no start time. */
function clockAt(item: ScheduleItem, minutes: number): string {
  const at = item.startMinute + minutes;
  const match = item.start ? /^(\d{1,2}):(\d{2})$/.exec(item.start) : null;
  if (!match) return `+${formatOffset(at)}`;
  const total = Math.round(Number(match[1]) * 60 + Number(match[2]) + minutes);
  const wrapped = ((total % 1440) + 1440) % 1440;
  return `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
}

type RoomPageProps = {
  room: Room | PublicRoom;
  sequence: Sequence | PublicSequence;
  item: ScheduleItem | undefined;
  language: Language;
  /** The facilitator's sheet carries the room's private notes; the participants' never does. */
  withNotes: boolean;
};

/** One room's page, for its host: what the room does, when, in which steps. */
export function PrintRoomPage({ room, sequence, item, language, withNotes }: RoomPageProps) {
  const { t } = useTranslation('print');
  const notes = withNotes && 'notes' in room ? room.notes : '';
  const starts = room.steps.map((_, i) =>
    room.steps.slice(0, i).reduce((sum, step) => sum + step.minutes, 0),
  );
  return (
    <section className={classes.roomPage} data-testid="print-room">
      <p className={classes.kicker}>
        {t('rooms.kicker', { sequence: sequence.title || t('sheet.untitled') })}
      </p>
      <h2 className={classes.name}>{room.name || t('sheet.untitled')}</h2>
      <p className={classes.meta}>
        {[
          item ? `${clockAt(item, 0)}–${clockAt(item, room.minutes)}` : null,
          formatMinutes(room.minutes, language),
          room.hosts.length > 0
            ? t('rooms.hosts', { hosts: room.hosts.join(', ') })
            : t('rooms.noHost'),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {room.description && (
        <MarkdownText component="p" text={room.description} className={classes.description} />
      )}
      {room.steps.length > 0 && (
        <ol className={classes.steps} aria-label={t('rooms.steps')}>
          {room.steps.map((step, i) => {
            const start = starts[i] ?? 0;
            return (
              <li key={step.index} className={classes.step} data-testid="print-room-step">
                <span className={classes.stepTime}>
                  {item ? `${clockAt(item, start)}–${clockAt(item, start + step.minutes)}` : ''}
                </span>
                <span className={classes.stepTitle}>
                  <MarkdownText text={step.title || t('sheet.untitled')} />
                </span>
                <span className={classes.stepMinutes}>{formatMinutes(step.minutes, language)}</span>
              </li>
            );
          })}
        </ol>
      )}
      {notes && (
        <div className={classes.notes} data-testid="print-room-notes">
          <span className={classes.notesLabel}>{t('sheet.notes')}</span>
          <MarkdownText component="p" text={notes} />
        </div>
      )}
    </section>
  );
}

type PrintRoomsProps = {
  sequences: readonly (Sequence | PublicSequence)[];
  items: readonly ScheduleItem[];
  language: Language;
  withNotes: boolean;
};

/** A page per room of every sequence that has rooms, after the run sheet (DESIGN §9 "Rooms"). */
export function PrintRooms({ sequences, items, language, withNotes }: PrintRoomsProps) {
  return sequences.flatMap((sequence, index) =>
    (sequence.rooms ?? []).map((room) => (
      <PrintRoomPage
        key={`${index}-${room.index}`}
        room={room}
        sequence={sequence}
        item={items[index]}
        language={language}
        withNotes={withNotes}
      />
    )),
  );
}
