import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMinutes } from '@ordo/agenda';
import type { PublicMeeting } from '@ordo/contract';
import { useBrand } from '../../hooks/use-brand.ts';
import { currentLanguage } from '../../i18n/languages.ts';
import { ServerHtml } from '../../components/server-html.tsx';
import { browserTimeZone } from '../../lib/zoned-time.ts';
import { formatLongDate, localTimes } from './meeting-time.ts';
import classes from './public-agenda.module.css';
import { PublicSequence } from './public-sequence.tsx';
import { PublicRunStatus } from './public-run-status.tsx';
import { useRunProjection, type PublicRun } from './use-public-run.ts';
import { sequenceProgress } from '../live/components/run-view.ts';
import { meetingClock } from '../live/components/meeting-clock.ts';

type PublicAgendaProps = {
  meeting: PublicMeeting;
  /** 1 on the public page; lower inside another page (the Share tab's preview). */
  headingLevel?: 1 | 2 | 3;
  /** The live run to follow: the current sequence is highlighted, past ones marked done. */
  run?: PublicRun | null;
};

/**
 * The agenda exactly as participants see it, drawn only from the public projection the server
 * sent. Markdown goes through `renderMarkdown` and DOMPurify. A PRO brand colour tints the
 * accents (never text, so contrast holds); free meetings carry the small product mark.
 */
export function PublicAgenda({ meeting, headingLevel = 1, run = null }: PublicAgendaProps) {
  const { t } = useTranslation('sharing');
  const brand = useBrand();
  const language = currentLanguage();
  const accent = meeting.brandColor ?? undefined;
  const sequenceLevel = (headingLevel + 1) as 2 | 3 | 4;
  const local = localTimes(meeting, browserTimeZone(), language);
  const projection = useRunProjection(run);
  const clock = meetingClock(meeting);
  const times =
    meeting.startTime && meeting.schedule.end
      ? `${meeting.startTime}–${meeting.schedule.end}`
      : null;

  return (
    <article
      className={classes.agenda}
      style={accent ? { borderTopColor: accent } : undefined}
      data-testid="public-agenda"
    >
      <Stack gap="md">
        <Stack gap={6}>
          <Title order={headingLevel} lang={meeting.language} style={{ overflowWrap: 'anywhere' }}>
            {meeting.title ? <ServerHtml html={meeting.titleHtml} /> : t('public.untitled')}
          </Title>
          {meeting.objective && (
            <div lang={meeting.language}>
              <ServerHtml
                component="p"
                html={meeting.objectiveHtml}
                className={classes.objective}
              />
            </div>
          )}
          <Text fw={600}>
            {[meeting.date ? formatLongDate(meeting.date, language) : t('public.noDate'), times]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          {/* A zone means something only where the meeting has clock times. */}
          {meeting.startTime && (
            <Text size="sm" className={classes.meta} data-testid="public-time-zone">
              {t('public.timeZone', { zone: meeting.timeZone })}
              {local ? ` · ${t('public.yourTime', { times: local })}` : ''}
            </Text>
          )}
          {run && <PublicRunStatus run={run} projection={projection} clock={clock} />}
          <Text size="sm" className={classes.meta}>
            {t('public.total', { total: formatMinutes(meeting.schedule.totalMinutes, language) })}
          </Text>
        </Stack>
        {meeting.sequences.length === 0 ? (
          <Text>{t('public.noSequences')}</Text>
        ) : (
          <ol className={classes.sequences} aria-label={t('public.agenda')}>
            {meeting.sequences.map((sequence) => (
              <PublicSequence
                key={sequence.index}
                sequence={sequence}
                textLanguage={meeting.language}
                headingLevel={sequenceLevel}
                accent={accent}
                progress={run ? sequenceProgress(run.state, sequence.index) : undefined}
                run={run}
                projected={projection?.sequences[sequence.index]}
                clock={clock}
              />
            ))}
          </ol>
        )}
        {!meeting.hideBranding && (
          <Group justify="flex-end">
            <Link to="/" className={classes.mark} data-testid="brand-mark">
              <img src="/favicon.svg" alt="" width={18} height={18} />
              {t('public.madeWith', { brand: brand.name })}
            </Link>
          </Group>
        )}
      </Stack>
    </article>
  );
}
