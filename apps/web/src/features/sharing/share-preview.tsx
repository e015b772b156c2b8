import { Alert, Button, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Meeting } from '@ordo/contract';
import { fetchPublicMeeting, publicMeetingKeys } from '../public-meeting/public-api.ts';
import { PublicAgenda } from '../public-meeting/public-agenda.tsx';

/** The public projection of the saved meeting (`?view=public`), refreshed on every save. */
export function usePublicPreview(meeting: Meeting) {
  return useQuery({
    queryKey: publicMeetingKeys.preview(meeting.uuid, meeting.version),
    queryFn: ({ signal }) => fetchPublicMeeting(meeting.uuid, {}, signal),
    // Keep showing the last preview while the next saved version loads: no flicker per save.
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/**
 * Exactly what participants see, from the same server projection they get: if a note showed
 * here, it would show to them too.
 */
export function SharePreview({ preview }: { preview: ReturnType<typeof usePublicPreview> }) {
  const { t } = useTranslation('sharing');
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('share.preview')}
        </Title>
        <Text size="sm">{t('share.previewHint')}</Text>
        {preview.isError && !preview.data ? (
          <Alert color="red" title={t('share.previewFailed')}>
            <Button variant="default" size="xs" onClick={() => void preview.refetch()}>
              {t('gate.retry')}
            </Button>
          </Alert>
        ) : preview.data ? (
          <div data-testid="share-preview">
            <PublicAgenda meeting={preview.data} headingLevel={3} />
          </div>
        ) : (
          <Skeleton h={240} />
        )}
      </Stack>
    </Card>
  );
}
