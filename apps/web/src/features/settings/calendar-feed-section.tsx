import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconRefresh } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CalendarFeedStatus, CalendarFeedUrl } from '@ordo/contract';
import { api } from '../../api/client.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { CopyField } from '../sharing/copy-field.tsx';

const statusKey = ['users', 'calendar-feed'] as const;

/**
 * Settings › Account › Calendar feed: the secret address a calendar app subscribes to. The
 * server keeps only its hash, so the address shows right after it is made; making a new one
 * is also how the old one is revoked.
 */
export function CalendarFeedSection() {
  const { t, i18n } = useTranslation('settings');
  const client = useQueryClient();
  const [url, setUrl] = useState<string | null>(null);
  const status = useQuery({
    queryKey: statusKey,
    queryFn: ({ signal }) => api<CalendarFeedStatus>('/v1/users/me/calendar-token', { signal }),
    meta: { silentError: true },
  });
  const rotate = useMutation({
    mutationFn: () => api<CalendarFeedUrl>('/v1/users/me/calendar-token', { method: 'POST' }),
    onSuccess: (body) => {
      setUrl(body.url);
      void client.invalidateQueries({ queryKey: statusKey });
    },
    meta: { silentError: true },
  });
  const createdAt = status.data?.createdAt;
  const since = createdAt
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(createdAt))
    : null;

  return (
    <Stack gap="sm" data-testid="calendar-feed">
      <Text size="sm">{t('calendarFeed.body')}</Text>
      {url ? (
        <CopyField label={t('calendarFeed.url')} value={url} testId="calendar-feed-url" />
      ) : (
        since && (
          <Text size="sm" c="dimmed">
            {t('calendarFeed.existing', { date: since })}
          </Text>
        )
      )}
      <Group gap="xs">
        <Button
          variant={url || since ? 'default' : 'filled'}
          leftSection={
            url || since ? (
              <IconRefresh size={16} aria-hidden="true" />
            ) : (
              <IconCalendarEvent size={16} aria-hidden="true" />
            )
          }
          loading={rotate.isPending}
          onClick={() => rotate.mutate()}
        >
          {url || since ? t('calendarFeed.rotate') : t('calendarFeed.create')}
        </Button>
      </Group>
      {(url || since) && (
        <Text size="xs" c="dimmed">
          {t('calendarFeed.rotateHint')}
        </Text>
      )}
      {rotate.error && <ErrorAlert error={rotate.error} />}
      <Text size="sm" c="dimmed">
        {t('calendarFeed.howTo')}
      </Text>
    </Stack>
  );
}
