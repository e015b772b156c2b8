import { memo, useEffect, useRef, useState } from 'react';
import { formatMinutes, type Language, type PublicRoom } from '@ordo/agenda';
import classes from './room-lanes.module.css';
import hint from './usual-hint.module.css';

export type RoomLanesLabels = {
  /** "Rooms of …", the list's accessible name. */
  list: string;
  noHost: string;
};

type RoomLanesProps = {
  rooms: readonly PublicRoom[];
  /** The sequence's minutes: a room shorter than its sequence leaves the rest of its lane empty. */
  sequenceMinutes: number;
  language: Language;
  labels: RoomLanesLabels;
  /** "usually 6 min" for a step title run before, or undefined (see usual-duration.ts). */
  usual?: (title: string) => string | undefined;
};

/**
 * A room's steps stacked in its lane, each as tall as its share of the sequence's minutes
 * (flex-grow by minutes, with a floor so a 2-minute step stays readable). A room without steps
 * is one block as long as the room.
 */
function LaneSteps({
  room,
  sequenceMinutes,
  language,
  usual,
}: Omit<RoomLanesProps, 'rooms' | 'labels'> & { room: PublicRoom }) {
  const blocks =
    room.steps.length > 0
      ? room.steps.map((step) => ({ key: step.index, title: step.title, minutes: step.minutes }))
      : [{ key: -1, title: '', minutes: room.minutes }];
  const used = blocks.reduce((sum, block) => sum + block.minutes, 0);
  const rest = Math.max(0, sequenceMinutes - used);
  return (
    <ol className={classes.steps}>
      {blocks.map((block) => {
        const usually = block.title ? usual?.(block.title) : undefined;
        return (
          <li
            key={block.key}
            className={classes.step}
            style={{ flexGrow: Math.max(block.minutes, 0.5) }}
            title={usually ? `${block.title} · ${usually}` : undefined}
            data-testid="room-step"
          >
            <span className={classes.stepTitle}>{block.title}</span>
            <span className={classes.stepMinutes}>{formatMinutes(block.minutes, language)}</span>
            {usually && (
              <span className={`${classes.stepUsual} ${hint.usual}`} data-testid="room-step-usual">
                <span className={classes.usualSeparator}>{' · '}</span>
                {usually}
              </span>
            )}
          </li>
        );
      })}
      {rest > 0 && <li aria-hidden className={classes.rest} style={{ flexGrow: rest }} />}
    </ol>
  );
}

/**
 * Which sides of a sideways scroller hide content, kept up to date as it scrolls or resizes:
 * the cue that more lanes are there on a phone or in a narrow timeline.
 */
function useHiddenSides(count: number) {
  const ref = useRef<HTMLUListElement>(null);
  const [sides, setSides] = useState({ before: false, after: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const before = element.scrollLeft > 1;
      const after = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setSides((old) => (old.before === before && old.after === after ? old : { before, after }));
    };
    measure();
    // The lanes' own sizes settle after the list's (fonts, the row's height): watch them too.
    const frame = requestAnimationFrame(measure);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const lane of element.children) observer.observe(lane);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, [count]);
  return { ref, ...sides };
}

/**
 * The rooms of a sequence as lanes side by side (DESIGN §9 "Rooms"): name, host, minutes and
 * the steps in time. Lanes keep a readable width and the row scrolls sideways when they do not
 * fit, with a shade and an arrow on each edge that hides lanes; each lane takes the keyboard focus, which
 * scrolls it into view.
 */
export const RoomLanes = memo(function RoomLanes({
  rooms,
  sequenceMinutes,
  language,
  labels,
  usual,
}: RoomLanesProps) {
  const { ref, before, after } = useHiddenSides(rooms.length);
  return (
    <div
      className={classes.frame}
      data-before={before || undefined}
      data-after={after || undefined}
    >
      <ul ref={ref} className={classes.lanes} aria-label={labels.list} data-testid="room-lanes">
        {rooms.map((room) => {
          const minutes = formatMinutes(room.minutes, language);
          const hosts = room.hosts.join(', ');
          return (
            <li
              key={room.index}
              className={classes.lane}
              tabIndex={0}
              aria-label={`${room.name}, ${minutes}, ${hosts || labels.noHost}`}
              data-testid="room-lane"
            >
              <div className={classes.name}>{room.name}</div>
              <div className={classes.meta}>
                <span className={hosts ? classes.host : classes.noHost}>
                  {hosts || labels.noHost}
                </span>
                <span className={classes.minutes}>{minutes}</span>
              </div>
              <LaneSteps
                room={room}
                sequenceMinutes={sequenceMinutes}
                language={language}
                usual={usual}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
});
