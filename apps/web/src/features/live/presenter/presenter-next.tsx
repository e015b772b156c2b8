import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { projectRun } from '@ordo/agenda';
import type { RunStateBody } from '@ordo/contract';
import { currentLanguage } from '../../../i18n/languages.ts';
import { clockTime, formatDuration } from '../components/format-clock.ts';
import { SequenceTitle } from '../components/sequence-title.tsx';
import classes from './presenter.module.css';

type PresenterNextProps = {
  state: RunStateBody;
  /** The next sequence that will run (`runView`'s), null on the last one. */
  next: RunStateBody['sequences'][number] | null;
  serverNow: number;
};

/**
 * What comes after the current sequence: its title, its projected start (after overruns, skips
 * and added time, from the agenda's one projection) and how long it lasts; on the last one,
 * the projected end of the event.
 */
export function PresenterNext({ state, next, serverNow }: PresenterNextProps) {
  const { t } = useTranslation('presenter');
  const language = currentLanguage();
  const projection = projectRun(state, serverNow);
  if (!next) {
    return (
      <div className={classes.next} data-testid="presenter-next">
        <Text fw={700}>{t('next.last')}</Text>
        {projection.endsAt !== null && (
          <Text c="dimmed">{t('next.end', { time: clockTime(projection.endsAt, language) })}</Text>
        )}
      </div>
    );
  }
  const startsAt = projection.sequences[next.index]?.startsAt ?? null;
  const duration = formatDuration(next.plannedMs + next.addedMs, language);
  return (
    <div className={classes.next} data-testid="presenter-next">
      <Text size="sm" tt="uppercase" fw={700} c="dimmed">
        {t('next.label')}
      </Text>
      <Text className={classes.nextTitle}>
        <SequenceTitle title={next.title} />
      </Text>
      <Text c="dimmed" data-testid="presenter-next-time">
        {startsAt === null
          ? t('next.lasts', { duration })
          : t('next.startsAt', { time: clockTime(startsAt, language), duration })}
      </Text>
    </div>
  );
}
