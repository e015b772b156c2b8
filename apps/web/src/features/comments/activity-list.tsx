import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ActivityEntry } from '@ordo/contract';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { useActivity } from './comments-api.ts';
import classes from './comments.module.css';

function useSentence() {
  const { t } = useTranslation('comments');
  return (entry: ActivityEntry): string => {
    const name = entry.actorName ?? '';
    switch (entry.kind) {
      case 'version':
        return t('activity.version', { name, version: entry.version });
      case 'run':
        // Who started it; a phone remote's run (or an account gone since) names nobody.
        if (entry.actorName)
          return t(entry.finished ? 'activity.runByFinished' : 'activity.runBy', { name });
        return entry.finished ? t('activity.runFinished') : t('activity.run');
      case 'comment': {
        const title = entry.sequenceTitle;
        if (entry.reply)
          return title ? t('activity.replyOn', { name, title }) : t('activity.reply', { name });
        return title ? t('activity.commentOn', { name, title }) : t('activity.comment', { name });
      }
    }
  };
}

/** Who changed the agenda, commented on it and ran it, newest first, older on demand. */
export function ActivityList({ uuid }: { uuid: string }) {
  const { t, i18n } = useTranslation('comments');
  const activity = useActivity(uuid);
  const sentence = useSentence();
  const format = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  if (activity.isPending) {
    return (
      <Stack role="status" aria-busy="true" aria-label={t('activity.loading')}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} h={40} />
        ))}
      </Stack>
    );
  }
  if (activity.isError) return <ErrorAlert error={activity.error} />;
  const entries = activity.data.pages.flatMap((page) => page.items);
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="activity-empty">
        {t('activity.empty')}
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      <ol
        aria-label={t('activity.title')}
        data-testid="activity-list"
        className={classes.activityList}
      >
        {entries.map((entry) => (
          <li key={entry.id} className={classes.activityItem} data-kind={entry.kind}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {sentence(entry)}
            </Text>
            {entry.excerpt && (
              <Text size="xs" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                {entry.excerpt}
              </Text>
            )}
            <Text size="xs" c="dimmed" component="time" dateTime={entry.at}>
              {format.format(new Date(entry.at))}
            </Text>
          </li>
        ))}
      </ol>
      {activity.hasNextPage && (
        <Button
          variant="subtle"
          size="compact-sm"
          mt="xs"
          loading={activity.isFetchingNextPage}
          onClick={() => void activity.fetchNextPage()}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('activity.more')}
        </Button>
      )}
    </Stack>
  );
}
