import { useTranslation } from 'react-i18next';
import { formatDuration } from '../components/format-clock.ts';
import type { RunRoom } from '../components/room-view.ts';
import { SequenceTitle } from '../components/sequence-title.tsx';
import { currentLanguage } from '../../../i18n/languages.ts';
import classes from './remote.module.css';

/**
 * The room's steps in order, the current one marked, past ones dimmed: the host sees at a
 * glance what is left, as the agenda sheet shows the plenary's sequences.
 */
export function RoomSteps({ room }: { room: RunRoom }) {
  const { t } = useTranslation('live');
  const language = currentLanguage();
  if (room.steps.length < 2) return null;
  return (
    <ol className={classes.agenda} aria-label={t('rooms.steps')} data-testid="room-steps">
      {room.steps.map((step) => {
        const progress = step.skipped
          ? 'skipped'
          : room.status === 'done' || step.index < room.stepIndex
            ? 'done'
            : step.index === room.stepIndex
              ? 'current'
              : 'upcoming';
        return (
          <li
            key={step.index}
            className={classes.agendaRow}
            data-progress={progress}
            aria-current={progress === 'current' ? 'step' : undefined}
            data-testid="room-step"
          >
            <span className={`${classes.agendaBody} ${classes.agendaTitle}`}>
              <SequenceTitle title={step.title} />
            </span>
            <span className={classes.stepLength}>
              {formatDuration(step.plannedMs + step.addedMs, language)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
